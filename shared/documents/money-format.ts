import { DECIMALS } from './constants';
import { pow10, type Paise, roundDiv, toScaled } from './money-math';

/**
 * Money display (spec service-documents §1, platform §9): the rupee sign, Indian
 * digit grouping (en-IN: 12,34,56,789) and the configured decimals (2). Works on
 * exact integers, so what is printed is exactly what was computed.
 */

/** Groups an unsigned integer's digits the Indian way: last three, then pairs. */
export const groupIndian = (digits: string): string => {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest.length > 0) groups.unshift(rest);
  return `${groups.join(',')},${last3}`;
};

const render = (scaled: number, decimals: number, symbol: boolean): string => {
  const neg = scaled < 0;
  const abs = neg ? -scaled : scaled;
  const unit = pow10(decimals);
  const whole = Math.floor(abs / unit);
  const frac = abs - whole * unit;
  const body = groupIndian(String(whole)) + (decimals > 0 ? `.${String(frac).padStart(decimals, '0')}` : '');
  return `${neg ? '-' : ''}${symbol ? '₹' : ''}${body}`;
};

export type MoneyFormatOptions = {
  /** Decimal places; defaults to the configured 2. */
  readonly decimals?: number;
  /** Show the rupee sign; default true. */
  readonly symbol?: boolean;
};

/** Formats a rupee amount, e.g. 123456.78 → '₹1,23,456.78'. Rounds half up to `decimals`. */
export const formatMoney = (rupees: number, opts: MoneyFormatOptions = {}): string => {
  const decimals = opts.decimals ?? DECIMALS;
  return render(toScaled(rupees, decimals), decimals, opts.symbol ?? true);
};

/** Formats an integer number of paise, e.g. 12345678 → '₹1,23,456.78'. */
export const formatPaise = (paise: Paise, opts: MoneyFormatOptions = {}): string => {
  const decimals = opts.decimals ?? DECIMALS;
  const scaled = decimals >= 2 ? paise * pow10(decimals - 2) : roundDiv(paise, pow10(2 - decimals));
  return render(scaled, decimals, opts.symbol ?? true);
};
