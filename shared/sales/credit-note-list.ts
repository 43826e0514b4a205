import * as z from 'zod';

/**
 * The branch's credit notes (the Credit Notes screen, area `credit`; docs/sales.md §15): the invoices' credit notes
 * (Accounting/CreditNotes/{Id}) and the counter sales' returns' (Accounting/SalesReturns/{Id}) in one list, newest
 * first, `Q` a number or a customer's name.
 */
export const CREDIT_NOTE_LIST_LIMIT = 100;

export const creditNotesQuery = z.strictObject({ Q: z.string().trim().max(64).optional() });

export const creditNoteRow = z.object({
  _id: z.string(),
  /** Whose credit note: an invoice's, or a counter receipt's return. */
  Of: z.enum(['Invoice', 'SalesReceipt']),
  Num: z.string(),
  Date: z.string(),
  Sts: z.string(),
  CustName: z.string().optional(),
  /** The invoice's or the receipt's id and number it credits. */
  AgainstId: z.string(),
  AgainstNum: z.string(),
  Reason: z.string().optional(),
  Total: z.number(),
});
export type CreditNoteRow = z.infer<typeof creditNoteRow>;

export const creditNotesAnswer = z.object({ Items: z.array(creditNoteRow) });
export type CreditNotesAnswer = z.infer<typeof creditNotesAnswer>;
