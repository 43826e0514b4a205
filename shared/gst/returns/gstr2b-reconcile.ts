import type { Paise } from '../../documents/money-math';
import { normaliseGstin } from '../gstin';
import type { Gstr2bDoc, Gstr2bHeads } from './gstr2b';

/**
 * GSTR-2B against the bills (docs/purchasing.md §17.3). Pure and linear in the
 * two lists: bills are indexed by supplier GSTIN and loose number, then by GSTIN
 * and date, then by loose number alone, and each 2B invoice looks itself up once
 * per pass. India Compliance's purchase reconciliation (REFERENCE.md 'Input tax
 * credit') is the model: GSTIN exactly, the number loosely, amounts within ₹1 a head.
 */

/** What a bill brings to the reconciliation (read from its header). */
export type Gstr2bBill = Gstr2bHeads & {
  BillId: string;
  /** The branch's own bill number (BILL/…). */
  Num: string;
  VendId: string;
  VendName: string;
  /** The vendor's GSTIN on the bill ('' for an unregistered vendor). */
  GSTIN: string;
  /** The vendor's own bill number and date. */
  No: string;
  Date: string;
  /** The return period (YYYY-MM) the bill's credit is claimed in, where the bill records one. */
  ItcPeriod?: string;
};

export type Gstr2bStatus = 'Matched' | 'Mismatched' | 'MissingInBooks' | 'MissingIn2B';
export type Gstr2bReason = 'Value' | 'Tax' | 'Date' | 'GSTIN' | 'Number';
export const GSTR2B_STATUSES: readonly Gstr2bStatus[] = ['Matched', 'Mismatched', 'MissingInBooks', 'MissingIn2B'];

export type Gstr2bRow = {
  Status: Gstr2bStatus;
  Reasons: Gstr2bReason[];
  Doc?: Gstr2bDoc;
  Bill?: Gstr2bBill;
};
export type Gstr2bCounts = Record<Gstr2bStatus, number>;
export type Gstr2bReconciliation = { Rows: Gstr2bRow[]; Counts: Gstr2bCounts };

/** ₹1 per tax head, the tolerance India Compliance uses: rounding by line or by document differs by paise. */
export const HEAD_TOLERANCE_P: Paise = 100;

/**
 * A bill number as compared: upper case, no spaces, '-' read as '/', and no leading
 * zeros in any run of digits ('inv - 0042' and 'INV/42' are one number). Both sides
 * go through it, so two numbers that differ only in these ways are the same bill.
 */
export const looseBillNo = (no: string): string =>
  no
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/-/g, '/')
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ''));

const near = (a: Paise, b: Paise): boolean => Math.abs(a - b) <= HEAD_TOLERANCE_P;
const valueNear = (d: Gstr2bHeads, b: Gstr2bHeads): boolean => near(d.ValueP, b.ValueP) && near(d.TaxableP, b.TaxableP);
const taxNear = (d: Gstr2bHeads, b: Gstr2bHeads): boolean =>
  near(d.IgstP, b.IgstP) && near(d.CgstP, b.CgstP) && near(d.SgstP, b.SgstP) && near(d.CessP, b.CessP);

/** The reasons a 2B invoice and the bill found for it differ (none: matched). */
function differences(doc: Gstr2bDoc, bill: Gstr2bBill): Gstr2bReason[] {
  const reasons: Gstr2bReason[] = [];
  if (!valueNear(doc, bill)) reasons.push('Value');
  if (!taxNear(doc, bill)) reasons.push('Tax');
  if (doc.Date !== bill.Date) reasons.push('Date');
  return reasons;
}

/** Buckets of bills by a key, each bill taken at most once (`used`). */
class BillIndex {
  private readonly map = new Map<string, Gstr2bBill[]>();
  constructor(bills: readonly Gstr2bBill[], key: (b: Gstr2bBill) => string | undefined) {
    for (const b of bills) {
      const k = key(b);
      if (k === undefined) continue;
      const list = this.map.get(k);
      if (list) list.push(b);
      else this.map.set(k, [b]);
    }
  }
  find(k: string, used: Set<string>, fits: (b: Gstr2bBill) => boolean = () => true): Gstr2bBill | undefined {
    return this.map.get(k)?.find((b) => !used.has(b.BillId) && fits(b));
  }
}

