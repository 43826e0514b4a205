import type { Paise } from '../documents/money-math';
import { groupOf, SYSTEM_ACCOUNTS as A, type LedgerAccount } from './chart';
import { cr, dr, netLines, turnedRound, type Posting, type PostingLine } from './posting';
import { stockMovementLines } from './stock-postings';

/**
 * What each document posts (docs/books.md §3, the account map). Pure: the
 * callers give the figures the document already holds (its `Amounts` and the
 * engine's per-line portions), so the books and the document can never
 * disagree about an amount.
 */

/** One invoice line's income: its account and its amount before and after its discounts. */
export type IncomeLine = {
  readonly kind: 'Labor' | 'Part';
  readonly acc: unknown;
  readonly grossP: Paise;
  readonly discP: Paise;
};

/** An invoice's or credit note's totals, in paise, as `Amounts` keeps them. */
export type PostedAmounts = {
  readonly CGST: Paise;
  readonly SGST: Paise;
  readonly IGST: Paise;
  readonly Adjust: Paise;
  readonly GrandTotal: Paise;
  readonly Excess?: Paise | undefined;
  readonly Payable?: Paise | undefined;
};

export type InvoiceRef = {
  readonly EntId: string;
  readonly DocId: string;
  readonly Num: string;
  readonly Date: string;
  readonly Party?: string | undefined;
};

const isIncome = (a: LedgerAccount | undefined): boolean => groupOf(a?.Group ?? '')?.Top === 'Income';

/**
 * The income account of a line: its `Acc` when that is an income account of
 * the chart, else the spec's default (4000 labour, 4100 parts). A line without
 * an account, or with one the chart does not have, is never refused.
 */
export function incomeAccountOf(
  line: Pick<IncomeLine, 'kind' | 'acc'>,
  chart: ReadonlyMap<number, LedgerAccount>,
): number {
  const code = typeof line.acc === 'number' ? line.acc : typeof line.acc === 'string' ? Number(line.acc) : NaN;
  if (Number.isInteger(code) && isIncome(chart.get(code))) return code;
  return line.kind === 'Labor' ? A.labourIncome : A.partsIncome;
}

/**
 * An approved invoice: the payer owes what they are asked for (Payable) and
 * the income, the GST heads and the round-off are credited. Income is
 * credited before discounts and the discounts debited, so the P&L shows both.
 * A claim's excess moves between the insurer's and the customer's invoices
 * through 1250: the insurer's (−E) debits it, the customer's (+E) credits it.
 */
export function invoiceLines(
  amounts: PostedAmounts,
  income: readonly IncomeLine[],
  chart: ReadonlyMap<number, LedgerAccount>,
): PostingLine[] {
  const excess = amounts.Excess ?? 0;
  const payable = amounts.Payable ?? amounts.GrandTotal + excess;
  return netLines([
    dr(A.receivables, payable),
    dr(A.excessClearing, -excess),
    dr(
      A.discount,
      income.reduce((s, l) => s + l.discP, 0),
    ),
    ...income.map((l) => cr(incomeAccountOf(l, chart), l.grossP)),
    cr(A.outputCgst, amounts.CGST),
    cr(A.outputSgst, amounts.SGST),
    cr(A.outputIgst, amounts.IGST),
    cr(A.roundOff, amounts.Adjust),
  ]);
}

export const invoicePosting = (ref: InvoiceRef, lines: readonly PostingLine[]): Posting => ({
  ...ref,
  ...(ref.Party ? { Party: ref.Party } : {}),
  Kind: 'Invoice',
  Step: 'P',
  Lines: lines,
});

/** A credit note: its own figures posted the other way round (income, GST and discount back; the payer owed less). */
export const creditNotePosting = (ref: InvoiceRef, noteLines: readonly PostingLine[]): Posting => ({
  ...invoicePosting(ref, turnedRound(noteLines)),
  Kind: 'CreditNote',
});

/** Cash is cash in hand; every other way of paying (UPI, cards, transfers, cheques) lands in the bank. */
export const moneyAccountOf = (type: string): number => (type === 'Cash' ? A.cash : A.bank);

/**
 * A payment received: the money in; what it pays off the invoices leaves the
 * receivables, what is left unapplied is owed back to the payer as an advance
 * (2200) until it is applied, so receivables always equal what the invoices
 * still ask for.
 */
export function paymentPosting(p: {
  EntId: string;
  DocId: string;
  Num: string;
  Date: string;
  Party?: string | undefined;
  Type: string;
  amountP: Paise;
  appliedP: Paise;
  /** The bank account the branch maps this payment type to (bank settings, docs/books.md §1.1); else 1000 / 1100. */
  moneyAcc?: number | undefined;
}): Posting {
  return {
    EntId: p.EntId,
    DocId: p.DocId,
    Num: p.Num,
    Date: p.Date,
    ...(p.Party ? { Party: p.Party } : {}),
    Kind: 'Payment',
    Step: 'P',
    Lines: netLines([
      dr(p.moneyAcc ?? moneyAccountOf(p.Type), p.amountP),
      cr(A.receivables, p.appliedP),
      cr(A.advances, p.amountP - p.appliedP),
    ]),
  };
}

/** Money of an unapplied payment applied later (its n-th application): the advance pays off receivables. */
export const applicationPosting = (p: {
  EntId: string;
  DocId: string;
  Num: string;
  Date: string;
  Party?: string | undefined;
  step: number;
  appliedP: Paise;
}): Posting => ({
  EntId: p.EntId,
  DocId: p.DocId,
  Num: p.Num,
  Date: p.Date,
  ...(p.Party ? { Party: p.Party } : {}),
  Kind: 'PaymentApply',
  Step: `A${p.step}`,
  Lines: netLines([dr(A.advances, p.appliedP), cr(A.receivables, p.appliedP)]),
});

/** How stock moved, as the books see it (docs/books.md §3.7). */
export type StockMovementKind = 'issue' | 'return' | 'found' | 'lost';

/** Each as the movement kind and sign whose other side the one table of counter-accounts gives (stock-postings.ts). */
const AS_MOVEMENT: Readonly<Record<StockMovementKind, { Kind: string; sign: 1 | -1 }>> = {
  issue: { Kind: 'Issue', sign: -1 },
  return: { Kind: 'Return', sign: 1 },
  found: { Kind: 'Adjust', sign: 1 },
  lost: { Kind: 'Adjust', sign: -1 },
};

/**
 * A document's stock at its valuation, for a document that posts its own
 * stock (a counter sale's cost of goods, step `S`): the same lines the stock
 * writes post for a movement of that kind. `valueP` is positive; `Step` tells
 * apart the postings of one document.
 */
export const stockPosting = (p: {
  EntId: string;
  DocId: string;
  Num: string;
  Date: string;
  Step?: string;
  kind: StockMovementKind;
  valueP: Paise;
}): Posting => {
  const m = AS_MOVEMENT[p.kind];
  return {
    EntId: p.EntId,
    DocId: p.DocId,
    Num: p.Num,
    Date: p.Date,
    Kind: 'Stock',
    Step: p.Step ?? 'P',
    Lines: stockMovementLines([{ Kind: m.Kind, ValueP: m.sign * p.valueP }]),
  };
};
