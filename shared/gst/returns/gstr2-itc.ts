import type { Paise } from '../../documents/money-math';
import { PERCENT_DIGITS, fromScaled } from '../../documents/money-math';
import { taxResolver, type TaxCode } from '../../documents/tax-codes';
import { isValidGstin } from '../gstin';
import { ItcMessages } from './gstr2-messages';

/**
 * A vendor bill's input tax credit (docs/gst-returns.md 'GSTR-2 / ITC'): the
 * return period it is claimed in (`ItcPeriod`, MMYYYY as the GST returns write
 * `fp`/`ret_period`), whether it claims at all, and its credit per rate. Pure.
 */

/** MMYYYY: month 01–12 and a year of this century. */
export const ITC_PERIOD = /^(0[1-9]|1[0-2])20\d{2}$/;

/** YYYY-MM-DD or YYYY-MM → MMYYYY. */
export const itcPeriodOf = (date: string): string => `${date.slice(5, 7)}${date.slice(0, 4)}`;
/** MMYYYY → YYYY-MM (the order months compare in, and the reports' `Period`). */
export const monthOfItcPeriod = (period: string): string => `${period.slice(2, 6)}-${period.slice(0, 2)}`;

const nextMonth = (month: string): string => {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * The last month a bill's credit can be claimed in: CGST Act s.16(4) (as amended by
 * the Finance Act 2022), the return for November following the end of the financial
 * year (April–March, whatever the branch's own year) of the bill's date.
 */
export function lastItcMonth(billDate: string): string {
  const year = Number(billDate.slice(0, 4));
  const fyEnd = Number(billDate.slice(5, 7)) >= 4 ? year + 1 : year;
  return `${fyEnd}-11`;
}

/**
 * Who claims (docs/books.md 'Expenses' decision, CGST Act s.16(2)(a)): a bill with a
 * valid vendor GSTIN (its bill number is always required); and a bill whose tax the
 * branch pays itself under reverse charge, paid in cash and claimable in the same return.
 */
export const claimsItc = (bill: { VendGSTIN?: string | undefined; RevCharge: boolean }): boolean =>
  bill.RevCharge || (bill.VendGSTIN !== undefined && isValidGstin(bill.VendGSTIN));

export type ItcPeriodCheck = {
  period: string;
  billDate: string;
  /** The branch's today (YYYY-MM-DD). */
  today: string;
  /** The branch's closed month of the books (YYYY-MM), if any. */
  closed?: string | undefined;
};

/** Why a period cannot be a bill's ITC period, or undefined when it can. */
export function itcPeriodProblem(c: ItcPeriodCheck): string | undefined {
  if (!ITC_PERIOD.test(c.period)) return ItcMessages.periodShape;
  const month = monthOfItcPeriod(c.period);
  const billMonth = c.billDate.slice(0, 7);
  const current = c.today.slice(0, 7);
  if (month < billMonth) return ItcMessages.periodBeforeBill(itcPeriodOf(billMonth));
  if (month > current) return ItcMessages.periodInFuture(itcPeriodOf(current));
  const last = lastItcMonth(c.billDate);
  if (month > last) return ItcMessages.periodTooLate(itcPeriodOf(last));
  if (c.closed && month <= c.closed) return ItcMessages.periodClosed(c.closed);
  return undefined;
}

/**
 * The period a new bill claims in: the month of the vendor's bill date, or the first
 * month after the books' closed month when that one is closed (a bill recorded late
 * claims in the first open return). Undefined when that is past the s.16(4) limit.
 */
export function defaultItcPeriod(c: Omit<ItcPeriodCheck, 'period'>): string | undefined {
  const billMonth = c.billDate.slice(0, 7);
  const month = c.closed && c.closed >= billMonth ? nextMonth(c.closed) : billMonth;
  return month > lastItcMonth(c.billDate) ? undefined : itcPeriodOf(month);
}

/** A bill's credit at one rate: taxable value and each head, in paise. */
export type ItcRow = { Rate: number; TxvalP: Paise; IgstP: Paise; CgstP: Paise; SgstP: Paise; CessP: Paise };

export type ItcLine = {
  TCode?: number | undefined;
  AmtP: Paise;
  ChgP: Paise;
  CgstP: Paise;
  SgstP: Paise;
  IgstP: Paise;
};

/**
 * The bill's lines summed per rate (the rate of the line's code in force on the
 * vendor's bill date; a line without a code is at 0%), ascending. Amounts are the
 * lines' own paise, never re-derived from the rate, so the rows add up to the bill.
 */
export function itcRows(lines: readonly ItcLine[], codes: readonly TaxCode[], billDate: string): ItcRow[] {
  const resolve = taxResolver(codes, billDate);
  const rows = new Map<number, ItcRow>();
  for (const l of lines) {
    const tax = resolve(l.TCode);
    const scaled = tax ? (tax.intra ? 2 * tax.halfRate : tax.igstRate) : 0;
    const Rate = fromScaled(scaled, PERCENT_DIGITS);
    const row = rows.get(Rate) ?? { Rate, TxvalP: 0, IgstP: 0, CgstP: 0, SgstP: 0, CessP: 0 };
    row.TxvalP += l.AmtP + l.ChgP;
    row.IgstP += l.IgstP;
    row.CgstP += l.CgstP;
    row.SgstP += l.SgstP;
    rows.set(Rate, row);
  }
  return [...rows.values()].sort((a, b) => a.Rate - b.Rate);
}

/**
 * A new bill's ITC period: the one asked for (checked), else the default; none when
 * the bill claims nothing (asking for one then is refused: the credit needs the
 * supplier's GSTIN or reverse charge).
 */
export function newBillItcPeriod(c: Omit<ItcPeriodCheck, 'period'> & { asked?: string | undefined; claims: boolean }): {
  period?: string;
  problem?: string;
} {
  if (!c.claims) return c.asked ? { problem: ItcMessages.notClaimable } : {};
  if (!c.asked) {
    const period = defaultItcPeriod(c);
    return period ? { period } : {};
  }
  const problem = itcPeriodProblem({ ...c, period: c.asked });
  return problem ? { problem } : { period: c.asked };
}
