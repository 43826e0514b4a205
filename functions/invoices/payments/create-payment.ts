import { ulid } from 'ulid';
import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { paymentPosting } from '@shared/books/document-postings';
import { rupeesToPaise } from '@shared/documents/money-math';
import type { PaymentAnswer } from '@shared/invoices/call-schemas';
import { PaymentMessages } from '@shared/invoices/payment-messages';
import { PartyMessages } from '@shared/parties/party-messages';
import { isCardPayment } from '@shared/invoices/payment-types';
import { getParty } from '../../data/parties/parties-repo';
import { idempotencyKey as idempotencyItemKey, PAYMENT_SERIES } from '../../data/payments/payment-keys';
import type { IdempotencyRecord, PaymentRecord } from '../../data/payments/payment-records';
import { idempotencyClaim, newPaymentWrites } from '../../data/payments/payment-writes';
import { getIdempotency, getPayment, runPaymentTransaction } from '../../data/payments/payments-repo';
import { takeReceiptNumber, type ReceiptNumber } from '../../data/payments/receipt-numbers';
import { ledgerWrites } from '../../data/ledger/ledger-writes';
import { bankAccountFor } from '../../data/settings/bank-settings-repo';
import { nowIso } from '../../data/table/keys';
import { Reply, type Call } from '../../lib/http/call';
import { branchNow, serviceContext, type ServiceContext } from '../../lib/branch-context';
import { MAX_ATTEMPTS, planApplications } from './apply-plan';
import { toPaymentAnswer } from './payment-answer';
import { backoff, bodyDigest, idempotencyKeyOf, REPLAY_HEADER } from '../../lib/http/idempotency';

type CreateCall = Call<typeof invoicesRoutes.createPayment>;
type Body = CreateCall['body'];

export { REPLAY_HEADER };

/**
 * POST Accounting/Payments (docs/payments.md §2, §3). Every attempt starts by
 * looking the key up, so a retry, a double click, or a request that lost the
 * key race to its twin answers the one payment recorded. Otherwise the
 * payment, the key and every invoice it pays are written in ONE transaction,
 * each invoice conditional on the `ver` just read; a lost race re-reads and
 * decides again (bounded, with jitter). The receipt number is taken before it
 * by an atomic counter update (receipt-numbers.ts), so cashiers of one branch
 * do not queue on the counter.
 */
export async function createPayment(call: CreateCall): Promise<PaymentAnswer | Reply> {
  const ctx = serviceContext(call.session);
  const key = idempotencyKeyOf(call.event);
  const digest = bodyDigest(call.body);
  const { orgId, entityId: entId, userId } = ctx.actor;
  const payId = ulid();
  const body = call.body;
  if (body.Cust && body.InsId) throw new ApiError(ErrorCode.BadRequest, PaymentMessages.payerBoth);
  const date = body.Date ?? branchNow(ctx).date;
  const amountP = rupeesToPaise(body.Amount);
  // Where the money lands (bank settings): read once, beside the first attempt's reads.
  const moneyAcc = bankAccountFor(orgId, entId, body.Type);
  // A refusal may end the call before it is awaited: its failure then has nothing to say.
  moneyAcc.catch(() => undefined);

  // Taken once, when the first attempt has passed every rule; a retry after a lost race keeps it.
  let claim: ReceiptNumber | undefined;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await backoff(attempt);
    const now = nowIso();
    const entry = { PayId: payId, Date: date, Type: body.Type };
    const payer = body.Cust ? { Cust: body.Cust } : body.InsId ? { InsId: body.InsId } : undefined;
    // Key and invoices read together: the shorter the gap before the write, the fewer lost races.
    const [known, planned] = await Promise.allSettled([
      getIdempotency(orgId, userId, key),
      planApplications({ orgId, entId, payer, apply: body.Apply, availableP: amountP, entry, by: userId, now }),
    ]);
    if (known.status === 'rejected') throw known.reason;
    // A known key wins over any refusal: its invoices may be Closed by that very payment.
    if (known.value) return replay(orgId, entId, known.value, digest);
    if (planned.status === 'rejected') throw planned.reason;
    const plan = planned.value;
    const name = plan.billToName ?? (await payerName(orgId, plan.payer.Cust));
    // After the rules (and the payer's lookup), so a refused payment or a replay takes no number (docs/payments.md §3).
    claim ??= await takeReceiptNumber(orgId, entId, date, payId, fyStartOf(ctx));
    const record = paymentRecord(ctx, body, {
      payId,
      date,
      amountP,
      num: claim.Num,
      fy: claim.FY,
      now,
      plan,
      name,
    });
    const writes = [
      idempotencyClaim({
        ...idempotencyItemKey(orgId, userId, key),
        type: 'Idempotency',
        PayId: payId,
        BodyHash: digest,
        CrAt: now,
      }),
      ...newPaymentWrites(record),
      ...plan.writes(claim.Num),
      claim.pointer,
      // The receipt's posting (docs/books.md §3): money in, receivables paid, the rest an advance.
      ...ledgerWrites(orgId, [
        paymentPosting({
          EntId: entId,
          DocId: payId,
          Num: claim.Num,
          Date: date,
          Party: partyKey(plan.payer),
          Type: body.Type,
          amountP,
          appliedP: plan.totalP,
          moneyAcc: await moneyAcc,
        }),
      ]).map((w) => ({ ...w, role: 'other' as const })),
    ];
    const outcome = await runPaymentTransaction(writes);
    if (outcome.ok) return toPaymentAnswer(record);
    // Lost a race (the key or an invoice): the next attempt re-reads both. A number someone else holds
    // (only if the counter was ever set back by hand) is left as a gap and a fresh one taken.
    if (outcome.lost.has('number')) claim = undefined;
  }
  // Every attempt lost a race: worth posting again in a moment (with the same key, safely).
  throw new ApiError(ErrorCode.TooManyRequests, PaymentMessages.busy, undefined, { 'retry-after': '2' });
}

