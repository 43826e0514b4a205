import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { vendorAdvanceRoutes } from '@shared/api/routes/vendor-advances';
import { formatPaise } from '@shared/documents/money-format';
import { paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import { AdvanceMessages } from '@shared/purchasing/advance-messages';
import type { AdvanceAnswer } from '@shared/purchasing/advance-schemas';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { billsOn } from '@shared/purchasing/bill-statuses';
import {
  advanceAfter,
  advanceWrites,
  laterBillsOf,
  readAdvanceAndBills,
  type AdvanceHead,
} from '../data/purchasing/advance-writes';
import { billPaidWrites } from '../data/purchasing/bill-payments-repo';
import type { BillApplication, BillHead } from '../data/purchasing/bill-records';
import { runPaymentTransaction } from '../data/payments/payments-repo';
import { nowIso } from '../data/table/keys';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { backoff } from '../lib/http/idempotency';
import { checkBillsPayable } from '../lib/bill-pay-rules';
import { refuse } from '../lib/purchase-plan';

/** Applications racing payments of one bill need a round each (as payments made, docs/purchasing.md §11). */
const MAX_ATTEMPTS = 25;

const toAdvanceAnswer = (h: AdvanceHead): AdvanceAnswer => ({
  _id: h.DocId,
  Kind: h.type,
  Num: h.Num,
  VendId: h.VendId,
  Advance: paiseToRupees(h.AdvanceP),
  Applied: laterBillsOf(h).map((a) => ({
    BillId: a.BillId,
    BillNum: a.BillNum,
    VendBillNo: a.VendBillNo,
    Amount: paiseToRupees(a.AmtP),
  })),
  ver: h.ver,
});

/** Every rule on one fresh read: a refusal names its field and writes nothing. */
function checkApplication(advance: AdvanceHead, bills: readonly (BillHead | undefined)[], amounts: readonly number[]) {
  if (advance.AdvanceP <= 0) refuse([{ path: 'Apply', message: AdvanceMessages.nothingLeft(advance.Num) }]);
  const totalP = amounts.reduce((s, a) => s + a, 0);
  if (totalP > advance.AdvanceP)
    refuse([{ path: 'Apply', message: AdvanceMessages.aboveAdvance(formatPaise(advance.AdvanceP)) }]);
  checkBillsPayable(bills, amounts, advance.VendId, AdvanceMessages.aboveDue);
}

/**
 * POST Bills/Advances/{Id}/Apply (docs/purchasing.md §11.1): what a payment
 * made or a vendor note left as an advance pays later bills of its vendor. ONE
 * transaction: the advance at the `ver` the user saw (another application
 * first is a 409, so one advance is never applied twice), each bill at the
 * `ver` read (a payment of the same bill first: read again and decide again).
 * Nothing is posted: the payment made posted Dr 2000 for its whole amount and
 * a note Dr 2000 for its whole total, so the advance is already off the
 * vendor's account; the vendor's balance does not move either.
 */
export async function applyVendorAdvance(call: Call<typeof vendorAdvanceRoutes.applyVendorAdvance>) {
  const ctx = serviceContext(call.session);
  if (!billsOn(ctx.entity.Config)) throw new ApiError(ErrorCode.Forbidden, BillMessages.featureOff);
  const { orgId, entityId: entId, userId } = ctx.actor;
  const amounts = call.body.Apply.map((a) => rupeesToPaise(a.Amount));
  const billIds = call.body.Apply.map((a) => a.BillId);
  if (new Set(billIds).size !== billIds.length) refuse([{ path: 'Apply', message: BillMessages.billTwice }]);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await backoff(attempt);
    const { advance, bills } = await readAdvanceAndBills(orgId, entId, call.params.Id, billIds);
    if (!advance) throw new ApiError(ErrorCode.NotFound, AdvanceMessages.notFound);
    if (advance.ver !== call.body.ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
    try {
      checkApplication(advance, bills, amounts);
    } catch (refusal) {
      // The batch read is item by item, not a snapshot: an application committed between the advance's read and
      // its bills' reads shows the old advance beside the paid bill. The advance moved on: the user lost (409).
      const again = await readAdvanceAndBills(orgId, entId, call.params.Id, []);
      if (again.advance && again.advance.ver !== call.body.ver)
        throw new ApiError(ErrorCode.Conflict, Messages.conflict);
      throw refusal;
    }
    const date = branchNow(ctx).date;
    const now = nowIso();
    const applied: BillApplication[] = bills.map((b, i) => ({
      BillId: b?.DocId ?? '',
      BillNum: b?.Num ?? '',
      VendBillNo: b?.VendBillNo ?? '',
      AmtP: amounts[i] ?? 0,
      Date: date,
    }));
    const next = advanceAfter(advance, applied, userId);
    const outcome = await runPaymentTransaction([
      ...advanceWrites(advance, next, userId, now),
      ...bills.flatMap((b, i) =>
        billPaidWrites(
          b as BillHead,
          { PayId: advance.DocId, PayNum: advance.Num, Date: date, AmtP: amounts[i] ?? 0 },
          userId,
          now,
        ),
      ),
    ]);
    if (outcome.ok) return toAdvanceAnswer({ ...next, ver: advance.ver + 1 });
    // The advance moved on (applied by someone else): the loop's re-read answers 409. A bill race: decide again.
  }
  throw new ApiError(ErrorCode.TooManyRequests, AdvanceMessages.busy, undefined, { 'retry-after': '2' });
}
