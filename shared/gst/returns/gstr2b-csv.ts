import { rupees } from './gstr1-rules';
import type { Gstr2bHeads } from './gstr2b';
import type { Gstr2bReason, Gstr2bRow, Gstr2bStatus } from './gstr2b-reconcile';

/**
 * The reconciliation as a spreadsheet (docs/purchasing.md §17.6): one row per
 * outcome, the 2B's document and the bill side by side, amounts in rupees with
 * two decimals. Cells only; the call encodes them (functions/lib/http/csv-reply.ts).
 */

export const GSTR2B_STATUS_LABELS: Readonly<Record<Gstr2bStatus, string>> = {
  Matched: 'Matched',
  Mismatched: 'Mismatched',
  MissingInBooks: 'Missing in books',
  MissingIn2B: 'Missing in 2B',
};
export const GSTR2B_REASON_LABELS: Readonly<Record<Gstr2bReason, string>> = {
  Value: 'value',
  Tax: 'tax',
  Date: 'date',
  GSTIN: 'GSTIN',
  Number: 'number',
};

const HEADS = ['Taxable', 'IGST', 'CGST', 'SGST', 'Cess', 'Value'] as const;
const headCells = (h: Gstr2bHeads | undefined): (string | number)[] =>
  h ? [h.TaxableP, h.IgstP, h.CgstP, h.SgstP, h.CessP, h.ValueP].map(rupees) : HEADS.map(() => '');

export const GSTR2B_CSV_HEADER: readonly string[] = [
  'Status',
  'Reason',
  'Supplier GSTIN (2B)',
  'Supplier (2B)',
  'Document (2B)',
  'Number (2B)',
  'Date (2B)',
  ...HEADS.map((h) => `${h} (2B)`),
  'Bill',
  'Vendor',
  'Vendor GSTIN (bill)',
  "Vendor's number (bill)",
  "Vendor's date (bill)",
  ...HEADS.map((h) => `${h} (bill)`),
];

export function gstr2bCsvTable(rows: readonly Gstr2bRow[]): { header: readonly string[]; rows: (string | number)[][] } {
  return {
    header: GSTR2B_CSV_HEADER,
    rows: rows.map((r) => [
      GSTR2B_STATUS_LABELS[r.Status],
      r.Reasons.map((x) => GSTR2B_REASON_LABELS[x]).join(', '),
      r.Doc?.GSTIN ?? '',
      r.Doc?.Name ?? '',
      r.Doc ? (r.Doc.Kind === 'INV' ? 'Invoice' : r.Doc.Kind === 'CN' ? 'Credit note' : 'Debit note') : '',
      r.Doc?.No ?? '',
      r.Doc?.Date ?? '',
      ...headCells(r.Doc),
      r.Bill?.Num ?? '',
      r.Bill?.VendName ?? '',
      r.Bill?.GSTIN ?? '',
      r.Bill?.No ?? '',
      r.Bill?.Date ?? '',
      ...headCells(r.Bill),
    ]),
  };
}
