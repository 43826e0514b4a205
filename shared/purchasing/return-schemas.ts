import * as z from 'zod';
import { decimals, money } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { QTY_DIGITS } from '../documents/money-math';
import { isoDate } from '../fields/iso-date';
import { pageOf } from '../fields/paging';
import { vendorBillNo } from './bill-schemas';
import { NOTE_KINDS, NOTE_REASONS, NOTE_STATUSES } from './return-statuses';

/**
 * Request and answer shapes of purchase returns and vendor notes
 * (docs/purchase-returns.md §7). Money crosses the wire in rupees, quantities
 * in units; the server keeps paise and thousandths.
 */

/** At most 30 lines, as an order (a return writes a movement, a balance and the receive's and bill's lines). */
export const MAX_RETURN_LINES = 30;

const lineId = z.string().trim().min(1).max(40);
const reason = z.string().trim().min(1, 'Say why the goods go back or the bill is reduced.').max(200);
const vendorId = z.string().trim().min(1).max(64);

export const purchaseReturnBody = z.strictObject({
  /** The receive the goods came in with (a return from a bill names its receive). */
  RecId: documentId,
  Lines: z
    .array(
      z.strictObject({
        LineId: lineId,
        Qty: decimals(QTY_DIGITS, 'a quantity').refine((v) => v > 0, 'Enter a quantity above zero.'),
        Serials: z.array(z.string().trim().min(1).max(60)).max(1000).optional(),
      }),
    )
    .min(1, 'Return at least one line.')
    .max(MAX_RETURN_LINES),
  Reason: reason,
});
export type PurchaseReturnBody = z.input<typeof purchaseReturnBody>;

const noteLines = z
  .array(
    z.strictObject({
      /** A line of the bill, and the taxable value taken off it (rupees, before tax). */
      LineId: lineId,
      Amount: money.refine((v) => v > 0, 'Enter an amount above zero.'),
    }),
  )
  .min(1, 'Reduce at least one line.')
  .max(MAX_RETURN_LINES);

/** Our debit note for a price difference against a bill (a return raises its own). */
export const debitNoteBody = z.strictObject({ BillId: documentId, Lines: noteLines, Reason: reason });
export type DebitNoteBody = z.input<typeof debitNoteBody>;

/** The vendor's own credit note, recorded: its number and date as printed. */
export const creditNoteBody = debitNoteBody.extend({ VendNoteNo: vendorBillNo, VendNoteDate: isoDate });
export type CreditNoteBody = z.input<typeof creditNoteBody>;

export const idParams = z.strictObject({ Id: documentId });
export const returnsQuery = z.strictObject({ VendId: vendorId.optional(), ...pageFields });

const heads = {
  Taxable: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Total: z.number(),
};

export const noteLineAnswer = z.object({
  _id: z.string(),
  BillLineId: z.string(),
  ItemId: z.string().optional(),
  Desc: z.string(),
  HSN: z.string().optional(),
  UoM: z.string().optional(),
  Qty: z.number().optional(),
  ...heads,
});

/** A vendor note (ours or the vendor's), with the Rule 53 fields (docs/purchase-returns.md §5). */
export const noteAnswer = z.object({
  _id: z.string(),
  Kind: z.enum(NOTE_KINDS),
  Reason: z.enum(NOTE_REASONS),
  Num: z.string(),
  Date: z.string(),
  Sts: z.enum(NOTE_STATUSES),
  VendNoteNo: z.string().optional(),
  VendNoteDate: z.string().optional(),
  VendId: z.string(),
  VendName: z.string(),
  VendGSTIN: z.string().optional(),
  VendState: z.string().optional(),
  POS: z.string(),
  IntraState: z.boolean(),
  BillId: z.string(),
  BillNum: z.string(),
  VendBillNo: z.string(),
  VendBillDate: z.string(),
  ReturnId: z.string().optional(),
  ReturnNum: z.string().optional(),
  Note: z.string(),
  ...heads,
  /** What the bill's due took, and what stands with the vendor as an advance. */
  Applied: z.number(),
  Advance: z.number(),
  /** Later bills its advance paid (docs/purchasing.md §11.1). */
  Later: z
    .array(z.object({ BillId: z.string(), BillNum: z.string(), VendBillNo: z.string(), Amount: z.number() }))
    .optional(),
  CrByName: z.string().optional(),
  /** For applying its advance at the `ver` seen. */
  ver: z.number().int().optional(),
  Lines: z.array(noteLineAnswer),
});
export type NoteAnswer = z.infer<typeof noteAnswer>;
export const noteRow = noteAnswer.omit({ Lines: true });
export type NoteRow = z.infer<typeof noteRow>;
export const notesPage = pageOf(noteRow);

export const returnLineAnswer = z.object({
  _id: z.string(),
  RecLineId: z.string(),
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string(),
  UoM: z.string().optional(),
  Qty: z.number(),
  /** The stock's value that left (the receive's cost), rupees. */
  Value: z.number(),
  Batch: z.string().optional(),
  Serials: z.array(z.string()).optional(),
});

export const returnAnswer = z.object({
  _id: z.string(),
  Num: z.string(),
  Date: z.string(),
  Sts: z.literal('Returned'),
  RecId: z.string(),
  RecNum: z.string(),
  PoNum: z.string().optional(),
  BillId: z.string(),
  BillNum: z.string(),
  VendId: z.string(),
  VendName: z.string(),
  WhId: z.string(),
  WhName: z.string().optional(),
  Reason: z.string(),
  Value: z.number(),
  NoteId: z.string(),
  NoteNum: z.string(),
  Total: z.number(),
  CrByName: z.string().optional(),
  Lines: z.array(returnLineAnswer),
});
export type ReturnAnswer = z.infer<typeof returnAnswer>;
export const returnRow = returnAnswer.omit({ Lines: true });
export type ReturnRow = z.infer<typeof returnRow>;
export const returnsPage = pageOf(returnRow);

/** What a receive has left to return, line by line (the return form). */
export const returnableAnswer = z.object({
  RecId: z.string(),
  RecNum: z.string(),
  Date: z.string(),
  VendId: z.string(),
  VendName: z.string(),
  WhName: z.string().optional(),
  Lines: z.array(
    z.object({
      LineId: z.string(),
      Desc: z.string(),
      UoM: z.string().optional(),
      Qty: z.number(),
      Returned: z.number(),
      Left: z.number(),
      BillId: z.string().optional(),
      BillNum: z.string().optional(),
      /** The serials still here to go back (a serial-tracked line). */
      Serials: z.array(z.string()).optional(),
    }),
  ),
});
export type ReturnableAnswer = z.infer<typeof returnableAnswer>;

/** What a bill's lines have left to credit (the note form). */
export const creditableAnswer = z.object({
  BillId: z.string(),
  Num: z.string(),
  VendBillNo: z.string(),
  VendBillDate: z.string(),
  VendId: z.string(),
  VendName: z.string(),
  RecId: z.string().optional(),
  Due: z.number(),
  Lines: z.array(
    z.object({ LineId: z.string(), Desc: z.string(), Taxable: z.number(), Credited: z.number(), Left: z.number() }),
  ),
});
export type CreditableAnswer = z.infer<typeof creditableAnswer>;
