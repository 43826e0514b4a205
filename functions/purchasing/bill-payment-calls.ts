import { ApiError, ErrorCode } from '@shared/api/errors';
import type { billRoutes } from '@shared/api/routes/purchasing-bills';
import { rupeesToPaise } from '@shared/documents/money-math';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { billPaymentPosting } from '@shared/purchasing/bill-postings';
import { ulid } from 'ulid';
import { takeCounterNumber, type CounterNumber } from '../data/documents/document-numbers';
import { BILL_PAYMENT, BILL_PAYMENT_SERIES } from '../data/documents/types/bill-types';
import { ledgerWrites } from '../data/ledger/ledger-writes';
import { getParty } from '../data/parties/parties-repo';
import { bankAccountFor } from '../data/settings/bank-settings-repo';
import { listBillPayments, readBillPayment } from '../data/purchasing/bill-lists';
import { billHeads, billPaidWrites, newBillPaymentWrites } from '../data/purchasing/bill-payments-repo';
import type { BillApplication, BillPaymentHead } from '../data/purchasing/bill-records';
import { vendorBalanceAdd } from '../data/purchasing/vendor-balance';
import { idempotencyKey as idempotencyItemKey } from '../data/payments/payment-keys';
import type { IdempotencyRecord } from '../data/payments/payment-records';
import { idempotencyClaim, type RoledWrite } from '../data/payments/payment-writes';
import { getIdempotency, runPaymentTransaction } from '../data/payments/payments-repo';
import { nowIso } from '../data/table/keys';
import { branchNow, serviceContext } from '../lib/branch-context';
import { Reply, type Call } from '../lib/http/call';
import { backoff, bodyDigest, idempotencyKeyOf, REPLAY_HEADER } from '../lib/http/idempotency';
import { toBillPaymentAnswer } from '../lib/bill-answers';
import { checkBillsOn, fyStartOf } from '../lib/bill-plan';
import { refuse } from '../lib/purchase-plan';
import { checkBillsPayable } from '../lib/bill-pay-rules';

/** Payments of one bill race on its `ver`: N payers need up to N rounds (as customer payments, docs/payments.md). */
const MAX_ATTEMPTS = 25;

/**
 * POST Bills/PaymentsMade (docs/purchasing.md §11), idempotent as customer
 * payments are (docs/payments.md §2): every attempt looks the key up first, so
 * a retry or a twin that lost the key race answers the one payment recorded.
 * Otherwise the payment, the key, every bill it pays (each at the `ver` just
 * read), the posting and the vendor's balance are ONE transaction; a lost race
 * re-reads and decides again, so a second payment of a bill sees what the
 * first paid and is refused if it would pay more than is due.
 */
