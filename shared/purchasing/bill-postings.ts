import { moneyAccountOf } from '../books/document-postings';
import { SYSTEM_ACCOUNTS as A } from '../books/chart';
import { cr, dr, netLines, type Posting, type PostingLine } from '../books/posting';
import type { Paise } from '../documents/money-math';

/**
 * What a vendor bill and a payment made post (docs/purchasing.md §9.5), pure,
 * from the figures the documents hold, so the books and the bill never differ.
 */

export type BillPostingFigures = {
  /**
   * Stock lines: the receive's value, posted by the receive (Dr 1300, Cr 2210 Stock received, bill pending,
   * docs/books.md §3.7), so the bill clears 2210 with it instead of adding stock again.
   */
  receivedP: Paise;
  /** The part of the bill's change still on hand: its value movement (`BillValue`) adds it to the stock. */
  stockP: Paise;
  /** The part of the change for stock already gone. */
  cogsP: Paise;
  /** Expense lines: their account and amount with their share of the charges. */
  expenses: readonly { Acc: number; AmtP: Paise }[];
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
  PayableP: Paise;
  reverseCharge: boolean;
};

/**
 * A bill: Dr 2210 with what its receive posted, Dr stock with the change still on hand (and cost of goods for what is gone), Dr each expense
 * account, Dr input GST; Cr the vendor's payable. Under reverse charge the
 * vendor is owed the value only and the tax is the branch's own liability: Cr
 * GST output, so the input credit and the tax to pay stand side by side.
 */
export function billPostingLines(f: BillPostingFigures): PostingLine[] {
  return netLines([
    dr(A.grni, f.receivedP),
    dr(A.stock, f.stockP),
    dr(A.cogs, f.cogsP),
    ...f.expenses.map((e) => dr(e.Acc, e.AmtP)),
    dr(A.inputCgst, f.CgstP),
    dr(A.inputSgst, f.SgstP),
    dr(A.inputIgst, f.IgstP),
    cr(A.payables, f.PayableP),
    ...(f.reverseCharge ? [cr(A.outputCgst, f.CgstP), cr(A.outputSgst, f.SgstP), cr(A.outputIgst, f.IgstP)] : []),
  ]);
}

export type PostingRef = { EntId: string; DocId: string; Num: string; Date: string; VendId: string };

export const billPosting = (ref: PostingRef, lines: readonly PostingLine[]): Posting => ({
  EntId: ref.EntId,
  DocId: ref.DocId,
  Num: ref.Num,
  Date: ref.Date,
  Party: `V#${ref.VendId}`,
  Kind: 'Bill',
  Step: 'P',
  Lines: lines,
});

/**
 * A payment made: the vendor's payable is paid down (an advance leaves it in debit); cash or bank goes out,
 * from the bank account the branch maps the type to when it does (bank settings, docs/books.md §1.1).
 */
export const billPaymentPosting = (ref: PostingRef, type: string, amountP: Paise, moneyAcc?: number): Posting => ({
  ...billPosting(ref, netLines([dr(A.payables, amountP), cr(moneyAcc ?? moneyAccountOf(type), amountP)])),
  Kind: 'BillPayment',
});
