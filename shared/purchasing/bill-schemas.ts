import * as z from 'zod';
import { decimals, money } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { isoDate } from '../fields/iso-date';
import { pageOf } from '../fields/paging';
import { PAYMENT_TYPES } from '../invoices/payment-types';
import { BillMessages } from './bill-messages';
import { BILL_STATUSES } from './bill-statuses';

/**
 * Request and answer shapes of vendor bills, payments made and a vendor's
 * balance (docs/purchasing.md §12). Money crosses the wire in rupees (the
 * server keeps paise), quantities in units.
 */

/** As many lines as an order: a receive of a 100-line order is billed by one vendor bill (its lines go ahead). */
export const MAX_BILL_LINES = 100;
export const MAX_BILL_CHARGES = 5;
/**
 * A payment made changes each bill it pays in its one transaction: the bill's header, its audit
 * record and its two index items (the open-bills copy the payables ageing reads, the ITC copy),
 * four items a bill beside the payment's own eight, within DynamoDB's 100 (docs/purchasing.md §11).
 */
export const MAX_PAYMENT_BILLS = 20;

const rate = money.refine((v) => v > 0, 'Enter the rate the vendor billed.');
const amount = money.refine((v) => v > 0, BillMessages.positiveAmount);
const hsn = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'An HSN or SAC code is 4 to 8 digits.')
  .optional();
const notes = z.string().trim().max(500).optional();
const vendorId = z.string().trim().min(1, 'Choose a vendor.').max(64);
const lineId = z.string().trim().min(1).max(40);
/** One schema for both uses (the purchasing Lambda's schema budget); checked by shared/gst/returns/gstr2-itc.ts. */
const itcPeriod = z.string().optional();

/** The vendor's own bill number as printed: Rule 46 allows letters, digits, '-' and '/', at most 16. */
export const vendorBillNo = z
  .string()
  .trim()
  .min(1, 'Enter the vendor’s bill number.')
  .max(16, 'A bill number has at most 16 characters.')
  .regex(/^[A-Za-z0-9/-]+$/, 'A bill number holds letters, digits, - and / only.');

export const billCreateBody = z.strictObject({
  /** Required for a direct bill; a bill from a receive is the receive's vendor's. */
  VendId: vendorId.optional(),
  RecId: documentId.optional(),
  VendBillNo: vendorBillNo,
  VendBillDate: isoDate,
  /** Tax payable by the branch under reverse charge (docs/purchasing.md §9.4). */
  RevCharge: z.boolean().optional(),
  /** The return period (MMYYYY) its input tax credit is claimed in; default the month of VendBillDate (§9.8). */
  ItcPeriod: itcPeriod,
  Notes: notes,
  /** Lines of the receive billed: each at the bill's rate (the receive's quantity). */
  Lines: z
    .array(z.strictObject({ LineId: lineId, Rate: rate, HSN: hsn }))
    .max(MAX_BILL_LINES)
    .optional(),
  /** Expense lines without stock, each to an account of the chart. */
  Expenses: z
    .array(
      z.strictObject({
        Desc: z.string().trim().min(1, 'Describe the expense.').max(200),
        Acc: z.number().int().min(1000).max(9999),
        HSN: hsn,
        Qty: decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, 'Enter a quantity above zero.'),
        Rate: rate,
        TCode: z.number().int().positive().optional(),
      }),
    )
    .max(MAX_BILL_LINES)
    .optional(),
  /** Freight and other charges, before tax: spread over the lines by value. */
  Charges: z
    .array(z.strictObject({ Desc: z.string().trim().min(1).max(60), Amount: amount }))
    .max(MAX_BILL_CHARGES)
    .optional(),
});
export type BillCreateBody = z.input<typeof billCreateBody>;
export const billParams = z.strictObject({ Id: documentId });
export const billsQuery = z.strictObject({ VendId: vendorId.optional(), ...pageFields });

