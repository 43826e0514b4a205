import { SYSTEM_ACCOUNTS as A } from '../books/chart';
import { cr, dr, netLines, type Posting, type PostingLine } from '../books/posting';
import type { Paise } from '../documents/money-math';

/**
 * What a vendor note posts (docs/purchase-returns.md §6), pure, from the
 * note's own figures: the bill's posting turned round for the part it
 * credits. Dr 2000 Vendors with what the vendor no longer asks; Cr the input
 * GST heads; Cr 1300 Stock in hand with the stock's value that left (a return)
 * or the on-hand share of a price reduction; Cr each expense account; and
 * cost of goods takes the rest of the stock lines' taxable value (the bill's
 * price difference and freight on the units, or the reduction on stock gone).
 */
export type NotePostingFigures = {
  /** Stock lines' taxable value credited. */
  stockTaxableP: Paise;
  /** What left the stock (a return's movements) or the on-hand share of a reduction, positive. */
  stockOutP: Paise;
  expenses: readonly { Acc: number; AmtP: Paise }[];
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  /** The bill's reverse charge: the vendor never asked the tax, the branch owed it itself. */
  reverseCharge: boolean;
};

export function notePostingLines(f: NotePostingFigures): PostingLine[] {
  const taxP = f.CgstP + f.SgstP + f.IgstP;
  const expensesP = f.expenses.reduce((s, e) => s + e.AmtP, 0);
  const payableP = f.stockTaxableP + expensesP + (f.reverseCharge ? 0 : taxP);
  return netLines([
    dr(A.payables, payableP),
    cr(A.stock, f.stockOutP),
    cr(A.cogs, f.stockTaxableP - f.stockOutP),
    ...f.expenses.map((e) => cr(e.Acc, e.AmtP)),
    cr(A.inputCgst, f.CgstP),
    cr(A.inputSgst, f.SgstP),
    cr(A.inputIgst, f.IgstP),
    ...(f.reverseCharge ? [dr(A.outputCgst, f.CgstP), dr(A.outputSgst, f.SgstP), dr(A.outputIgst, f.IgstP)] : []),
  ]);
}

export const notePosting = (
  ref: { EntId: string; DocId: string; Num: string; Date: string; VendId: string; Memo: string },
  lines: readonly PostingLine[],
): Posting => ({
  EntId: ref.EntId,
  DocId: ref.DocId,
  Num: ref.Num,
  Date: ref.Date,
  Party: `V#${ref.VendId}`,
  // A note is the bill's own business turned round: it posts as the bills do, its memo says which note.
  Kind: 'Bill',
  Step: 'P',
  Memo: ref.Memo,
  Lines: lines,
});
