import { takeCounterNumber } from '../documents/document-numbers';
import { PAYMENT } from '../documents/types/payment-type';
import type { RoledWrite } from './payment-writes';

/**
 * Receipt numbers (docs/payments.md §3 'Receipt numbers'): the payment type's
 * numbering is the store's `counter` policy (documents/types/payment-type.ts).
 * Unlike invoice numbers (gapless, taken inside the invoice's own transaction),
 * a receipt number is taken by one atomic counter update before the payment's
 * transaction, so a burst of cashiers in one branch never races on it; the
 * price is a gap when the payment then fails or is refused. A receipt is not a
 * tax invoice (CGST Rule 46 numbering does not apply to it), so a gap is
 * acceptable; a duplicate is not, and the counter cannot give one.
 */

export type ReceiptNumber = {
  Num: string;
  FY: string;
  /** The number pointer `ORG#o#NUM#e#RCPT#<fy> / <Num>`, to join the payment's transaction: a number names one payment. */
  pointer: RoledWrite;
};

/** Takes the branch's next receipt number of the financial year of `date`. */
export async function takeReceiptNumber(
  orgId: string,
  entId: string,
  date: string,
  payId: string,
  options: { fyStart?: number } = {},
): Promise<ReceiptNumber> {
  const series = PAYMENT.numbering?.series ?? '';
  const { Num, FY, pointer } = await takeCounterNumber(orgId, entId, series, date, payId, options);
  return { Num, FY, pointer: { ...pointer, role: 'number' } };
}
