import * as z from 'zod';
import { decimals, money, unitPrice } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { phone } from '../fields/contact-fields';
import { pageOf } from '../fields/paging';
import { itemId, warehouseId } from '../inventory/id-fields';
import { trackedAnswerFields, trackingFields } from '../inventory/tracking';
import { CARD_TYPES, PAYMENT_TYPES } from '../invoices/payment-types';
import { gstinInput } from '../gst/gstin-input';

/**
 * Request and answer shapes of the counter sale (docs/sales.md §5). Money
 * crosses the wire in rupees (2 decimals), quantities in units (3 decimals);
 * the server keeps paise and thousandths. Prices, tax and totals are the
 * server's: a body names items, quantities, discounts and payments only.
 */

/** 3 writes a line (line, movement, balance) beside header, audit, counter and pointer in one transaction of 100. */
export const MAX_RECEIPT_LINES = 30;
export const MAX_RECEIPT_PAYMENTS = 9;

export const receiptLineInput = z.strictObject({
  ItemId: itemId,
  Qty: decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, 'Enter a quantity above 0.'),
  /** Rupees per unit, used only when the branch's price list has no price for the item (NoPRPrice). */
  UnPr: unitPrice.optional(),
  /** The line's discount in rupees. */
  Disc: money.optional(),
  ...trackingFields,
});
export type ReceiptLineInput = z.infer<typeof receiptLineInput>;

export const receiptPaymentInput = z.strictObject({
  Type: z.enum(PAYMENT_TYPES),
  Card: z.enum(CARD_TYPES).optional(),
  /** UPI reference, cheque number, card slip... */
  Ref: z.string().trim().max(64).optional(),
  Amt: money.refine((v) => v > 0, 'Enter the amount received.'),
});
export type ReceiptPaymentInput = z.infer<typeof receiptPaymentInput>;

/** A walk-in buyer without a record: everything optional; a GSTIN makes the receipt a tax invoice (B2B). */
export const walkInInput = z.strictObject({
  Name: z.string().trim().max(100).optional(),
  Ph: phone.optional(),
  GSTIN: gstinInput.optional(),
});

export const receiptCreateBody = z.strictObject({
  /** A customer of the organisation (parties), or none for a walk-in. */
  Cust: z.string().trim().min(1).max(64).optional(),
  Walk: walkInInput.optional(),
  WhId: warehouseId,
  Lines: z
    .array(receiptLineInput)
    .min(1, 'Add at least one item.')
    .max(MAX_RECEIPT_LINES, `A receipt has at most ${MAX_RECEIPT_LINES} lines.`),
  /** A discount on the whole receipt: rupees, or a percent with `Perc`. */
  Disc: money.optional(),
  Perc: z.boolean().optional(),
  Payments: z.array(receiptPaymentInput).min(1, 'Enter how the customer paid.').max(MAX_RECEIPT_PAYMENTS),
  Notes: z.string().trim().max(500).optional(),
});
export type ReceiptCreateBody = z.infer<typeof receiptCreateBody>;

/** A receipt re-opened and saved again under its number (docs/sales.md §13): the sale's body at the `ver` shown. */
export const receiptReopenBody = receiptCreateBody.extend({ ver: z.number().int().min(1) });
export type ReceiptReopenBody = z.infer<typeof receiptReopenBody>;

const buyer = {
  Cust: z.string().optional(),
  CustName: z.string().optional(),
  Ph: z.string().optional(),
  GSTIN: z.string().optional(),
};

export const receiptRow = z.object({
  _id: z.string(),
  Num: z.string(),
  Date: z.string(),
  Sts: z.string(),
  ...buyer,
  /** A tax invoice: the buyer gave a GSTIN. */
  B2B: z.boolean(),
  GrandTotal: z.number(),
  CrByName: z.string().optional(),
  CrAt: z.string(),
});
export type ReceiptRow = z.infer<typeof receiptRow>;

export const receiptLineAnswer = z.object({
  _id: z.string(),
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string(),
  HSN: z.string().optional(),
  UoM: z.string().optional(),
  Qty: z.number(),
  UnPr: z.number(),
  Disc: z.number(),
  TCode: z.number().optional(),
  Taxable: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Total: z.number(),
  ...trackedAnswerFields,
  /** Units taken back by sales returns so far (docs/sales.md §12). */
  Returned: z.number().optional(),
  /** Serial numbers taken back so far. */
  ReturnedSerials: z.array(z.string()).optional(),
});
export type ReceiptLineAnswer = z.infer<typeof receiptLineAnswer>;

export const receiptAnswer = receiptRow.extend({
  FY: z.string(),
  WhId: z.string(),
  POS: z.string(),
  IntraState: z.boolean(),
  Seller: z.object({ Name: z.string(), GSTIN: z.string().optional(), StCode: z.string() }),
  Amount: z.number(),
  Disc: z.number(),
  Taxable: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Adjust: z.number(),
  Payments: z.array(
    z.object({ Type: z.string(), Card: z.string().optional(), Ref: z.string().optional(), Amt: z.number() }),
  ),
  Notes: z.string().optional(),
  Lines: z.array(receiptLineAnswer),
  /** Its sales returns, oldest first (docs/sales.md §12). */
  Returns: z.array(z.object({ _id: z.string(), Num: z.string(), Date: z.string(), Total: z.number() })).optional(),
  /** A cancelled receipt's reason (ReOpenSR, §13). */
  CancelReason: z.string().optional(),
  ver: z.number(),
});
export type ReceiptAnswer = z.infer<typeof receiptAnswer>;

/** Recent first; `Q` a receipt number, or a customer's phone; `Cust` a customer's receipts. */
export const receiptsQuery = z.strictObject({
  Q: z.string().trim().max(40).optional(),
  Cust: z.string().trim().max(64).optional(),
  ...pageFields,
});
export const receiptsPage = pageOf(receiptRow);
export const receiptParams = z.strictObject({ Id: documentId });
