import { ApiError, ErrorCode } from '@shared/api/errors';
import type { invoicesRoutes } from '@shared/api/routes/invoices';
import type { PayerBucket } from '@shared/documents/statuses';
import type { OrderInvoicesAnswer } from '@shared/invoices/call-schemas';
import { ServiceMessages } from '@shared/service/service-messages';
import { readOrderInvoices } from '../../data/invoices/order-invoices';
import type { Call } from '../../lib/http/call';
import { invoiceAnswer } from './invoice-answer';
import { invoiceContext } from './invoice-context';

/** The combined prints read the insurer's part first, then the customer's (docs/printing.md §7). */
const PAYER_ORDER: readonly PayerBucket[] = ['insurer', 'customer', 'internal', 'warranty'];
const rank = (payer: PayerBucket | undefined): number => PAYER_ORDER.indexOf(payer ?? 'customer');

/**
 * GET Accounting/Invoices/OfOrder/{Id} (docs/invoices-api.md): every invoice
 * generated from one repair order of the caller's branch, each the whole
 * recomputed invoice as GET Accounting/Invoices/{Id} answers it. Another
 * branch's or organisation's order is 404, as if absent; an order not
 * invoiced yet answers no invoices.
 */
export async function invoicesOfOrder(
  call: Call<(typeof invoicesRoutes)['invoicesOfOrder']>,
): Promise<OrderInvoicesAnswer> {
  const ctx = invoiceContext(call.session);
  const found = await readOrderInvoices(ctx.session.orgId, ctx.session.entityId, call.params.Id);
  if (!found) throw new ApiError(ErrorCode.NotFound, ServiceMessages.repairOrderNotFound);
  const answers = await Promise.all(found.map((stored) => invoiceAnswer(ctx, stored)));
  return { WOId: call.params.Id, Items: answers.sort((a, b) => rank(a.Payer) - rank(b.Payer)) };
}
