import { inModule, PUBLIC, resource, type Permission } from '../../access/permission';
import {
  directReceiveBody,
  poLinkParams,
  poPrintAnswer,
  poSendAnswer,
  poSendBody,
} from '../../purchasing/po-step-schemas';
import {
  purchaseOrderAnswer,
  purchaseOrderParams,
  purchaseOrderStepBody,
  purchaseReceiveAnswer,
} from '../../purchasing/purchase-schemas';
import { defineRoute, type RouteDef } from '../route';
import { billDraftRoutes } from './bill-drafts';
import { partsNoticeRoutes } from './parts-notices';

/**
 * The `purchaseorders` call family (docs/purchasing.md §18–§20): a purchase
 * order's approval, sending to the vendor by SMS and e-mail, closing, its print
 * and the vendor's public page, and receives without an order. A Lambda of its
 * own: the `purchasing` Lambda is near its budget of zod schemas. Access is the
 * spec's Inventory `PO`: C submits, sends and receives, U approves and closes
 * (the action table, shared/purchasing/po-actions.ts, says the rest).
 */
const PO = (right: 'C' | 'R' | 'U'): Permission => inModule('Inventory', resource('Inventory', 'PO', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) =>
  defineRoute({ ...r, family: 'purchaseorders' as const });

export const purchaseOrderStepRoutes = {
  submitPurchaseOrder: route({
    method: 'POST',
    path: 'PurchaseOrder/PurchaseOrders/{Id}/Submit',
    permission: PO('C'),
    params: purchaseOrderParams,
    body: purchaseOrderStepBody,
    response: purchaseOrderAnswer,
  }),
  approvePurchaseOrder: route({
    method: 'POST',
    path: 'PurchaseOrder/PurchaseOrders/{Id}/Approve',
    permission: PO('U'),
    params: purchaseOrderParams,
    body: purchaseOrderStepBody,
    response: purchaseOrderAnswer,
  }),
  closePurchaseOrder: route({
    method: 'POST',
    path: 'PurchaseOrder/PurchaseOrders/{Id}/Close',
    permission: PO('U'),
    params: purchaseOrderParams,
    body: purchaseOrderStepBody,
    response: purchaseOrderAnswer,
  }),
  sendPurchaseOrderLink: route({
    method: 'POST',
    path: 'PurchaseOrder/PurchaseOrders/{Id}/SendToVendor',
    permission: PO('C'),
    params: purchaseOrderParams,
    body: poSendBody,
    response: poSendAnswer,
  }),
  purchaseOrderPrint: route({
    method: 'GET',
    path: 'PurchaseOrder/PurchaseOrders/{Id}/Print',
    permission: PO('R'),
    params: purchaseOrderParams,
    response: poPrintAnswer,
  }),
  /** The vendor's view behind the link: no login, a signed expiring token instead. */
  sharedPurchaseOrder: route({
    method: 'GET',
    path: 'Public/PurchaseOrders/{Token}',
    permission: PUBLIC,
    params: poLinkParams,
    response: poPrintAnswer,
  }),
  createDirectReceive: route({
    method: 'POST',
    path: 'PurchaseOrder/DirectReceives',
    permission: PO('C'),
    body: directReceiveBody,
    response: purchaseReceiveAnswer,
  }),
  ...partsNoticeRoutes,
  ...billDraftRoutes,
} as const;
