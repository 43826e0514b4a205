import Decimal from 'decimal.js';

/**
 * Exact integer arithmetic for money (docs/calculation-rules.md §1).
 *
 * Every figure the engine works with is an integer in a fixed scale:
 * amounts in paise (1/100 rupee), quantities in thousandths, unit prices in
 * millionths of a rupee and percentages in ten-thousandths of a percent. JS
 * numbers hold integers exactly up to 2^53, so sums and differences are exact;
 * products that could pass 2^53 go through decimal.js. Rounding is ROUND_HALF_UP
 * (half away from zero), the usual rule on Indian invoices.
 *
 * decimal.js is the one decimal parser and rounder: figures enter the engine
 * through `toScaled` (which reads a number by its decimal text, as decimal.js
 * does) and are checked by `hasAtMostDecimals`. The hot loop stays in integers.
 */

/**
 * decimal.js as the engine uses it: half away from zero, and 64 significant
 * digits, more than any product of two safe integers (32 digits) plus the
 * fraction needed to round its quotient exactly.
 */
export const Dec = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -64, toExpPos: 64 });

/** An integer number of paise. */
export type Paise = number;

/** Decimal places kept for each kind of figure. */
export const AMOUNT_DIGITS = 2;
export const QTY_DIGITS = 3;
export const PRICE_DIGITS = 6;
export const PERCENT_DIGITS = 4;

export const QTY_SCALE = 1_000;
/** percent × 10^4 and ÷ 100: a rate in this scale times an amount, divided by RATE_DIVISOR. */
export const RATE_DIVISOR = 1_000_000;
/** paise = quantity(milli) × price(micro) / 10^7. */
export const AMOUNT_DIVISOR = 10_000_000;

const POW10 = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000];

export const pow10 = (digits: number): number => {
  const p = POW10[digits];
  if (p === undefined) throw new RangeError(`Unsupported scale 10^${digits}`);
  return p;
};

/**
 * floor(a / d) and the remainder, exactly, for a non-negative safe integer `a`
 * and a positive safe integer `d`. The quotient from float division is only a
 * first guess; the remainder check makes it exact.
 */
const floorDiv = (a: number, d: number): { q: number; r: number } => {
  let q = Math.floor(a / d);
  let r = a - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  return { q, r };
};

/**
 * Integer division rounded half away from zero. `n` must be a safe integer and
 * `d` a positive safe integer.
 */
export const roundDiv = (n: number, d: number): number => {
  const neg = n < 0;
  const { q, r } = floorDiv(neg ? -n : n, d);
  const rounded = 2 * r >= d ? q + 1 : q;
  return neg && rounded !== 0 ? -rounded : rounded;
};

/** A decimal.js integer as a JS number, refused when it would not be exact. */
const toSafeNumber = (value: Decimal): number => {
  const n = value.toNumber();
  if (!Number.isSafeInteger(n)) throw new RangeError('Amount is too large to compute exactly.');
  return n === 0 ? 0 : n;
};

/**
 * round(a × b / d) half up, exactly. When the float product is at most 2^53 − 1
 * the true product is too (a larger integer can never round down below 2^53), so
 * the number path is exact; otherwise decimal.js does the work (the product is
 * exact in 64 digits, and so is the quotient's rounding).
 */
export const mulDivRound = (a: number, b: number, d: number): number => {
  const p = a * b;
  if (p <= Number.MAX_SAFE_INTEGER && p >= -Number.MAX_SAFE_INTEGER) return roundDiv(p, d);
  return toSafeNumber(new Dec(a).times(b).div(d).toDecimalPlaces(0));
};

/** floor(a × b / d) and the remainder, for non-negative integers (used by apportionment). */
export const mulDivFloor = (a: number, b: number, d: number): { q: number; r: number } => {
  const p = a * b;
  if (p <= Number.MAX_SAFE_INTEGER) return floorDiv(p, d);
  const product = new Dec(a).times(b);
  const q = product.divToInt(d);
  return { q: toSafeNumber(q), r: toSafeNumber(product.minus(q.times(d))) };
};

/**
 * The exact decimal value of a JS number as an integer in 10^-digits units,
 * rounded half up beyond `digits`. The number is read by its shortest decimal
 * text (what `String` prints, and what decimal.js reads), never through float
 * multiplication alone, so 0.29 is 29 paise and not 28.999….
 */
export const toScaled = (x: number, digits: number): number => {
  if (!Number.isFinite(x)) throw new RangeError('Not a finite number.');
  const scale = pow10(digits);
  // Fast path, exact by verification: if the correctly rounded p / scale gives back x, then p × 10^-digits
  // is a decimal that reads as x, and below 2^52 it is the only one with that many decimals, so it is
  // what decimal.js would answer. Anything else (more decimals, huge values) goes to decimal.js.
  const p = Math.round(x * scale);
  if (p < 2 ** 52 && p > -(2 ** 52) && p / scale === x) return p === 0 ? 0 : p;
  return toSafeNumber(new Dec(x).toDecimalPlaces(digits).times(scale));
};

/** True when the number's decimal text has no more than `digits` decimal places. */
export const hasAtMostDecimals = (x: number, digits: number): boolean =>
  Number.isFinite(x) && (Number.isInteger(x) || new Dec(x).decimalPlaces() <= digits);

/** Paise as rupees for the wire. Dividing an exact integer by 100 is correctly rounded, so the result prints as the exact 2-decimal value. */
export const paiseToRupees = (p: Paise): number => p / 100;

/** Paise as a rupee text with exactly 2 decimals ('1234.50'), for files (CSV, XML) that want the figure written out. */
export const paiseToRupeeText = (p: Paise): string => new Dec(p).div(100).toFixed(2);

/** Rupees (at most 2 decimals expected) to paise. */
export const rupeesToPaise = (x: number): Paise => toScaled(x, AMOUNT_DIGITS);

/** A scaled integer back to a JS number with that many decimals (correctly rounded division). */
export const fromScaled = (n: number, digits: number): number => n / pow10(digits);
