import { inModule, resource, type Permission } from '../../access/permission';
import { receiptAnswer, receiptParams, receiptReopenBody } from '../../sales/receipt-schemas';
import {
  receiptCancelBody,
  returnAnswer,
  returnCreateBody,
  returnParams,
  returnsPage,
  returnsQuery,
} from '../../sales/return-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * Sales returns of counter sales and the receipt's cancel (docs/sales.md §12,
 * §13). A return is the receipt's own business: access Accounting `SlsRcpt`
 * (R to list and open, C to take goods back), not Sales `SOReturn`, because a
 * counter branch sells with the Accounting module alone. Cancelling needs
 * `SlsRcpt` U and the flag `ReOpenSR` (checked by the call). In the `sales`
 * family's Lambda with the receipts.
 */
const SLS_RCPT = (right: 'C' | 'R' | 'U'): Permission =>
  inModule('Accounting', resource('Accounting', 'SlsRcpt', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'sales' as const });

export const salesReturnRoutes = {
  salesReturns: route({
    method: 'GET',
    path: 'Accounting/SalesReturns',
    permission: SLS_RCPT('R'),
    query: returnsQuery,
    response: returnsPage,
  }),
  salesReturn: route({
    method: 'GET',
    path: 'Accounting/SalesReturns/{Id}',
    permission: SLS_RCPT('R'),
    params: returnParams,
    response: returnAnswer,
  }),
  createSalesReturn: route({
    method: 'POST',
    path: 'Accounting/SalesReturns',
    permission: SLS_RCPT('C'),
    body: returnCreateBody,
    response: returnAnswer,
  }),
  cancelReceipt: route({
    method: 'POST',
    path: 'Accounting/SalesReceipts/{Id}/Cancel',
    permission: SLS_RCPT('U'),
    params: receiptParams,
    body: receiptCancelBody,
    response: receiptAnswer,
  }),
  // Re-opened and saved again under its number: also `SlsRcpt` U and the flag `ReOpenSR` (docs/sales.md §13).
  reopenReceipt: route({
    method: 'PUT',
    path: 'Accounting/SalesReceipts/{Id}',
    permission: SLS_RCPT('U'),
    params: receiptParams,
    body: receiptReopenBody,
    response: receiptAnswer,
  }),
} as const;
