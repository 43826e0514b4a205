import { turnedRound, type Posting } from '../books/posting';
import { turnedCounters } from '../books/unit-cost-counters';
import type { Paise } from '../documents/money-math';
import { receiptPostings, type ReceiptForBooks } from './receipt-postings';

/**
 * The books of a sales return and of a receipt's cancel (docs/sales.md §12,
 * §13): the receipt's own posting the other way round, for the return's
 * figures. A refund leaves cash in hand or the bank by its type; a credit
 * left on the customer stays in 1200 Customers under their name (the
 * receipt's map puts the total there before its payments take it off); the
 * stock comes back at its cost (Dr 1300 Stock in hand, Cr 5000 Cost of goods sold).
 */

export type ReturnForBooks = Omit<ReceiptForBooks, 'Pays'> & {
  /** The refund's payment type; absent: left on the customer's account. */
  RefundType?: string | undefined;
  /** The bank account the refund's type maps to (bank settings, docs/books.md §1.1); absent: cash or 1100. */
  RefundAcc?: number | undefined;
};

export function returnPostings(r: ReturnForBooks): Posting[] {
  const pays = r.RefundType ? [{ Type: r.RefundType, AmtP: r.GrandTotalP as Paise, Acc: r.RefundAcc }] : [];
  // A return is a document of its own: its steps are `P` and `S` whatever its receipt's re-opens.
  return receiptPostings({ ...r, Pays: pays, ReOpens: undefined }).map((p) => ({
    ...p,
    // The sale's part is a credit note's in the books; the stock's stays a stock posting.
    Kind: p.Step === 'P' ? 'CreditNote' : p.Kind,
    Memo: 'Sales return',
    Lines: turnedRound(p.Lines),
    ...turnedCounters(p),
  }));
}

/** A cancelled receipt's postings turned round on `date`: steps `RP` and `RS` beside the sale's `P` and `S`. */
export const cancelPostings = (receipt: ReceiptForBooks, date: string): Posting[] =>
  receiptPostings(receipt).map((p) => ({
    ...p,
    Date: date,
    Step: `R${p.Step}`,
    Memo: 'Sales receipt cancelled',
    Lines: turnedRound(p.Lines),
    ...turnedCounters(p),
  }));
