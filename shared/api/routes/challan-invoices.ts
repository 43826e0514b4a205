import { inModule, resource } from '../../access/permission';
import { challanParams } from '../../challans/challan-schemas';
import { challanInvoiceAnswer, challanInvoiceBody } from '../../sales/sales-invoice-schemas';
import { defineRoute, type RouteDef } from '../route';

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'sales' as const });

/**
 * A delivery challan's goods kept on approval invoiced (docs/sales-invoices.md §3): the route lets in Sales DC U
 * (the challan's change); the call also needs Accounting Invoice C (`INVOICE_CREATE`), checked by the handler.
 */
export const challanInvoiceRoutes = {
  invoiceChallan: route({
    method: 'POST',
    path: 'Sales/DeliveryChallans/{Id}/Invoice',
    permission: inModule('Sales', resource('Sales', 'DC', 'U')),
    params: challanParams,
    body: challanInvoiceBody,
    response: challanInvoiceAnswer,
  }),
} as const;
