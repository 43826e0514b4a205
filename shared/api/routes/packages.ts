import * as z from 'zod';
import { inModule, resource, type Permission } from '../../access/permission';
import {
  fulfilmentAnswer,
  packageAnswer,
  packageCreateBody,
  packageDeliverBody,
  packageParams,
  packagesPage,
  packagesQuery,
  packageShipBody,
  soInvoiceAnswer,
  soInvoiceBody,
} from '../../fulfilment/package-schemas';
import { ewayBillQuery } from '../../gst/returns/eway-bill-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * Packages, shipments, delivery and invoicing of sales orders (docs/sales-fulfilment.md §6): access Sales
 * `SO` (platform §3) in a branch with the Sales module on. R lists and opens packages, an order's
 * fulfilment and a shipment's e-way bill file; U packs, ships and delivers (ship and deliver with the flag
 * PkgShp, checked by the call: 403) and invoices (with Accounting Invoice C too, checked by the call).
 * In the `salesorders` family beside the orders.
 */
const SO = (right: 'R' | 'U'): Permission => inModule('Sales', resource('Sales', 'SO', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'salesorders' as const });

export const packageRoutes = {
  packages: route({
    method: 'GET',
    path: 'Sales/Packages',
    permission: SO('R'),
    query: packagesQuery,
    response: packagesPage,
  }),
  package: route({
    method: 'GET',
    path: 'Sales/Packages/{Id}',
    permission: SO('R'),
    params: packageParams,
    response: packageAnswer,
  }),
  createPackage: route({
    method: 'POST',
    path: 'Sales/Packages',
    permission: SO('U'),
    body: packageCreateBody,
    response: packageAnswer,
  }),
  shipPackage: route({
    method: 'POST',
    path: 'Sales/Packages/{Id}/Ship',
    permission: SO('U'),
    params: packageParams,
    body: packageShipBody,
    response: packageAnswer,
  }),
  deliverPackage: route({
    method: 'POST',
    path: 'Sales/Packages/{Id}/Deliver',
    permission: SO('U'),
    params: packageParams,
    body: packageDeliverBody,
    response: packageAnswer,
  }),
  /** The e-way bill file of a shipped package worth more than ₹50,000 with tax (Rule 138; document type INV). */
  packageEwayBill: route({
    method: 'GET',
    path: 'Sales/Packages/{Id}/EWayBill',
    permission: SO('R'),
    params: packageParams,
    query: ewayBillQuery.omit({ Id: true }),
    response: z.record(z.string(), z.unknown()),
  }),
  salesOrderFulfilment: route({
    method: 'GET',
    path: 'Sales/SalesOrders/{Id}/Fulfilment',
    permission: SO('R'),
    params: packageParams,
    response: fulfilmentAnswer,
  }),
  invoiceSalesOrder: route({
    method: 'POST',
    path: 'Sales/SalesOrders/{Id}/Invoice',
    permission: SO('U'),
    params: packageParams,
    body: soInvoiceBody,
    response: soInvoiceAnswer,
  }),
} as const;
