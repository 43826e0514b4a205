import type { AccessContext } from '../access/access-context';
import { hasAccessFlag } from '../access/module-access';

/** Cancelling a receipt saved wrongly (docs/sales.md §13): the Accounting flag ReOpenSR (admins hold every flag). */
export const canReopenSalesReceipt = (ctx: AccessContext): boolean => hasAccessFlag(ctx, 'Accounting', 'ReOpenSR');
