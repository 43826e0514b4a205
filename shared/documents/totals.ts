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
  /** Claim depreciation moved out (positive: the insurer) or taken on (negative: the customer); 0 overall. */
  dep: Paise;
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
  dep: 0,
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
  t.dep += p.dep;
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

/**
 * Who settles a claim (docs/insurance-depreciation.md), in paise. The per-payer totals are
 * the tax-invoice view (depreciation already moved, with its tax, to the customer); the
 * compulsory excess is a deduction from the claim settlement, not a supply, so it has no tax
 * and only moves here: insurerPays = insurer total − excess, customerPays = customer total +
 * excess + adjust. So insurerPays + customerPays + internal + warranty = grandTotal (on a
 * claim without internal or warranty lines, insurer + customer = grandTotal).
 */
export type ClaimTotals = {
  /** Claim.Excess as entered. */
  excessRequested: Paise;
  /** The excess charged: capped at the insurer's share, so the insurer never pays below zero. */
  excess: Paise;
  /** True when the excess was more than the insurer's share and was capped. */
  excessCapped: boolean;
  /** Depreciation moved to the customer (before tax), over counted lines. */
  depreciation: Paise;
  /** The tax on that depreciation (the customer pays it too). */
  depreciationTax: Paise;
  insurerPays: Paise;
  customerPays: Paise;
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
  /** Insurer pays / customer pays, with depreciation and the compulsory excess (zeros without a claim). */
  claim: ClaimTotals;
};

/** The difference that brings a total to the whole rupee, half up. */
export const roundingAdjust = (total: Paise): Paise => roundDiv(total, 100) * 100 - total;

/**
 * @param excessRequested the claim's compulsory excess in paise (0 without a claim).
 */
export const sumTotals = (
  lines: readonly LineCalc[],
  discounts: DocumentDiscounts,
  round: boolean,
  excessRequested: Paise = 0,
): DocumentTotals => {
  const labor = emptyTotals();
  const parts = emptyTotals();
  const overall = emptyTotals();
  const estimated = emptyTotals();
  const byPayer = Object.fromEntries(PAYER_BUCKETS.map((b) => [b, emptyTotals()])) as Record<PayerBucket, Totals>;
  let depreciation = 0;
  let depreciationTax = 0;
  for (const line of lines) {
    if (!line.counted) continue;
    const kindTotals = line.kind === 'Labor' ? labor : parts;
    for (const p of [line.C, line.A, line.D]) {
      if (p === undefined) continue;
      addPortion(kindTotals, p);
      addPortion(overall, p);
      addPortion(byPayer[p.bucket], p);
    }
    if (line.D !== undefined) {
      depreciation += line.D.taxable;
      depreciationTax += line.D.total - line.D.taxable;
    }
    addPortion(estimated, line.E);
  }
  const adjust = round ? roundingAdjust(overall.total) : 0;
  const grandTotal = overall.total + adjust;
  const insurerShare = byPayer.insurer.total;
  const excess = Math.min(excessRequested, insurerShare);
  const insurerPays = insurerShare - excess;
  const claim: ClaimTotals = {
    excessRequested,
    excess,
    excessCapped: excess < excessRequested,
    depreciation,
    depreciationTax,
    insurerPays,
    // The customer settles the rest of the rounded bill, excess included; internal and warranty lines are not theirs.
    customerPays: grandTotal - insurerPays - byPayer.internal.total - byPayer.warranty.total,
  };
  return { labor, parts, overall, byPayer, estimated, discounts, adjust, grandTotal, claim };
};
