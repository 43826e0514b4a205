import * as z from 'zod';
import { money } from '../documents/amount-fields';
import { documentId } from '../documents/call-parts';
import { AdvanceMessages } from './advance-messages';
import { MAX_PAYMENT_BILLS } from './bill-schemas';
import { BillMessages } from './bill-messages';

/**
 * Applying a vendor advance (what a payment made or a vendor note left beyond
 * the bills it paid) to later bills of the same vendor (docs/purchasing.md
 * §11.1). Money in rupees on the wire; the server keeps paise.
 */

export const ADVANCE_KINDS = ['BillPayment', 'VendorDebitNote', 'VendorCreditNote'] as const;
export type AdvanceKind = (typeof ADVANCE_KINDS)[number];

export const advanceParams = z.strictObject({ Id: documentId });

export const advanceApplyBody = z.strictObject({
  /** The advance's `ver` as the user saw it: another application first is a 409. */
  ver: z.number().int().min(1),
  Apply: z
    .array(z.strictObject({ BillId: documentId, Amount: money.refine((v) => v > 0, BillMessages.positiveAmount) }))
    .min(1, AdvanceMessages.nothingToApply)
    .max(MAX_PAYMENT_BILLS, BillMessages.tooManyBills(MAX_PAYMENT_BILLS)),
});
export type AdvanceApplyBody = z.input<typeof advanceApplyBody>;

export const advanceAnswer = z.object({
  _id: z.string(),
  Kind: z.enum(ADVANCE_KINDS),
  Num: z.string(),
  VendId: z.string(),
  /** What is still an advance with the vendor after this. */
  Advance: z.number(),
  /** The later bills it paid, this application's last. */
  Applied: z.array(z.object({ BillId: z.string(), BillNum: z.string(), VendBillNo: z.string(), Amount: z.number() })),
  ver: z.number().int(),
});
export type AdvanceAnswer = z.infer<typeof advanceAnswer>;
