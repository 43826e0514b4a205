import type { LineCalc, PortionCalc } from './calculate-line';
import { type Paise, roundDiv } from './money-math';
import { PAYER_BUCKETS, type PayerBucket } from './statuses';

/**
 * Document totals (docs/calculation-rules.md §4): sums of the rounded line
 * figures, never recomputed from the sums, so a printed invoice adds up.
 */
export type Totals = {
  amount: Paise;
  lineDisc: Paise;
  recDisc: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
  total: Paise;
};

export const emptyTotals = (): Totals => ({
  amount: 0,
  lineDisc: 0,
  recDisc: 0,
  taxable: 0,
  cgst: 0,
  sgst: 0,
  igst: 0,
  tax: 0,
  total: 0,
});

export const addPortion = (t: Totals, p: PortionCalc): void => {
  t.amount += p.amount;
  t.lineDisc += p.lineDisc;
  t.recDisc += p.recDisc;
  t.taxable += p.taxable;
  t.cgst += p.cgst;
  t.sgst += p.sgst;
  t.igst += p.igst;
  t.tax += p.cgst + p.sgst + p.igst;
  t.total += p.total;
};

/** Document discounts as applied, in paise (after percent conversion and capping). */
export type DocumentDiscounts = {
  /** Eligible labour and parts amounts (after line discounts): the bases. */
  laborBase: Paise;
  partsBase: Paise;
  /** What was asked for, before capping at the base. */
  requested: { LDisc: Paise; PDisc: Paise; Disc: Paise };
  LDisc: Paise;
  PDisc: Paise;
  Disc: Paise;
  /** The overall discount split between labour and parts. */
  DiscLabor: Paise;
  DiscParts: Paise;
};

export type DocumentTotals = {
  labor: Totals;
  parts: Totals;
  overall: Totals;
  byPayer: Record<PayerBucket, Totals>;
  /** The estimated column (EstPr): the quote, without discounts. */
  estimated: Totals;
  discounts: DocumentDiscounts;
  /** Rounding difference to the whole rupee (Adjust); 0 when rounding is off. */
  adjust: Paise;
  /** overall.total + adjust. */
  grandTotal: Paise;
};

/** The difference that brings a total to the whole rupee, half up. */
export const roundingAdjust = (total: Paise): Paise => roundDiv(total, 100) * 100 - total;

export const sumTotals = (lines: readonly LineCalc[], discounts: DocumentDiscounts, round: boolean): DocumentTotals => {
  const labor = emptyTotals();
  const parts = emptyTotals();
  const overall = emptyTotals();
  const estimated = emptyTotals();
  const byPayer = Object.fromEntries(PAYER_BUCKETS.map((b) => [b, emptyTotals()])) as Record<PayerBucket, Totals>;
  for (const line of lines) {
    if (!line.counted) continue;
    const kindTotals = line.kind === 'Labor' ? labor : parts;
    for (const p of [line.C, line.A]) {
      if (p === undefined) continue;
      addPortion(kindTotals, p);
      addPortion(overall, p);
      addPortion(byPayer[p.bucket], p);
    }
    addPortion(estimated, line.E);
  }
  const adjust = round ? roundingAdjust(overall.total) : 0;
  return { labor, parts, overall, byPayer, estimated, discounts, adjust, grandTotal: overall.total + adjust };
};
