import type { Paise } from '../documents/money-math';
import { BooksMessages } from './books-messages';
import { groupOf, type LedgerAccount } from './chart';
import { turnedCounters } from './unit-cost-counters';

/**
 * A posting (docs/books.md §2): the double entry one document makes in one
 * branch's books on one date. Amounts are integer paise, each line on one side.
 */
export type PostingLine = { readonly Acc: number; readonly DrP: Paise; readonly CrP: Paise };

/** What posted: the document kind and, for a reversal or a later step of one document, its step. */
export type PostingKind =
  | 'Invoice'
  | 'CreditNote'
  | 'Payment'
  | 'PaymentApply'
  | 'Journal'
  | 'Stock'
  | 'Bill'
  | 'BillPayment'
  | 'Expense'
  | 'WriteOff';

export type Posting = {
  readonly EntId: string;
  /** YYYY-MM-DD: the month of the period balance it adds to. */
  readonly Date: string;
  readonly Kind: PostingKind;
  readonly DocId: string;
  /** The document's number as printed (empty for none). */
  readonly Num: string;
  /**
   * The step of the document this posting is, unique per document: 'P' its first posting, 'R' its
   * reversal (a cancellation), 'A<n>' a payment's n-th later application.
   */
  readonly Step: string;
  /** The customer, insurer or vendor the receivable or payable lines are theirs (a statement reads it). */
  readonly Party?: string;
  readonly Memo?: string;
  readonly Lines: readonly PostingLine[];
  /**
   * A posting of stock to or from 5000: that stock at the items' unit cost, and the part of it of items without
   * one (counted at its posted cost), added to the period balance beside the lines (unit-cost.ts, report 502).
   */
  readonly CogsUnitP?: Paise;
  readonly CogsNoUnitP?: Paise;
};

export const dr = (Acc: number, paise: Paise): PostingLine =>
  paise >= 0 ? { Acc, DrP: paise, CrP: 0 } : { Acc, DrP: 0, CrP: -paise };
export const cr = (Acc: number, paise: Paise): PostingLine => dr(Acc, -paise);

/** Lines of the same account joined, zero lines dropped, each account on the side its net falls. */
export function netLines(lines: readonly PostingLine[]): PostingLine[] {
  const net = new Map<number, number>();
  for (const l of lines) net.set(l.Acc, (net.get(l.Acc) ?? 0) + l.DrP - l.CrP);
  return [...net].filter(([, p]) => p !== 0).map(([acc, p]) => dr(acc, p));
}

export const totalsOf = (lines: readonly PostingLine[]): { drP: Paise; crP: Paise } => ({
  drP: lines.reduce((s, l) => s + l.DrP, 0),
  crP: lines.reduce((s, l) => s + l.CrP, 0),
});

/** The refusal a posting earns, or undefined: integer paise, one side per line, debits equal to credits. */
export function postingProblem(lines: readonly PostingLine[]): string | undefined {
  if (lines.length < 2) return BooksMessages.emptyPosting;
  for (const [i, l] of lines.entries()) {
    const ok = Number.isSafeInteger(l.DrP) && Number.isSafeInteger(l.CrP) && l.DrP >= 0 && l.CrP >= 0;
    if (!ok || l.DrP > 0 === l.CrP > 0) return BooksMessages.lineOneSide(i + 1);
  }
  const { drP, crP } = totalsOf(lines);
  return drP === crP ? undefined : BooksMessages.unbalanced(drP, crP);
}

/** The refusal a line's account earns against the chart: unknown, or a group (groups take no postings). */
export function accountProblem(acc: number | string, accounts: ReadonlyMap<number, LedgerAccount>): string | undefined {
  if (typeof acc === 'string') {
    const group = groupOf(acc);
    if (group) return BooksMessages.groupAccount(group.Name);
    return /^\d+$/.test(acc) ? accountProblem(Number(acc), accounts) : BooksMessages.unknownAccount(acc);
  }
  return accounts.has(acc) ? undefined : BooksMessages.unknownAccount(acc);
}

/** Every line on the other side. */
export const turnedRound = (lines: readonly PostingLine[]): PostingLine[] =>
  lines.map((l) => ({ Acc: l.Acc, DrP: l.CrP, CrP: l.DrP }));

/** A cancelled document's reversal: every line on the other side (its unit-cost counters too), dated the day of the cancellation. */
export const reversalOf = (posting: Posting, date: string): Posting => {
  const { CogsUnitP, CogsNoUnitP, ...rest } = posting;
  return {
    ...rest,
    ...turnedCounters({ CogsUnitP, CogsNoUnitP }),
    Date: date,
    Step: 'R',
    Lines: turnedRound(posting.Lines),
  };
};

/** The month (YYYY-MM) a date falls in. */
export const monthOf = (date: string): string => date.slice(0, 7);