/** A bill the 2B of `period` should list: its claim period where it records one, else its vendor's date. */
const billOfPeriod = (b: Gstr2bBill, period: string): boolean =>
  b.GSTIN !== '' && (b.ItcPeriod ? b.ItcPeriod === period : b.Date.startsWith(period));

const ORDER: Record<Gstr2bStatus, number> = { Mismatched: 0, MissingInBooks: 1, MissingIn2B: 2, Matched: 3 };
const sortKey = (r: Gstr2bRow): string => {
  const side = r.Doc ?? r.Bill;
  return `${side?.GSTIN ?? ''}|${side?.Date ?? ''}|${side?.No ?? ''}`;
};

/**
 * Reconciles the 2B's documents with the bills read for the month (bills recorded
 * in and after it). Invoices (b2b, b2ba) are matched to bills:
 * 1. same supplier GSTIN and loosely equal number → Matched, or Mismatched with
 *    Value / Tax (beyond ₹1 a head) and Date;
 * 2. else a bill of the same GSTIN, date and every amount within ₹1 → Mismatched 'Number';
 * 3. else a bill of the same loose number, date and amounts under another GSTIN (or
 *    none) → Mismatched 'GSTIN';
 * 4. else MissingInBooks. Supplier notes (cdnr) are MissingInBooks: the books hold no
 *    vendor notes to match them with yet.
 * Bills of the period (billOfPeriod) that no 2B document took are MissingIn2B; bills
 * of other months read with them are only candidates (a late-filed invoice).
 */
export function reconcileGstr2b(
  docs: readonly Gstr2bDoc[],
  bills: readonly Gstr2bBill[],
  period: string,
): Gstr2bReconciliation {
  const rows: Gstr2bRow[] = [];
  const used = new Set<string>();
  const gstinOf = (b: Gstr2bBill) => normaliseGstin(b.GSTIN);
  const byNumber = new BillIndex(bills, (b) => (b.GSTIN ? `${gstinOf(b)}|${looseBillNo(b.No)}` : undefined));
  const byDate = new BillIndex(bills, (b) => (b.GSTIN ? `${gstinOf(b)}|${b.Date}` : undefined));
  const byLooseNo = new BillIndex(bills, (b) => looseBillNo(b.No));
  const invoices = docs.filter((d) => d.Kind === 'INV');
  const open: Gstr2bDoc[] = [];

  for (const doc of invoices) {
    const bill = byNumber.find(`${doc.GSTIN}|${looseBillNo(doc.No)}`, used);
    if (!bill) {
      open.push(doc);
      continue;
    }
    used.add(bill.BillId);
    const reasons = differences(doc, bill);
    rows.push({ Status: reasons.length === 0 ? 'Matched' : 'Mismatched', Reasons: reasons, Doc: doc, Bill: bill });
  }
  const sameFigures = (doc: Gstr2bDoc) => (b: Gstr2bBill) => valueNear(doc, b) && taxNear(doc, b);
  for (const doc of open) {
    const byFigures = byDate.find(`${doc.GSTIN}|${doc.Date}`, used, sameFigures(doc));
    const other =
      byFigures ??
      byLooseNo.find(
        looseBillNo(doc.No),
        used,
        (b) => b.Date === doc.Date && gstinOf(b) !== doc.GSTIN && sameFigures(doc)(b),
      );
    if (other) {
      used.add(other.BillId);
      rows.push({ Status: 'Mismatched', Reasons: [byFigures ? 'Number' : 'GSTIN'], Doc: doc, Bill: other });
    } else rows.push({ Status: 'MissingInBooks', Reasons: [], Doc: doc });
  }
  for (const doc of docs) if (doc.Kind !== 'INV') rows.push({ Status: 'MissingInBooks', Reasons: [], Doc: doc });
  for (const bill of bills)
    if (!used.has(bill.BillId) && billOfPeriod(bill, period))
      rows.push({ Status: 'MissingIn2B', Reasons: [], Bill: bill });

  rows.sort((a, b) => ORDER[a.Status] - ORDER[b.Status] || sortKey(a).localeCompare(sortKey(b)));
  const Counts: Gstr2bCounts = { Matched: 0, Mismatched: 0, MissingInBooks: 0, MissingIn2B: 0 };
  for (const r of rows) Counts[r.Status] += 1;
  return { Rows: rows, Counts };
}
