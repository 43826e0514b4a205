import { ApiError, ErrorCode } from '@shared/api/errors';
import { formatPaise } from '@shared/documents/money-format';
import type { Paise } from '@shared/documents/money-math';
import { BillMessages } from '@shared/purchasing/bill-messages';
import { PAYABLE_BILL } from '@shared/purchasing/bill-statuses';
import type { BillHead } from '../data/purchasing/bill-records';
import { refuse } from './purchase-plan';

/**
 * What money paying a vendor's bills must respect, one rule for a payment made
 * (docs/purchasing.md §11) and an advance applied later (§11.1): each bill of
 * this branch, of the paying vendor, Unpaid or Partial, and asked no more than
 * its due. The refusal names `Apply.<i>` as the body sent it; nothing is written.
 */
export function checkBillsPayable(
  bills: readonly (BillHead | undefined)[],
  amounts: readonly Paise[],
  vendId: string,
  aboveDue: (num: string, due: string) => string = BillMessages.aboveDue,
): asserts bills is readonly BillHead[] {
  bills.forEach((bill, i) => {
    const at = `Apply.${i}.Amount`;
    if (!bill)
      throw new ApiError(ErrorCode.NotFound, BillMessages.notFound, [
        { path: `Apply.${i}.BillId`, message: BillMessages.notFound },
      ]);
    if (bill.VendId !== vendId)
      refuse([{ path: `Apply.${i}.BillId`, message: BillMessages.billOfOtherVendor(bill.Num) }]);
    if (!PAYABLE_BILL.has(String(bill.Sts)))
      refuse([{ path: at, message: BillMessages.billNotPayable(bill.Num, String(bill.Sts)) }]);
    const dueP = bill.PayableP - bill.PaidP;
    if ((amounts[i] ?? 0) > dueP) refuse([{ path: at, message: aboveDue(bill.Num, formatPaise(dueP)) }]);
  });
}
