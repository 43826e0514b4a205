import type { DocumentTotals } from './totals';
import { mulDivRound, type Paise, PERCENT_DIGITS, rupeesToPaise, toScaled } from './money-math';
import type { ValidationIssue } from './validation-issue';
import { DocumentMessages as M } from './validation-messages';

/**
 * Discount, split and payment checks of spec platform §5 'General'.
 */

/**
 * The cap from access data (InvDiscMax / SRDiscMax): a number is an amount in
 * rupees, a string like '10%' a percent of the subtotal. Zero or none means no
 * cap (undefined is returned).
 */
export const discountCapPaise = (cap: number | string | undefined, subtotal: Paise): Paise | undefined => {
  if (cap === undefined || cap === '') return undefined;
  if (typeof cap === 'number') return cap <= 0 ? undefined : rupeesToPaise(cap);
  const m = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(cap);
  if (!m) return undefined;
  const pct = toScaled(Number(m[1]), PERCENT_DIGITS);
  return pct <= 0 ? undefined : mulDivRound(subtotal, pct, 1_000_000);
};

/**
 * Total discount (line discounts on items and services plus the record's
 * document discounts) against the cap, the permission to discount, and each
 * document discount against the amount it applies to.
 */
export const validateDiscounts = (input: {
  readonly totals: DocumentTotals;
  /** Line discounts as entered (before capping at the line amount), summed over counted lines. */
  readonly requestedLineDiscounts: Paise;
  readonly cap?: number | string | undefined;
  /** The Disc permission flag of the user's access data; undefined skips the check. */
  readonly canDiscount?: boolean | undefined;
}): ValidationIssue[] => {
  const { totals } = input;
  const d = totals.discounts;
  const issues: ValidationIssue[] = [];
  if (d.requested.LDisc > d.laborBase) issues.push({ field: 'LDisc', message: M.discountAboveTotal, level: 'error' });
  if (d.requested.PDisc > d.partsBase) issues.push({ field: 'PDisc', message: M.discountAboveTotal, level: 'error' });
  if (d.requested.Disc > d.laborBase - d.LDisc + d.partsBase - d.PDisc)
    issues.push({ field: 'Disc', message: M.discountAboveTotal, level: 'error' });
  const total = input.requestedLineDiscounts + d.requested.LDisc + d.requested.PDisc + d.requested.Disc;
  if (total > 0 && input.canDiscount === false)
    issues.push({ field: 'Disc', message: M.discountNotPermitted, level: 'error' });
  const cap = discountCapPaise(input.cap, totals.overall.amount);
  if (cap !== undefined && total > cap)
    issues.push({ field: 'Disc', message: M.discountAboveCap(cap), level: 'error' });
  return issues;
};

/** Customer + insurance split against the total: above is blocked, below needs confirmation. */
export const validatePayerSplit = (input: {
  readonly customer: number;
  readonly insurance: number;
  readonly total: number;
}): ValidationIssue[] => {
  const split = rupeesToPaise(input.customer) + rupeesToPaise(input.insurance);
  const total = rupeesToPaise(input.total);
  if (split > total) return [{ field: 'Split', message: M.splitAboveTotal, level: 'error' }];
  if (split < total) return [{ field: 'Split', message: M.splitBelowTotal(total - split), level: 'confirm' }];
  return [];
};

/** A payment must be positive and not above the balance (ours: status-from-payments has no overpaid state). */
export const validatePayment = (input: {
  readonly total: number;
  readonly Payments?: readonly { readonly Paid: number }[] | undefined;
  readonly amount: number;
}): ValidationIssue[] => {
  const amount = rupeesToPaise(input.amount);
  if (amount <= 0) return [{ field: 'Paid', message: M.paymentNotPositive, level: 'error' }];
  let paid = 0;
  for (const p of input.Payments ?? []) paid += rupeesToPaise(p.Paid);
  const balance = rupeesToPaise(input.total) - paid;
  return amount > balance
    ? [{ field: 'Paid', message: M.paymentAboveBalance(Math.max(0, balance)), level: 'error' }]
    : [];
};
