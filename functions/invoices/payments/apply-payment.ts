import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { applicationPosting } from '@shared/books/document-postings';
import { Messages } from '@shared/api/messages';
import type { PaymentAnswer } from '@shared/invoices/call-schemas';
import { PaymentMessages } from '@shared/invoices/payment-messages';
import type { PaymentRecord } from '../../data/payments/payment-records';
import { appliedPaymentWrites } from '../../data/payments/payment-writes';
import { getPayment, runPaymentTransaction } from '../../data/payments/payments-repo';
import { ledgerWrites } from '../../data/ledger/ledger-writes';
import { nowIso } from '../../data/table/keys';
import type { Call } from '../../lib/http/call';
import { branchNow, serviceContext } from '../../lib/branch-context';
import { backoff } from '../../lib/http/idempotency';
import { MAX_ATTEMPTS, planApplications } from './apply-plan';
import { partyKey } from './create-payment';
import { toPaymentAnswer } from './payment-answer';

type ApplyCall = Call<typeof invoicesRoutes.applyPayment>;

/**
 * POST Accounting/Payments/{Id}/Apply: applies (part of) what is left of a
 * payment to its payer's invoices. The payment is written conditional on the
 * `ver` the user saw (another cashier applying it first is a 409), each
 * invoice on the `ver` read; an invoice race alone is re-read and retried.
 */
export async function applyPayment(call: ApplyCall): Promise<PaymentAnswer> {
  const ctx = serviceContext(call.session);
  const { orgId, entityId: entId, userId } = ctx.actor;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await backoff(attempt);
    const payment = await getPayment(orgId, entId, call.params.Id);
    if (!payment) throw new ApiError(ErrorCode.NotFound, PaymentMessages.paymentNotFound);
    if (payment.ver !== call.body.ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
    if (payment.UnappliedP <= 0) throw new ApiError(ErrorCode.BadRequest, PaymentMessages.nothingUnapplied);
    const now = nowIso();
    const plan = await planApplications({
      orgId,
      entId,
      payer: { ...(payment.Cust ? { Cust: payment.Cust } : {}), ...(payment.InsId ? { InsId: payment.InsId } : {}) },
      apply: call.body.Apply,
      availableP: payment.UnappliedP,
      entry: { PayId: payment.DocId, Date: payment.Date, Type: payment.Type },
      by: userId,
      now,
    });
    const next: PaymentRecord = {
      ...payment,
      Applied: [...payment.Applied, ...plan.applied],
      UnappliedP: payment.UnappliedP - plan.totalP,
      UpBy: userId,
      UpDt: now,
      ver: payment.ver + 1,
    };
    const outcome = await runPaymentTransaction([
      ...appliedPaymentWrites(payment, next, now),
      ...plan.writes(payment.Num),
      // The advance it was in the books pays off receivables, on the day it is applied (docs/books.md §3).
      ...ledgerWrites(orgId, [
        applicationPosting({
          EntId: entId,
          DocId: payment.DocId,
          Num: payment.Num,
          Date: branchNow(ctx).date,
          Party: partyKey(payment),
          step: payment.ver,
          appliedP: plan.totalP,
        }),
      ]).map((w) => ({ ...w, role: 'other' as const })),
    ]);
    if (outcome.ok) return toPaymentAnswer(next);
    // The payment moved on (someone applied it): the loop's re-read answers 409. An invoice race: decide again.
  }
  // Every attempt lost a race: worth posting again in a moment (with the same key, safely).
  throw new ApiError(ErrorCode.TooManyRequests, PaymentMessages.busy, undefined, { 'retry-after': '2' });
}
