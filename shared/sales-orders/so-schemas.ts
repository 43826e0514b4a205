import * as z from 'zod';
import { decimals, money, unitPrice } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { isoDate } from '../fields/iso-date';
import { pageOf } from '../fields/paging';
import { itemId, warehouseId } from '../inventory/id-fields';
import { OPENING_STATUSES, SE_STATUSES, SO_STATUSES } from './so-statuses';

/**
 * Request and answer shapes of sales orders and sales estimates
 * (docs/sales-orders.md §6). Both documents share one shape: a customer, lines
 * of items with quantity, price and discount, GST by the place of supply, an
 * expected delivery date and notes. Money crosses the wire in rupees,
 * quantities in units; the server keeps paise and thousandths and works out
 * every figure with the counter sale's engine (shared/sales/receipt-totals.ts).
 */

/** Lines beyond one transaction go ahead as revisions (data-model-documents §4a); 100 keeps a screen usable. */
export const MAX_SO_LINES = 100;

/** A line id of a sales order (`SO1`…) or a sales estimate (`SE1`…). */
export const salesLineId = z
  .string()
  .trim()
  .regex(/^S[OE]\d{1,4}$/, 'Choose a line of the document.');

export const salesLineInput = z.strictObject({
  /** An existing line kept (its id stays, so what went out against it stays linked); absent: a new line. */
  _id: salesLineId.optional(),
  ItemId: itemId,
  Qty: decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, 'Enter a quantity above 0.'),
  /** Rupees per unit; absent: the sale price (price list of the customer's category, else the item's own). */
  UnPr: unitPrice.optional(),
  /** The line's discount in rupees (needs the flag Disc). */
  Disc: money.optional(),
  /** The description printed, when not the item's own. */
  Desc: z.string().trim().min(1).max(200).optional(),
});
export type SalesLineInput = z.infer<typeof salesLineInput>;

const lines = z
  .array(salesLineInput)
  .min(1, 'Add at least one item.')
  .max(MAX_SO_LINES, `A sales document has at most ${MAX_SO_LINES} lines.`);

const headFields = {
  /** The customer (a party of the organisation): required. */
  Cust: z.string().trim().min(1, 'Choose the customer.').max(64),
  /** The warehouse the goods go from (their available quantity is shown); absent: the branch's default. */
  WhId: warehouseId.optional(),
  /** Expected delivery date. */
  ExpDate: isoDate.optional(),
  /** The customer's reference (their purchase order number). */
  RefNo: z.string().trim().max(40).optional(),
  /** A discount on the whole document: rupees, or a percent with `Perc`. */
  Disc: money.optional(),
  Perc: z.boolean().optional(),
  Notes: z.string().trim().max(1000).optional(),
};

/** A new sales order or estimate, saved as Draft or New. */
export const salesDocCreateBody = z.strictObject({
  ...headFields,
  Lines: lines,
  Sts: z.enum(OPENING_STATUSES).optional(),
});
export type SalesDocCreateBody = z.infer<typeof salesDocCreateBody>;

/** A save at the `ver` edited: what is left out stays as it was. `Sts` moves Draft ↔ New only. */
export const salesDocSaveBody = z.strictObject({
  Cust: headFields.Cust.optional(),
  WhId: headFields.WhId,
  ExpDate: headFields.ExpDate,
  RefNo: headFields.RefNo,
  Disc: headFields.Disc,
  Perc: headFields.Perc,
  Notes: headFields.Notes,
  Lines: lines.optional(),
  Sts: z.enum(OPENING_STATUSES).optional(),
  ver: z.number().int().min(1),
});
export type SalesDocSaveBody = z.infer<typeof salesDocSaveBody>;

/** Approve, convert, decline: at the `ver` shown. */
export const salesDocStepBody = z.strictObject({ ver: z.number().int().min(1) });
/** Cancel or close: at the `ver` shown, with why. */
export const salesDocEndBody = z.strictObject({
  ver: z.number().int().min(1),
  Reason: z.string().trim().min(1, 'Enter the reason.').max(200),
});

export const salesDocParams = z.strictObject({ Id: documentId });

/** A dashboard: every status or one, or a search by number (`SO/2627/00012`, or its last digits) or customer id. */
const listQuery = {
  Q: z.string().trim().max(40).optional(),
  Cust: z.string().trim().max(64).optional(),
  ...pageFields,
};
export const salesOrdersQuery = z.strictObject({ Sts: z.enum(SO_STATUSES).optional(), ...listQuery });
export const salesEstimatesQuery = z.strictObject({ Sts: z.enum(SE_STATUSES).optional(), ...listQuery });

export const salesDocRow = z.object({
  _id: z.string(),
  Num: z.string(),
  Sts: z.string(),
  CrDate: z.string(),
  Cust: z.string().optional(),
  CustName: z.string(),
  ExpDate: z.string().optional(),
  GrandTotal: z.number(),
  /** A sales order made from an estimate, and the estimate's order once converted. */
  EstNum: z.string().optional(),
  SONum: z.string().optional(),
  /** Fulfilment's shipping status (Not Shipped, Shipped, Delivered). */
  ShipSts: z.string().optional(),
});
export type SalesDocRow = z.infer<typeof salesDocRow>;

export const salesLineAnswer = z.object({
  _id: z.string(),
  ItemId: z.string().optional(),
  PCode: z.string().optional(),
  Desc: z.string(),
  HSN: z.string().optional(),
  UoM: z.string().optional(),
  Qty: z.number(),
  UnPr: z.number(),
  Disc: z.number(),
  TCode: z.number().optional(),
  Amt: z.number(),
  Taxable: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Total: z.number(),
  /** Sales orders: delivered and invoiced so far (fulfilment's), in units. */
  DlvQty: z.number().optional(),
  InvQty: z.number().optional(),
  /** A connected buyer's line with no item of this branch (its part code as they sent it). */
  Unmatched: z.boolean().optional(),
  /** Available now in the order's warehouse (on hand less held), in units; read with the document. */
  Avl: z.number().optional(),
});
export type SalesLineAnswer = z.infer<typeof salesLineAnswer>;

export const salesDocAnswer = salesDocRow.extend({
  FY: z.string(),
  GSTIN: z.string().optional(),
  Ph: z.string().optional(),
  Cat: z.string().optional(),
  WhId: z.string().optional(),
  RefNo: z.string().optional(),
  POS: z.string(),
  IntraState: z.boolean(),
  Disc: z.number().optional(),
  Perc: z.boolean().optional(),
  Notes: z.string().optional(),
  Amt: z.number(),
  DiscAmt: z.number(),
  Taxable: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Adjust: z.number(),
  EstId: z.string().optional(),
  SOId: z.string().optional(),
  /** A connected buyer's purchase order this order came from. */
  Origin: z
    .object({ Kind: z.string(), OrgId: z.string(), EntId: z.string(), PoId: z.string(), PoNo: z.string() })
    .optional(),
  Reason: z.string().optional(),
  CrByName: z.string().optional(),
  Lines: z.array(salesLineAnswer),
  ver: z.number(),
});
export type SalesDocAnswer = z.infer<typeof salesDocAnswer>;

export const salesDocsPage = pageOf(salesDocRow).extend({ Counts: z.record(z.string(), z.number().int()) });
export type SalesDocsPage = z.infer<typeof salesDocsPage>;