export const billRow = z.object({
  _id: z.string(),
  Num: z.string(),
  Date: z.string(),
  VendBillNo: z.string(),
  VendBillDate: z.string(),
  Sts: z.enum(BILL_STATUSES),
  VendId: z.string(),
  VendName: z.string(),
  VendGSTIN: z.string().optional(),
  RecId: z.string().optional(),
  RecNum: z.string().optional(),
  PoNum: z.string().optional(),
  POS: z.string(),
  IntraState: z.boolean(),
  RevCharge: z.boolean(),
  /** MMYYYY; absent when the bill claims no input tax credit. */
  ItcPeriod: itcPeriod,
  Notes: z.string().optional(),
  CrByName: z.string().optional(),
  /** Why a cancelled bill was cancelled (§23). */
  CancelReason: z.string().optional(),
  LineCount: z.number().int(),
  Sub: z.number(),
  Charges: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Total: z.number(),
  /** What the vendor is owed (the total, or without the tax under reverse charge). */
  Payable: z.number(),
  Paid: z.number(),
  Due: z.number(),
  ver: z.number().int(),
});
export type BillRow = z.infer<typeof billRow>;

export const billLineAnswer = z.object({
  _id: z.string(),
  Kind: z.enum(['Stock', 'Expense']),
  RecLineId: z.string().optional(),
  ItemId: z.string().optional(),
  PCode: z.string().optional(),
  Desc: z.string(),
  UoM: z.string().optional(),
  HSN: z.string().optional(),
  Acc: z.number().optional(),
  TCode: z.number().optional(),
  Qty: z.number(),
  Rate: z.number(),
  /** The receive's rate and value, and the bill's price difference against them. */
  RecRate: z.number().optional(),
  RecValue: z.number().optional(),
  PriceDiff: z.number().optional(),
  Amount: z.number(),
  /** The line's share of the charges (landed cost). */
  Charge: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Total: z.number(),
});
export const billAnswer = billRow.extend({
  Lines: z.array(billLineAnswer),
  ChargeLines: z.array(z.object({ Desc: z.string(), Amount: z.number() })),
  Payments: z.array(z.object({ PayId: z.string(), PayNum: z.string(), Date: z.string(), Amount: z.number() })),
  /** Nothing paid, applied, returned or noted against it and not cancelled: Cancel is offered (§23). */
  Cancellable: z.boolean().optional(),
});
export type BillAnswer = z.infer<typeof billAnswer>;
export const billsPage = pageOf(billRow);

/** POST Bills/Bills/{Id}/Cancel: at the `ver` the user saw, with the reason (§23). */
export const billCancelBody = z.strictObject({
  ver: z.number().int(),
  Reason: z.string().trim().min(1, BillMessages.cancelReason).max(200),
});
export type BillCancelBody = z.infer<typeof billCancelBody>;

export const billPaymentCreateBody = z.strictObject({
  VendId: vendorId,
  Date: isoDate.optional(),
  Type: z.enum(PAYMENT_TYPES),
  /** Cheque number, UTR, UPI reference. */
  Ref: z.string().trim().max(60).optional(),
  Amount: amount,
  Notes: notes,
  /** Bills it pays; what is left is an advance to the vendor. */
  Apply: z
    .array(z.strictObject({ BillId: documentId, Amount: amount }))
    .max(MAX_PAYMENT_BILLS, BillMessages.tooManyBills(MAX_PAYMENT_BILLS))
    .default([]),
});
export type BillPaymentCreateBody = z.input<typeof billPaymentCreateBody>;
export const billPaymentParams = z.strictObject({ Id: documentId });
export const billPaymentsQuery = z.strictObject({ VendId: vendorId.optional(), ...pageFields });

export const billPaymentAnswer = z.object({
  _id: z.string(),
  Num: z.string(),
  Date: z.string(),
  VendId: z.string(),
  VendName: z.string(),
  Type: z.enum(PAYMENT_TYPES),
  Ref: z.string().optional(),
  Notes: z.string().optional(),
  Amount: z.number(),
  /** What no bill took: an advance to the vendor. */
  Advance: z.number(),
  Applied: z.array(z.object({ BillId: z.string(), BillNum: z.string(), VendBillNo: z.string(), Amount: z.number() })),
  CrByName: z.string().optional(),
  ver: z.number().int(),
});
export type BillPaymentAnswer = z.infer<typeof billPaymentAnswer>;
export const billPaymentsPage = pageOf(billPaymentAnswer);

export const vendorBalanceParams = z.strictObject({ VendId: vendorId });
export const vendorBalanceAnswer = z.object({
  VendId: z.string(),
  /** Σ what the branch's bills ask (payable). */
  Billed: z.number(),
  /** Σ payments made, advances included. */
  Paid: z.number(),
  /** Billed − Paid: what the branch owes the vendor (negative: an advance with the vendor). */
  Balance: z.number(),
});
export type VendorBalanceAnswer = z.infer<typeof vendorBalanceAnswer>;
