import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { PaymentAnswer } from '@shared/invoices/call-schemas';
import { PaymentMessages } from '@shared/invoices/payment-messages';
import { listPayments } from '../../data/payments/payment-lists';
import { getPayment } from '../../data/payments/payments-repo';
import type { Call } from '../../lib/http/call';
import { serviceContext } from '../../lib/branch-context';
import { toPaymentAnswer } from './payment-answer';

/** GET Accounting/Payments/{Id}: a payment of the caller's branch (another branch's is not found). */
export async function readPayment(call: Call<typeof invoicesRoutes.payment>): Promise<PaymentAnswer> {
  const { orgId, entityId } = serviceContext(call.session).actor;
  const payment = await getPayment(orgId, entityId, call.params.Id);
  if (!payment) throw new ApiError(ErrorCode.NotFound, PaymentMessages.paymentNotFound);
  return toPaymentAnswer(payment);
}

/**
 * GET Accounting/Payments: Accounting/PaymentSearch (newest first; Cust,
 * From/To) and, with `Unapplied=true`, Unapplied Payments. One key-condition
 * Query per page (payment-lists.ts).
 */
export async function searchPayments(call: Call<typeof invoicesRoutes.payments>) {
  const { orgId, entityId } = serviceContext(call.session).actor;
  const q = call.query;
  const page = await listPayments({
    orgId,
    entId: entityId,
    Cust: q.Cust,
    From: q.From,
    To: q.To,
    unapplied: q.Unapplied === 'true',
    limit: q.Limit,
    cursor: q.Cursor,
  });
  return { Items: page.items.map(toPaymentAnswer), ...(page.next ? { Next: page.next } : {}) };
}