export async function createBillPayment(call: Call<typeof billRoutes.createBillPayment>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const key = idempotencyKeyOf(call.event);
  const digest = bodyDigest(call.body);
  const { orgId, entityId: entId, userId } = ctx.actor;
  const body = call.body;
  const date = body.Date ?? branchNow(ctx).date;
  const amountP = rupeesToPaise(body.Amount);
  const apply = body.Apply.map((a) => ({ BillId: a.BillId, AmtP: rupeesToPaise(a.Amount) }));
  if (new Set(apply.map((a) => a.BillId)).size !== apply.length)
    refuse([{ path: 'Apply', message: BillMessages.billTwice }]);
  if (apply.reduce((s, a) => s + a.AmtP, 0) > amountP)
    refuse([{ path: 'Apply', message: BillMessages.appliedAboveAmount }]);
  const payId = ulid();
  let number: CounterNumber | undefined;
  let vendorName: string | undefined;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await backoff(attempt);
    const [known, bills] = await Promise.all([
      getIdempotency(orgId, userId, key),
      billHeads(
        orgId,
        entId,
        apply.map((a) => a.BillId),
      ),
    ]);
    // A known key wins over any refusal: its bills may be Closed by that very payment.
    if (known) return replay(orgId, entId, known, digest);
    checkBillsPayable(
      bills,
      apply.map((a) => a.AmtP),
      body.VendId,
    );
    if (vendorName === undefined) {
      const vendor = await getParty(orgId, 'VEND', body.VendId);
      if (!vendor) refuse([{ path: 'VendId', message: BillMessages.vendorUnknown }]);
      vendorName = String(vendor?.DName ?? body.VendId);
    }
    // After the rules, so a refused payment or a replay takes no number.
    const fyStart = fyStartOf(ctx);
    number ??= await takeCounterNumber(orgId, entId, BILL_PAYMENT_SERIES, date, payId, fyStart ? { fyStart } : {});
    const now = nowIso();
    const applied: BillApplication[] = apply.map((a, i) => ({
      BillId: a.BillId,
      BillNum: bills[i]?.Num ?? '',
      VendBillNo: bills[i]?.VendBillNo ?? '',
      AmtP: a.AmtP,
    }));
    const appliedP = applied.reduce((s, a) => s + a.AmtP, 0);
    const head: BillPaymentHead = {
      type: BILL_PAYMENT.kind,
      OrgId: orgId,
      DocId: payId,
      EntId: entId,
      Num: number.Num,
      Series: BILL_PAYMENT_SERIES,
      FY: number.FY,
      Date: date,
      VendId: body.VendId,
      VendName: vendorName,
      Type: body.Type,
      ...(body.Ref ? { Ref: body.Ref } : {}),
      ...(body.Notes ? { Notes: body.Notes } : {}),
      AmountP: amountP,
      AdvanceP: amountP - appliedP,
      Applied: applied,
      CrBy: userId,
      ...(ctx.actor.userName ? { CrByName: ctx.actor.userName } : {}),
      CrAt: now,
      ver: 1,
    };
    const other = (writes: readonly { item: unknown }[]): RoledWrite[] =>
      writes.map((w) => ({ ...(w as RoledWrite), role: 'other' as const }));
    const writes: RoledWrite[] = [
      idempotencyClaim({
        ...idempotencyItemKey(orgId, userId, key),
        type: 'Idempotency',
        PayId: payId,
        BodyHash: digest,
        CrAt: now,
      }),
      ...newBillPaymentWrites(head),
      ...apply.flatMap((a, i) =>
        billPaidWrites(
          bills[i] as NonNullable<(typeof bills)[number]>,
          { PayId: payId, PayNum: head.Num, Date: date, AmtP: a.AmtP },
          userId,
          now,
        ),
      ),
      { ...number.pointer, role: 'number' },
      ...other(
        ledgerWrites(orgId, [
          billPaymentPosting(
            { EntId: entId, DocId: payId, Num: head.Num, Date: date, VendId: body.VendId },
            body.Type,
            amountP,
            await bankAccountFor(orgId, entId, body.Type),
          ),
        ]),
      ),
      ...other([vendorBalanceAdd(orgId, entId, body.VendId, { PaidP: amountP })]),
    ];
    const outcome = await runPaymentTransaction(writes);
    if (outcome.ok) return toBillPaymentAnswer(head);
    if (outcome.lost.has('number')) number = undefined;
  }
  throw new ApiError(ErrorCode.TooManyRequests, BillMessages.busy, undefined, { 'retry-after': '2' });
}

/** The first request's payment, answered again; another body under the same key is refused. */
async function replay(orgId: string, entId: string, prior: IdempotencyRecord, digest: string): Promise<Reply> {
  if (prior.BodyHash !== digest) throw new ApiError(ErrorCode.Conflict, BillMessages.keyReused);
  const payment = await readBillPayment(orgId, entId, prior.PayId);
  if (!payment) throw new ApiError(ErrorCode.Conflict, BillMessages.keyReused);
  return new Reply(200, toBillPaymentAnswer(payment), { [REPLAY_HEADER]: 'true' });
}

export async function readOneBillPayment(call: Call<typeof billRoutes.billPayment>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const head = await readBillPayment(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!head) throw new ApiError(ErrorCode.NotFound, BillMessages.paymentNotFound);
  return toBillPaymentAnswer(head);
}

export async function searchBillPayments(call: Call<typeof billRoutes.billPayments>) {
  const ctx = serviceContext(call.session);
  checkBillsOn(ctx);
  const page = await listBillPayments(ctx.actor.orgId, ctx.actor.entityId, {
    vendId: call.query.VendId,
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  return { Items: page.items.map(toBillPaymentAnswer), ...(page.next ? { Next: page.next } : {}) };
}
