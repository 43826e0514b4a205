import {
  AMOUNT_DIGITS,
  AMOUNT_DIVISOR,
  mulDivRound,
  type Paise,
  PERCENT_DIGITS,
  PRICE_DIGITS,
  QTY_DIGITS,
  QTY_SCALE,
  RATE_DIVISOR,
  toScaled,
} from './money-math';
import { depreciationOf } from './depreciation';
import type { LineStatus, Payer, PayerBucket } from './statuses';
import { isCountedLine } from './statuses';
import type { ResolvedTax } from './tax-codes';

/**
 * One line of any document, reduced to what the calculation needs, and the
 * per-line arithmetic (docs/calculation-rules.md §2–§4).
 *
 * A line has up to three price columns: C (customer: Pr / UnPr), A (insurer
 * assessed: AssPr) and E (estimated: EstPr). C and A are "portions" that are
 * billed; E is only the quoted figure for comparison and takes no discounts.
 */

export type LineKind = 'Labor' | 'Part';

export type EngineLine = {
  readonly _id: string;
  readonly kind: LineKind;
  readonly Qty?: number | undefined;
  /** Customer price (Pr on labour, UnPr on parts). */
  readonly CPr?: number | undefined;
  readonly AssPr?: number | undefined;
  readonly EstPr?: number | undefined;
  readonly Disc?: number | undefined;
  readonly Perc?: boolean | undefined;
  readonly NoDisc?: boolean | undefined;
  readonly PBy?: Payer | undefined;
  readonly Sts?: LineStatus | undefined;
  readonly TCode?: number | undefined;
  /** Claim depreciation percent of the insurer's portion (depreciation.ts); 0 or absent for none. */
  readonly DepPct?: number | undefined;
};

/** One billed (or estimated) column of a line. All figures in paise. */
export type PortionCalc = {
  bucket: PayerBucket;
  amount: Paise;
  lineDisc: Paise;
  recDisc: Paise;
  /**
   * Claim depreciation moved out of this portion to the customer: positive on the insurer's
   * portion (deducted), negative on the customer's depreciation portion D (taken on). So
   * taxable = amount − lineDisc − recDisc − dep holds on every portion and every total, and
   * the amounts stay the lines' real amounts (dep nets to 0 over a line).
   */
  dep: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
};

export type LineCalc = {
  readonly _id: string;
  readonly kind: LineKind;
  readonly payer: Payer;
  /** False for Cancelled and Declined lines: shown, never summed. */
  readonly counted: boolean;
  /** Takes a share of document discounts (counted and not NoDisc). */
  readonly eligible: boolean;
  readonly tax: ResolvedTax | undefined;
  readonly C: PortionCalc | undefined;
  readonly A: PortionCalc | undefined;
  readonly E: PortionCalc;
  /** Depreciation percent in 10^-4 (0 for none); applied to A's taxable value once discounts are known. */
  readonly depRate: number;
  /**
   * The customer's depreciation portion (bucket customer), set by finishLine when the insurer's
   * portion is depreciated: taxable = the depreciation, taxed like the line.
   */
  D: PortionCalc | undefined;
};

/** The payer bucket of the customer-column portion. */
const customerBucket = (p: Payer): PayerBucket => (p === 'Int' ? 'internal' : p === 'War' ? 'warranty' : 'customer');

export const hasCustomerPortion = (p: Payer): boolean => p !== 'Ins';
export const hasInsurerPortion = (p: Payer): boolean => p === 'Ins' || p === 'InCu';

/** Quantity in thousandths; a missing quantity is 1. */
export const qtyMilli = (qty: number | undefined): number =>
  qty === undefined ? QTY_SCALE : toScaled(qty, QTY_DIGITS);

/** Amount = quantity × unit price, rounded half up to the paisa. */
export const lineAmount = (qMilli: number, price: number | undefined): Paise =>
  price === undefined || price === 0 ? 0 : mulDivRound(qMilli, toScaled(price, PRICE_DIGITS), AMOUNT_DIVISOR);

/** A percentage of an amount, rounded half up to the paisa. */
export const percentOf = (amount: Paise, pct: number): Paise =>
  pct === 0 ? 0 : mulDivRound(amount, toScaled(pct, PERCENT_DIGITS), RATE_DIVISOR);

const portion = (bucket: PayerBucket, amount: Paise): PortionCalc => ({
  bucket,
  amount,
  lineDisc: 0,
  recDisc: 0,
  dep: 0,
  taxable: amount,
  cgst: 0,
  sgst: 0,
  igst: 0,
  total: amount,
});

/**
 * Tax heads on a taxable value. Intra-state: CGST and SGST are each the half rate
 * of the taxable value, rounded the same way, so they are equal by construction.
 * Inter-state: IGST at the full rate. No tax code (or a non-taxable record): none.
 */
