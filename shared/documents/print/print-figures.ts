import type { LineCalc, PortionCalc } from '../calculate-line';
import { formatMoney, formatPaise } from '../money-format';
import { fromScaled, hasAtMostDecimals, type Paise, PERCENT_DIGITS, PRICE_DIGITS, toScaled } from '../money-math';
import type { PayerBucket } from '../statuses';
import { addPortion, emptyTotals, type Totals } from '../totals';
import type { PrintCalculation, PrintTotalRow } from './print-model';

/**
 * Figures a print shows, taken from the engine's paise (docs/printing.md §3).
 * Nothing here computes an amount anew: a line's figures are its portions
 * (C customer, A insurer-assessed) as the engine rounded them, and a total is
 * the engine's total or a sum of those rounded portions, so a print adds up
 * down its columns exactly like the document.
 */

/** Whose share: the insurer's (A column), the customer's (C column of customer-paid lines), or internal and warranty. */
export type Share = 'insurer' | 'customer' | 'other';
export type ShareOrAll = Share | 'all';

export const SHARE_TITLES: Readonly<Record<Share, string>> = {
  insurer: 'Insurance',
  customer: 'Customer',
  other: 'Internal & warranty',
};

const shareOfBucket = (b: PayerBucket): Share =>
  b === 'insurer' ? 'insurer' : b === 'customer' ? 'customer' : 'other';

/**
 * The billed portions of a line that belong to `share`. Cancelled and Declined
 * lines are not printed with prices. `withDepreciation` false leaves out the
 * customer's depreciation portion D (a customer's line list shows its own
 * prices; the depreciation it bears is listed in a section of its own).
 */
export const portionsOf = (line: LineCalc, share: ShareOrAll, withDepreciation = true): PortionCalc[] => {
  if (!line.counted) return [];
  const out: PortionCalc[] = [];
  if (line.C && (share === 'all' || shareOfBucket(line.C.bucket) === share)) out.push(line.C);
  if (line.A && (share === 'all' || share === 'insurer')) out.push(line.A);
  // The customer's share of a depreciated insurer line (its own taxed portion).
  if (withDepreciation && line.D && (share === 'all' || shareOfBucket(line.D.bucket) === share)) out.push(line.D);
  return out;
};

export const sumPortions = (portions: readonly PortionCalc[]): Totals => {
  const t = emptyTotals();
  for (const p of portions) addPortion(t, p);
  return t;
};

const addTotals = (a: Totals, b: Totals): Totals => ({
  amount: a.amount + b.amount,
  lineDisc: a.lineDisc + b.lineDisc,
  recDisc: a.recDisc + b.recDisc,
  dep: a.dep + b.dep,
  taxable: a.taxable + b.taxable,
  cgst: a.cgst + b.cgst,
  sgst: a.sgst + b.sgst,
  igst: a.igst + b.igst,
  tax: a.tax + b.tax,
  total: a.total + b.total,
});

/** The engine's totals of one share (or all) over one or more documents (Overall Estimate sums its estimates). */
export const shareTotals = (calcs: readonly PrintCalculation[], share: ShareOrAll): Totals =>
  calcs
    .map(({ totals }) =>
      share === 'all'
        ? totals.overall
        : share === 'other'
          ? addTotals(totals.byPayer.internal, totals.byPayer.warranty)
          : totals.byPayer[share],
    )
    .reduce(addTotals, emptyTotals());

export const kindTotals = (calcs: readonly PrintCalculation[], kind: 'labor' | 'parts'): Totals =>
  calcs.map(({ totals }) => totals[kind]).reduce(addTotals, emptyTotals());

export const sumOf = (calcs: readonly PrintCalculation[], pick: (c: PrintCalculation) => Paise): Paise =>
  calcs.reduce((s, c) => s + pick(c), 0);

/** '9', '2.5', '0.125' from a percentage scaled by 10^4 (tax-codes: halfRate, igstRate). */
export const formatPercent = (scaled: number): string => {
  const unit = 10 ** PERCENT_DIGITS;
  const whole = Math.floor(scaled / unit);
  const frac = String(scaled - whole * unit)
    .padStart(PERCENT_DIGITS, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
};

/**
 * A unit price with as many decimals as it has (2 to 6): a reverse-calculated
 * 282.487 prints as ₹282.487, so quantity × rate still gives the amount shown.
 */
export const formatRate = (price: number | undefined): string => {
  if (price === undefined) return '';
  let decimals = 2;
  while (decimals < PRICE_DIGITS && !hasAtMostDecimals(price, decimals)) decimals += 1;
  return formatMoney(price, { decimals });
};

/** The sum of two unit prices (a shared line's customer and insurer prices), in exact scaled integers. */
export const addPrices = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined && b === undefined
    ? undefined
    : fromScaled(toScaled(a ?? 0, PRICE_DIGITS) + toScaled(b ?? 0, PRICE_DIGITS), PRICE_DIGITS);

/** 'GST %' of a line: the full rate (CGST + SGST, or IGST); '' when no tax was charged. */
export const lineGstRate = (line: LineCalc, portions: readonly PortionCalc[]): string => {
  const tax = line.tax;
  if (!tax || portions.every((p) => p.cgst + p.sgst + p.igst === 0)) return '';
  return `${formatPercent(tax.intra ? tax.halfRate * 2 : tax.igstRate)}%`;
};

type TaxHead = 'CGST' | 'SGST' | 'IGST';
const HEAD_ORDER: readonly TaxHead[] = ['CGST', 'SGST', 'IGST'];

/**
 * Tax per head and rate ('CGST @ 9%'), summed from the lines' rounded heads:
 * the breakdown a GST document shows, and it adds up to the engine's tax total.
 */
export const taxByRate = (lines: readonly LineCalc[], share: ShareOrAll): PrintTotalRow[] => {
  const sums = new Map<string, { head: TaxHead; rate: number; paise: Paise }>();
  const add = (head: TaxHead, rate: number, paise: Paise): void => {
    if (paise === 0) return;
    const key = `${head}@${rate}`;
    const entry = sums.get(key) ?? { head, rate, paise: 0 };
    entry.paise += paise;
    sums.set(key, entry);
  };
  for (const line of lines) {
    if (!line.tax) continue;
    for (const p of portionsOf(line, share)) {
      add('CGST', line.tax.halfRate, p.cgst);
      add('SGST', line.tax.halfRate, p.sgst);
      add('IGST', line.tax.igstRate, p.igst);
    }
  }
  return [...sums.values()]
    .sort((a, b) => HEAD_ORDER.indexOf(a.head) - HEAD_ORDER.indexOf(b.head) || a.rate - b.rate)
    .map((e) => moneyRow(`${e.head} @ ${formatPercent(e.rate)}%`, e.paise));
};

export const moneyRow = (label: string, paise: Paise, strong?: boolean): PrintTotalRow =>
  strong ? { label, value: formatPaise(paise), paise, strong } : { label, value: formatPaise(paise), paise };
