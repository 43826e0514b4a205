import { inModule, resource, type Permission } from '../../access/permission';
import {
  cxListQuery,
  cxPage,
  cxParams,
  cxRow,
  cxSendInvoiceBody,
  cxSendOrderBody,
} from '../../connectx/connectx-schemas';
import { defineRoute, type RouteDef } from '../route';
import { connectxStatusRoutes } from './connectx-status';

/**
 * ConnectX: trade between connected businesses (docs/connectx.md §7), a small
 * family of its own (purchasing is at its budget of schemas). Sending an order
 * is the order's own right (Inventory `PO` C), its list `PO` R; the orders that
 * arrived are the vendor's sales orders (Sales `SO` R); sending an invoice is
 * the invoice's right (Accounting `Invoice` C).
 */
const SMALL = 8 * 1024;
const PO = (right: 'C' | 'R'): Permission => inModule('Inventory', resource('Inventory', 'PO', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'connectx' as const });

export const connectxRoutes = {
  cxSendOrder: route({
    method: 'POST',
    path: 'ConnectX/PurchaseOrders/{Id}/Send',
    permission: PO('C'),
    params: cxParams,
    body: cxSendOrderBody,
    response: cxRow,
    maxBodyBytes: SMALL,
  }),
  cxSendInvoice: route({
    method: 'POST',
    path: 'ConnectX/Invoices/{Id}/Send',
    permission: inModule('Accounting', resource('Accounting', 'Invoice', 'C')),
    params: cxParams,
    body: cxSendInvoiceBody,
    response: cxRow,
    maxBodyBytes: SMALL,
  }),
  cxOutgoing: route({
    method: 'GET',
    path: 'ConnectX/Outgoing',
    permission: PO('R'),
    query: cxListQuery,
    response: cxPage,
  }),
  cxIncoming: route({
    method: 'GET',
    path: 'ConnectX/Incoming',
    permission: inModule('Sales', resource('Sales', 'SO', 'R')),
    query: cxListQuery,
    response: cxPage,
  }),
  ...connectxStatusRoutes,
} as const;