export const taxHeads = (taxable: Paise, tax: ResolvedTax | undefined): { cgst: Paise; sgst: Paise; igst: Paise } => {
  if (tax === undefined) return { cgst: 0, sgst: 0, igst: 0 };
  if (tax.intra) {
    const half = mulDivRound(taxable, tax.halfRate, RATE_DIVISOR);
    return { cgst: half, sgst: half, igst: 0 };
  }
  return { cgst: 0, sgst: 0, igst: mulDivRound(taxable, tax.igstRate, RATE_DIVISOR) };
};

/** Taxable value, tax heads and total of a portion once its discounts are known (same rule as taxHeads, without allocating). */
export const applyTax = (p: PortionCalc, tax: ResolvedTax | undefined, taxable: boolean): void => {
  p.taxable = p.amount - p.lineDisc - p.recDisc - p.dep;
  p.cgst = 0;
  p.sgst = 0;
  p.igst = 0;
  if (taxable && tax !== undefined) {
    if (tax.intra) {
      const half = mulDivRound(p.taxable, tax.halfRate, RATE_DIVISOR);
      p.cgst = half;
      p.sgst = half;
    } else {
      p.igst = mulDivRound(p.taxable, tax.igstRate, RATE_DIVISOR);
    }
  }
  p.total = p.taxable + p.cgst + p.sgst + p.igst;
};

/**
 * Amounts and line discounts of one line (before document discounts).
 * A percent line discount applies to every billed portion; an amount discount
 * goes to the customer portion (the insurer's assessed figure is already
 * negotiated), or to the insurer portion on an insurance-only line. A discount
 * larger than its portion is capped at the portion so no taxable value goes
 * negative; validation reports it.
 */
export const prepareLine = (
  l: EngineLine,
  resolveTax: (id: number | undefined) => ResolvedTax | undefined,
  invoiceBucket?: PayerBucket,
): LineCalc => {
  const payer: Payer = l.PBy ?? 'Cus';
  const q = qtyMilli(l.Qty);
  let C: PortionCalc | undefined;
  let A: PortionCalc | undefined;
  if (invoiceBucket !== undefined) {
    C = portion(invoiceBucket, lineAmount(q, l.CPr));
  } else {
    if (hasCustomerPortion(payer)) C = portion(customerBucket(payer), lineAmount(q, l.CPr));
    if (hasInsurerPortion(payer)) A = portion('insurer', lineAmount(q, l.AssPr));
  }
  const E = portion('customer', lineAmount(q, l.EstPr));
  const disc = l.Disc ?? 0;
  if (disc > 0) {
    if (l.Perc) {
      if (C) C.lineDisc = Math.min(C.amount, percentOf(C.amount, disc));
      if (A) A.lineDisc = Math.min(A.amount, percentOf(A.amount, disc));
    } else {
      const target = C ?? A;
      if (target) target.lineDisc = Math.min(target.amount, toScaled(disc, AMOUNT_DIGITS));
    }
  }
  const counted = isCountedLine(l.Sts);
  return {
    _id: l._id,
    kind: l.kind,
    payer,
    counted,
    eligible: counted && !l.NoDisc,
    tax: resolveTax(l.TCode),
    C,
    A,
    E,
    depRate: A !== undefined && l.DepPct !== undefined && l.DepPct > 0 ? toScaled(l.DepPct, PERCENT_DIGITS) : 0,
    D: undefined,
  };
};

/** Uncapped line discount in paise, for validation messages. */
export const requestedLineDiscount = (l: EngineLine, amount: Paise): Paise =>
  (l.Disc ?? 0) === 0 ? 0 : l.Perc ? percentOf(amount, l.Disc ?? 0) : toScaled(l.Disc ?? 0, AMOUNT_DIGITS);

/**
 * Taxes and totals of every column of a prepared line, once RecDisc is known. A claim's
 * depreciation is taken from the insurer's taxable value after all discounts (rounded once)
 * and becomes the customer's portion D; each portion is then taxed on its own, as the
 * insurer's and the customer's invoices will be.
 */
export const finishLine = (line: LineCalc, taxable: boolean): void => {
  if (line.C) applyTax(line.C, line.tax, taxable);
  const A = line.A;
  if (A) {
    if (line.depRate !== 0) {
      const dep = depreciationOf(A.amount - A.lineDisc - A.recDisc, line.depRate);
      A.dep = dep;
      if (dep !== 0) {
        const D = portion('customer', 0);
        D.dep = -dep;
        applyTax(D, line.tax, taxable);
        line.D = D;
      } else line.D = undefined;
    }
    applyTax(A, line.tax, taxable);
  }
  applyTax(line.E, line.tax, taxable);
};

/** Figures of a whole line over its billed portions. */
export const lineFigures = (
  line: LineCalc,
): { recDisc: Paise; netAmt: Paise; total: Paise; estTotal: Paise; dep: Paise } => ({
  recDisc: (line.C?.recDisc ?? 0) + (line.A?.recDisc ?? 0),
  netAmt: (line.C?.taxable ?? 0) + (line.A?.taxable ?? 0) + (line.D?.taxable ?? 0),
  total: (line.C?.total ?? 0) + (line.A?.total ?? 0) + (line.D?.total ?? 0),
  estTotal: line.E.total,
  dep: line.A?.dep ?? 0,
});
