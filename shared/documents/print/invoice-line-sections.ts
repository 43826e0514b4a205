import { formatPaise } from '../money-format';
import { type TaxLine, sumLines } from './invoice-lines';
import { formatPercent, formatRate, moneyRow } from './print-figures';
import type { PrintColumn, PrintRow, PrintSection, PrintTotalRow } from './print-model';
import type { PrintTaxView } from './variants';

/**
 * The line lists of an invoice or credit note print (build-invoice-print-model.ts):
 * Rule 46's columns and cells, rows under headings, a section of lines, and the
 * Labour / Parts summary sections.
 */

const col = (key: string, label: string, align: PrintColumn['align'] = 'left'): PrintColumn => ({ key, label, align });
const rateText = (rate: number | undefined): string => (rate === undefined ? '' : `${formatPercent(rate)}%`);

/** The columns of a line list: Rule 46's per-line fields; the tax heads only with tax per line, each only when a line fills it. */
export const lineColumns = (lines: readonly TaxLine[], tax: PrintTaxView, localHead: string): PrintColumn[] => {
  const s = sumLines(lines);
  return [
    col('no', '#', 'right'),
    col('desc', 'Description'),
    col('code', 'HSN/SAC'),
    col('qty', 'Qty', 'right'),
    col('unit', 'Unit'),
    col('rate', 'Rate', 'right'),
    col('amount', 'Amount', 'right'),
    ...(s.disc !== 0 ? [col('disc', 'Discount', 'right')] : []),
    col('taxable', 'Taxable value', 'right'),
    ...(tax === 'perLine'
      ? [
          col('gst', 'GST %', 'right'),
          ...(s.cgst > 0 ? [col('cgst', 'CGST', 'right')] : []),
          ...(s.sgst > 0 ? [col('sgst', localHead, 'right')] : []),
          ...(s.igst > 0 ? [col('igst', 'IGST', 'right')] : []),
          col('total', 'Total', 'right'),
        ]
      : []),
  ];
};

const lineCells = (l: TaxLine, no: number): Record<string, string> => ({
  no: String(no),
  desc: l.desc,
  code: l.code,
  qty: String(l.qty),
  unit: l.unit,
  rate: formatRate(l.price),
  amount: formatPaise(l.amount),
  disc: l.disc !== 0 ? formatPaise(l.disc) : '',
  taxable: formatPaise(l.taxable),
  gst: rateText(l.rate),
  cgst: l.cgst > 0 ? formatPaise(l.cgst) : '',
  sgst: l.sgst > 0 ? formatPaise(l.sgst) : '',
  igst: l.igst > 0 ? formatPaise(l.igst) : '',
  total: formatPaise(l.total),
});

/** Rows under optional headings; numbering runs on across the groups. */
export const rowsOf = (
  groups: readonly { title?: string; lines: readonly TaxLine[] }[],
  cells: (l: TaxLine, no: number) => Record<string, string> = lineCells,
): PrintRow[] => {
  let no = 0;
  return groups.flatMap((g): PrintRow[] => {
    if (g.lines.length === 0) return [];
    const rows = g.lines.map((l): PrintRow => ({ kind: 'line', cells: cells(l, (no += 1)) }));
    return g.title ? [{ kind: 'group', title: g.title }, ...rows] : rows;
  });
};

export const section = (
  id: string,
  title: string,
  lines: readonly TaxLine[],
  tax: PrintTaxView,
  localHead: string,
  totals: readonly PrintTotalRow[] = [],
): PrintSection => ({
  id,
  title,
  columns: lineColumns(lines, tax, localHead),
  rows: rowsOf([{ lines }]),
  totals,
});

export const labourOf = (lines: readonly TaxLine[]): TaxLine[] => lines.filter((l) => l.kind === 'Labor');
export const partsOf = (lines: readonly TaxLine[]): TaxLine[] => lines.filter((l) => l.kind === 'Part');

export const summarySection = (
  id: string,
  title: string,
  lines: readonly TaxLine[],
  tax: PrintTaxView,
): PrintSection => {
  const s = sumLines(lines);
  const rows =
    tax === 'none'
      ? [moneyRow('Total (before tax)', s.taxable, true)]
      : [
          ...(s.disc !== 0 ? [moneyRow('Amount', s.amount), moneyRow('Discount', -s.disc)] : []),
          moneyRow('Taxable value', s.taxable),
          moneyRow('GST', s.tax),
          moneyRow('Total', s.total, true),
        ];
  return { id, title, columns: [], rows: [], totals: rows };
};
