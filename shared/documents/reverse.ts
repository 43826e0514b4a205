import { type EngineLine, finishLine, lineAmount, percentOf, prepareLine, qtyMilli, taxHeads } from './calculate-line';
import {
  AMOUNT_DIGITS,
  fromScaled,
  mulDivRound,
  type Paise,
  paiseToRupees,
  pow10,
  PRICE_DIGITS,
  toScaled,
} from './money-math';
import { type ResolvedTax, type TaxCode, toResolvedTax } from './tax-codes';

/**
 * Reverse calculation (spec service-documents §5, docs/calculation-rules.md §5):
 * from a price-entered line total (tax included, after the line discount) find
 * the unit price whose forward calculation gives that total back.
 *
 * 1. Taxable value V: the largest V with V + tax(V) ≤ total (binary search on
 *    the exact forward tax function, which is strictly increasing in V).
 * 2. Amount A with A − lineDiscount(A) = V.
 * 3. Unit price P with round(Qty × P) = A, using the fewest decimals (2 to 6)
 *    that round-trip; the price nearest the exact quotient A / Qty is tried first.
 *
 * Because each tax head is rounded to the paisa, some totals cannot be produced
 * by any taxable value (the total steps by 2 or 3 paise where a tax head steps).
 * Then the result is the nearest total below the entered one (never charging
 * more than was quoted) and `exact` is false.
 */
export type ReverseInput = {
  /** The entered line total in rupees (tax-inclusive, after the line discount). */
  readonly total: number;
  readonly Qty?: number | undefined;
  readonly Disc?: number | undefined;
  readonly Perc?: boolean | undefined;
  readonly taxCode?: Pick<TaxCode, '_id' | 'Type' | 'CGST' | 'SGST' | 'IGST'> | undefined;
  /** The document is taxable (Settings.Tax); default true. */
  readonly taxable?: boolean | undefined;
};

export type ReverseResult = {
  /** Unit price in rupees, with `decimals` decimal places. */
  readonly unitPrice: number;
  readonly decimals: number;
  /** The recomputed line total equals the entered one. */
  readonly exact: boolean;
  /** Recomputed line total in rupees. */
  readonly total: number;
  /** Recomputed figures in paise. */
  readonly amount: Paise;
  readonly lineDisc: Paise;
  readonly taxable: Paise;
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
};

const taxOn = (v: Paise, tax: ResolvedTax | undefined): Paise => {
  const h = taxHeads(v, tax);
  return h.cgst + h.sgst + h.igst;
};

/** Largest taxable value whose total does not pass `target`. */
const taxableFor = (target: Paise, tax: ResolvedTax | undefined): Paise => {
  let lo = 0;
  let hi = target;
  while (lo < hi) {
    const mid = lo + Math.ceil((hi - lo) / 2);
    if (mid + taxOn(mid, tax) <= target) lo = mid;
    else hi = mid - 1;
  }
  return lo;
};

/** Smallest amount whose value after the percent discount reaches `v`. */
const amountForPercent = (v: Paise, pct: number): Paise => {
  const after = (a: Paise): Paise => a - percentOf(a, pct);
  let hi = Math.max(1, v);
  while (after(hi) < v) hi *= 2;
  let lo = v;
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (after(mid) >= v) hi = mid;
    else lo = mid + 1;
  }
  return lo;
};

/** A unit price (scaled integer and its decimals) with round(Qty × price) = amount, or the nearest at 6 decimals. */
const priceFor = (amount: Paise, q: number): { scaled: number; decimals: number } => {
  let fallback = { scaled: 0, decimals: PRICE_DIGITS };
  for (let k = AMOUNT_DIGITS; k <= PRICE_DIGITS; k++) {
    // exact price in 10^-k rupees = amount/100 ÷ q/1000 × 10^k
    const guess = mulDivRound(amount, 10 * pow10(k), q);
    for (const candidate of [guess, guess - 1, guess + 1]) {
      if (candidate < 0) continue;
      if (lineAmount(q, fromScaled(candidate, k)) === amount) return { scaled: candidate, decimals: k };
    }
    if (k === PRICE_DIGITS) fallback = { scaled: guess, decimals: k };
  }
  return fallback;
};

export const reverseUnitPrice = (input: ReverseInput): ReverseResult => {
  const target = toScaled(input.total, AMOUNT_DIGITS);
  if (target < 0) throw new RangeError('The entered total cannot be negative.');
  const q = qtyMilli(input.Qty);
  if (q <= 0) throw new RangeError('The quantity must be more than zero to work out a unit price.');
  const resolved = input.taxable === false || input.taxCode === undefined ? undefined : toResolvedTax(input.taxCode);
  const disc = input.Disc ?? 0;

  const v = taxableFor(target, resolved);
  let amount: Paise;
  if (disc === 0) amount = v;
  else if (input.Perc) amount = disc >= 100 ? 0 : amountForPercent(v, disc);
  else amount = v + toScaled(disc, AMOUNT_DIGITS);

  const price = priceFor(amount, q);
  const unitPrice = fromScaled(price.scaled, price.decimals);

  // Recompute with the forward engine so the answer is exactly what a saved line shows.
  const line: EngineLine = {
    _id: 'R1',
    kind: 'Part',
    Qty: input.Qty,
    CPr: unitPrice,
    Disc: input.Disc,
    Perc: input.Perc,
  };
  const calc = prepareLine(line, () => resolved, 'customer');
  finishLine(calc, resolved !== undefined);
  const p = calc.C;
  if (p === undefined) throw new Error('A reverse-calculated line always has a customer column.');
  return {
    unitPrice,
    decimals: price.decimals,
    exact: p.total === target,
    total: paiseToRupees(p.total),
    amount: p.amount,
    lineDisc: p.lineDisc,
    taxable: p.taxable,
    cgst: p.cgst,
    sgst: p.sgst,
    igst: p.igst,
  };
};