/** The first request's payment, answered again; a different body under the same key is refused. */
async function replay(orgId: string, entId: string, prior: IdempotencyRecord, digest: string): Promise<Reply> {
  if (prior.BodyHash !== digest) throw new ApiError(ErrorCode.Conflict, PaymentMessages.idempotencyKeyReused);
  const payment = await getPayment(orgId, entId, prior.PayId);
  // The key and the payment are written together, so a key without its payment is another branch's.
  if (!payment) throw new ApiError(ErrorCode.Conflict, PaymentMessages.idempotencyKeyReused);
  return new Reply(200, toPaymentAnswer(payment), { [REPLAY_HEADER]: 'true' });
}

/** Whose money it is, as the books name a party: the customer's or the insurer's. */
export const partyKey = (payer: { Cust?: string; InsId?: string }): string | undefined =>
  payer.Cust ? `C#${payer.Cust}` : payer.InsId ? `I#${payer.InsId}` : undefined;

function fyStartOf(ctx: ServiceContext): { fyStart?: number } {
  const fyStart = ctx.entity.Settings.Common.General?.FYStart;
  return fyStart ? { fyStart } : {};
}

/** A customer's display name for the lists (an insurer's comes from its invoice's BillTo). */
async function payerName(orgId: string, cust: string | undefined): Promise<string | undefined> {
  if (!cust) return undefined;
  const party = await getParty(orgId, 'CUST', cust);
  if (!party) throw new ApiError(ErrorCode.NotFound, PartyMessages.customerNotFound);
  return party.DName;
}

function paymentRecord(
  ctx: ServiceContext,
  body: Body,
  p: {
    payId: string;
    date: string;
    amountP: number;
    num: string;
    fy: string;
    now: string;
    plan: Awaited<ReturnType<typeof planApplications>>;
    name: string | undefined;
  },
): PaymentRecord {
  const { orgId, entityId: entId, userId } = ctx.actor;
  return {
    type: 'Payment',
    OrgId: orgId,
    EntId: entId,
    DocId: p.payId,
    Num: p.num,
    Series: PAYMENT_SERIES,
    FY: p.fy,
    Date: p.date,
    ...p.plan.payer,
    ...(p.name ? { Name: p.name } : {}),
    Type: body.Type,
    // A card network belongs only to a card payment.
    ...(body.Card && isCardPayment(body.Type) ? { Card: body.Card } : {}),
    ...(body.Ref ? { Ref: body.Ref } : {}),
    AmountP: p.amountP,
    UnappliedP: p.amountP - p.plan.totalP,
    Applied: p.plan.applied,
    ...(body.Notes ? { Notes: body.Notes } : {}),
    CrBy: userId,
    CrAt: p.now,
    ver: 1,
  };
}
