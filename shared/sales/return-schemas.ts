import * as z from 'zod';
import { decimals } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { pageOf } from '../fields/paging';
import { MAX_LINE_SERIALS, serialNo } from '../inventory/tracking';
import { PAYMENT_TYPES } from '../invoices/payment-types';
import { MAX_RECEIPT_LINES, receiptLineAnswer } from './receipt-schemas';

/**
 * Sales returns of counter sales (docs/sales.md §12) and the receipt's cancel
 * (§13). Money crosses the wire in rupees, quantities in units; the figures are
 * the server's, shares of the receipt's own (never priced again).
 */

/** A return's refund: one of the nine payment types, or `Credit` left on the customer's account. */
export const CREDIT_REFUND = 'Credit';
export const REFUND_TYPES = [...PAYMENT_TYPES, CREDIT_REFUND] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

export const returnLineInput = z.strictObject({
  /** The receipt's line (`SL1`...). */
  LineId: z
    .string()
    .trim()
    .regex(/^SL\d{1,3}$/, 'Choose a line of the receipt.'),
  Qty: decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, 'Enter a quantity above 0.'),
  /** A serial-tracked line: the serial numbers coming back (as many as the quantity). */
  Serials: z.array(serialNo).max(MAX_LINE_SERIALS, `At most ${MAX_LINE_SERIALS} serial numbers a line.`).optional(),
});
export type ReturnLineInput = z.infer<typeof returnLineInput>;

export const returnCreateBody = z.strictObject({
  /** The sales receipt the goods were sold on. */
  SR: documentId,
  Lines: z
    .array(returnLineInput)
    .min(1, 'Choose at least one item to take back.')
    .max(MAX_RECEIPT_LINES, `A return has at most ${MAX_RECEIPT_LINES} lines.`),
  Refund: z.strictObject({
    Type: z.enum(REFUND_TYPES),
    /** UPI reference, cheque number... */
    Ref: z.string().trim().max(64).optional(),
  }),
  Reason: z.string().trim().min(1, 'Enter the reason for the return.').max(200),
});
export type ReturnCreateBody = z.infer<typeof returnCreateBody>;

export const returnRow = z.object({
  _id: z.string(),
  Num: z.string(),
  Date: z.string(),
  Sts: z.string(),
  SR: z.string(),
  SRNum: z.string(),
  CustName: z.string().optional(),
  GSTIN: z.string().optional(),
  RefundType: z.string(),
  GrandTotal: z.number(),
  CrByName: z.string().optional(),
  CrAt: z.string(),
});
export type ReturnRow = z.infer<typeof returnRow>;

/** A line of the credit note: the receipt line's fields for the quantity taken back (the receipt's own shape). */
export const returnLineAnswer = receiptLineAnswer.omit({ Returned: true, ReturnedSerials: true }).extend({
  /** The receipt's line it takes back. */
  SRLine: z.string(),
  /** What the stock took back, at the sale's cost. */
  Cost: z.number(),
});
export type ReturnLineAnswer = z.infer<typeof returnLineAnswer>;

export const returnAnswer = returnRow.extend({
  FY: z.string(),
  WhId: z.string(),
  SRDate: z.string(),
  Cust: z.string().optional(),
  Ph: z.string().optional(),
  B2B: z.boolean(),
  POS: z.string(),
  IntraState: z.boolean(),
  Seller: z.object({ Name: z.string(), GSTIN: z.string().optional(), StCode: z.string() }),
  Reason: z.string(),
  Refund: z.object({ Type: z.string(), Ref: z.string().optional(), Amt: z.number() }),
  Taxable: z.number(),
  Disc: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Adjust: z.number(),
  Lines: z.array(returnLineAnswer),
  ver: z.number(),
});
export type ReturnAnswer = z.infer<typeof returnAnswer>;

/** Recent first; `SR` the returns of one receipt. */
export const returnsQuery = z.strictObject({ SR: documentId.optional(), ...pageFields });
export const returnsPage = pageOf(returnRow);
export const returnParams = z.strictObject({ Id: documentId });

/** The receipt's cancel (ReOpenSR): at the `ver` the screen showed, with a reason. */
export const receiptCancelBody = z.strictObject({
  Reason: z.string().trim().min(1, 'Enter the reason for cancelling.').max(200),
  ver: z.number().int().min(1),
});
export type ReceiptCancelBody = z.infer<typeof receiptCancelBody>;
