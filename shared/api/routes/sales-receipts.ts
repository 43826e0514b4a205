import { inModule, resource, type Permission } from '../../access/permission';
import {
  receiptAnswer,
  receiptCreateBody,
  receiptParams,
  receiptsPage,
  receiptsQuery,
} from '../../sales/receipt-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * The counter sale, sales receipts (docs/sales.md §5): access Accounting
 * `SlsRcpt` (platform §3), R to list and open, C to save, in a branch with the
 * Accounting module on (the call refuses a branch without the SlsRcpt feature).
 * They have their own family, `sales` (docs/sales.md §1).
 */
const SLS_RCPT = (right: 'C' | 'R'): Permission => inModule('Accounting', resource('Accounting', 'SlsRcpt', right));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'sales' as const });

export const salesReceiptRoutes = {
  receipts: route({
    method: 'GET',
    path: 'Accounting/SalesReceipts',
    permission: SLS_RCPT('R'),
    query: receiptsQuery,
    response: receiptsPage,
  }),
  receipt: route({
    method: 'GET',
    path: 'Accounting/SalesReceipts/{Id}',
    permission: SLS_RCPT('R'),
    params: receiptParams,
    response: receiptAnswer,
  }),
  createReceipt: route({
    method: 'POST',
    path: 'Accounting/SalesReceipts',
    permission: SLS_RCPT('C'),
    body: receiptCreateBody,
    response: receiptAnswer,
  }),
} as const;
