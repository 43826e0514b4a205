import { inModule, resource } from '../../access/permission';
import { cxParams, cxRow } from '../../connectx/connectx-schemas';
import * as z from 'zod';
import { defineRoute } from '../route';

/**
 * The ConnectX status of one document (docs/sales-settings.md §4), for the purchase order's and the sales
 * order's screens: the row the ConnectX lists show for it, or none when it was not traded on Karkhana.
 * Read with the document's own right (Inventory PO R; Sales SO R).
 */
export const cxDocStatus = z.object({ Row: cxRow.optional() });
export type CxDocStatus = z.infer<typeof cxDocStatus>;

export const connectxStatusRoutes = {
  cxOrderStatus: defineRoute({
    method: 'GET',
    path: 'ConnectX/PurchaseOrders/{Id}/Status',
    family: 'connectx',
    permission: inModule('Inventory', resource('Inventory', 'PO', 'R')),
    params: cxParams,
    response: cxDocStatus,
  }),
  cxSalesOrderStatus: defineRoute({
    method: 'GET',
    path: 'ConnectX/SalesOrders/{Id}/Status',
    family: 'connectx',
    permission: inModule('Sales', resource('Sales', 'SO', 'R')),
    params: cxParams,
    response: cxDocStatus,
  }),
} as const;
