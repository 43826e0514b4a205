import * as z from 'zod';
import { decimals } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { pageOf } from '../fields/paging';
import { isoDate } from '../fields/iso-date';

/**
 * Request and answer shapes of a sales order's returns (docs/sales-returns-orders.md §5). Quantities cross the
 * wire in units, money in rupees; the server keeps thousandths and paise.
 */

/** A return writes per line its movement and balance beside the note (≤ 20 lines: with the note, invoice and order, one transaction of at most 100 items). */
export const MAX_RETURN_LINES = 20;

const qty = decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, 'Enter a quantity above 0.');

export const soReturnBody = z.strictObject({
  /** The order's `ver` as shown: a change meanwhile is 409. */
  ver: z.number().int().min(1),
  /** The invoice of the order the goods are returned against (Rule 53: the note names it). */
  InvId: documentId,
  /** The invoice's lines (`IP<n>`) and how much of each comes back. */
  Lines: z
    .array(z.strictObject({ LineId: z.string().regex(/^IP\d+$/, 'Enter a valid invoice line.'), Qty: qty }))
    .min(1)
    .max(MAX_RETURN_LINES),
  Reason: z.string().trim().max(500),
  /** The note's date; today when absent (the credit note's own date rules apply). */
  Date: isoDate.optional(),
});
export type SoReturnBody = z.infer<typeof soReturnBody>;

export const soReturnParams = z.strictObject({ Id: documentId });
export const soReturnsQuery = z.strictObject(pageFields);

/** One return as the branch's list and the order show it: its credit note, order, invoice and figures. */
export const soReturnRow = z.object({
  Id: z.string(),
  Num: z.string(),
  Date: z.string(),
  SoId: z.string(),
  SoNum: z.string(),
  InvId: z.string(),
  InvNum: z.string(),
  CustName: z.string(),
  Reason: z.string(),
  /** Rupees: the credit note's total and the goods' cost back in stock. */
  Total: z.number(),
  Cost: z.number(),
  Lines: z.array(z.object({ Desc: z.string(), UoM: z.string().optional(), Qty: z.number() })),
});
export type SoReturnRow = z.infer<typeof soReturnRow>;
export const soReturnsPage = pageOf(soReturnRow);
export type SoReturnsPage = z.infer<typeof soReturnsPage>;

/** What can come back of an order: per invoice of it, per line, invoiced, returned and left. */
export const soReturnableAnswer = z.object({
  SoId: z.string(),
  Num: z.string(),
  ver: z.number(),
  Invoices: z.array(
    z.object({
      Id: z.string(),
      Num: z.string(),
      Date: z.string(),
      Sts: z.string(),
      Lines: z.array(
        z.object({
          LineId: z.string(),
          Desc: z.string(),
          UoM: z.string().optional(),
          Invoiced: z.number(),
          Returned: z.number(),
          Left: z.number(),
        }),
      ),
    }),
  ),
  Returns: z.array(
    z.object({ Id: z.string(), Num: z.string(), Date: z.string(), InvNum: z.string(), Total: z.number() }),
  ),
});
export type SoReturnableAnswer = z.infer<typeof soReturnableAnswer>;

export const soReturnAnswer = z.object({ CreditNoteId: z.string(), CreditNoteNum: z.string(), Return: soReturnRow });
export type SoReturnAnswer = z.infer<typeof soReturnAnswer>;
