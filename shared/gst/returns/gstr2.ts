import { paiseToRupeeText, type Paise } from '../../documents/money-math';
import type { Heads } from './gstr1';
import type { CsvTable } from './gstr1-csv';
import { templateDate, templatePos } from './gstr1-rules';
import type { ItcRow } from './gstr2-itc';

/**
 * The GSTR-2 / ITC report of a month (docs/gst-returns.md 'GSTR-2 / ITC'): the
 * vendor bills claimed in the period, one row per bill and rate, with their
 * credit per head, the totals per rate and in all. Pure: the bills' own paise
 * in (the `IX#ITC` items), sums out; nothing is re-derived from a rate.
 */

/** What the report reads of a claimed bill (functions/data/purchasing/bill-itc-index.ts). */
export type ItcBill = {
  DocId: string;
  Num: string;
  VendId: string;
  VendName: string;
  VendGSTIN?: string | undefined;
  VendBillNo: string;
  VendBillDate: string;
  POS: string;
  RevCharge: boolean;
  ItcPeriod: string;
  ItcRows: readonly ItcRow[];
  TotP: Paise;
};

/** Taxable value and each head in paise, as GSTR-1's sections carry them. */
export type ItcHeads = Heads;
export const NO_HEADS: ItcHeads = { Taxable: 0, IGST: 0, CGST: 0, SGST: 0, Cess: 0 };

export const addItcHeads = (a: ItcHeads, b: ItcHeads): ItcHeads => ({
  Taxable: a.Taxable + b.Taxable,
  IGST: a.IGST + b.IGST,
  CGST: a.CGST + b.CGST,
  SGST: a.SGST + b.SGST,
  Cess: a.Cess + b.Cess,
});

const headsOfRow = (r: ItcRow): ItcHeads => ({
  Taxable: r.TxvalP,
  IGST: r.IgstP,
  CGST: r.CgstP,
  SGST: r.SgstP,
  Cess: r.CessP,
});

/** A bill's credit in all its rates. */
export const billItcHeads = (b: Pick<ItcBill, 'ItcRows'>): ItcHeads =>
  b.ItcRows.reduce((t, r) => addItcHeads(t, headsOfRow(r)), NO_HEADS);

export type Gstr2Row = {
  bill: ItcBill;
  Rate: number;
  Heads: ItcHeads;
};

export type Gstr2 = {
  period: string;
  rows: Gstr2Row[];
  /** Per rate, ascending. */
  byRate: { Rate: number; Heads: ItcHeads }[];
  /** The bills whose tax is payable on reverse charge (GSTR-3B 3.1(d), 4(A)(3)). */
  reverseCharge: ItcHeads;
  total: ItcHeads;
  bills: number;
};

const billOrder = (a: ItcBill, b: ItcBill): number =>
  a.VendBillDate.localeCompare(b.VendBillDate) ||
  (a.VendGSTIN ?? '').localeCompare(b.VendGSTIN ?? '') ||
  a.VendBillNo.localeCompare(b.VendBillNo) ||
  a.DocId.localeCompare(b.DocId);

/** `period` is YYYY-MM; `bills` those claimed in it. */
export function buildGstr2(bills: readonly ItcBill[], period: string): Gstr2 {
  const sorted = [...bills].sort(billOrder);
  const rows: Gstr2Row[] = sorted.flatMap((bill) =>
    bill.ItcRows.map((r) => ({ bill, Rate: r.Rate, Heads: headsOfRow(r) })),
  );
  const rates = new Map<number, ItcHeads>();
  for (const r of rows) rates.set(r.Rate, addItcHeads(rates.get(r.Rate) ?? NO_HEADS, r.Heads));
  const reverseCharge = rows.filter((r) => r.bill.RevCharge).reduce((t, r) => addItcHeads(t, r.Heads), NO_HEADS);
  return {
    period,
    rows,
    byRate: [...rates.entries()].sort(([a], [b]) => a - b).map(([Rate, Heads]) => ({ Rate, Heads })),
    reverseCharge,
    total: rows.reduce((t, r) => addItcHeads(t, r.Heads), NO_HEADS),
    bills: sorted.length,
  };
}

const money = paiseToRupeeText;

export const GSTR2_CSV_HEADER = [
  'GSTIN of Supplier',
  'Supplier Name',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Rate',
  'Taxable Value',
  'Integrated Tax Paid',
  'Central Tax Paid',
  'State/UT Tax Paid',
  'Cess Paid',
  'Bill Number',
] as const;

/** The report as a table, one row per bill and rate, then a total row. Cells only: the call encodes them. */
export function gstr2CsvTable(r: Gstr2): CsvTable {
  const rows: (string | number)[][] = r.rows.map(({ bill, Rate, Heads }) => [
    bill.VendGSTIN ?? '',
    bill.VendName,
    bill.VendBillNo,
    templateDate(bill.VendBillDate),
    money(bill.TotP),
    templatePos(bill.POS),
    bill.RevCharge ? 'Y' : 'N',
    Rate,
    money(Heads.Taxable),
    money(Heads.IGST),
    money(Heads.CGST),
    money(Heads.SGST),
    money(Heads.Cess),
    bill.Num,
  ]);
  const t = r.total;
  rows.push([
    'Total',
    `${r.bills} bills`,
    '',
    '',
    '',
    '',
    '',
    '',
    ...[t.Taxable, t.IGST, t.CGST, t.SGST, t.Cess].map(money),
    '',
  ]);
  return { header: [...GSTR2_CSV_HEADER], rows };
}
