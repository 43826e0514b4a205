import { formatPaise } from '../money-format';
import type { Complaint } from '../schemas';
import { isCountedLine } from '../statuses';
import {
  addPrices,
  formatPercent,
  formatRate,
  lineGstRate,
  portionsOf,
  SHARE_TITLES,
  type Share,
  type ShareOrAll,
  sumPortions,
} from './print-figures';
import type { PrintLine } from './print-lines';
import type { PrintColumn, PrintRow, PrintSection, PrintTotalRow } from './print-model';
import type { PrintTaxView } from './variants';

/**
 * Sections of a print: complaints, labour and parts (or one merged list), the
 * columns each variant shows, and one row per line. docs/printing.md §2.
 */

/** A run of lines under an optional heading (Overall Estimate: one group per estimate). */
export type LineGroup = { readonly title?: string | undefined; readonly lines: readonly PrintLine[] };

const col = (key: string, label: string, align: PrintColumn['align'] = 'left'): PrintColumn => ({ key, label, align });

/** Which of the optional columns the lines need: a column nobody fills is left out (dense but calm). */
type ColumnNeeds = {
  code: boolean;
  disc: boolean;
  dep: boolean;
  heads: { cgst: boolean; sgst: boolean; igst: boolean };
};

/** A line list's portions: the customer's list leaves its depreciation portion to the depreciation section. */
const listPortions = (line: PrintLine, share: ShareOrAll) => portionsOf(line.calc, share, share !== 'customer');

const needsOf = (lines: readonly PrintLine[], share: ShareOrAll): ColumnNeeds => {
  const needs: ColumnNeeds = { code: false, disc: false, dep: false, heads: { cgst: false, sgst: false, igst: false } };
  for (const line of lines) {
    const t = sumPortions(listPortions(line, share));
    if (line.code) needs.code = true;
    if (t.lineDisc + t.recDisc > 0) needs.disc = true;
    if (t.dep !== 0) needs.dep = true;
    if (t.cgst > 0) needs.heads.cgst = true;
    if (t.sgst > 0) needs.heads.sgst = true;
    if (t.igst > 0) needs.heads.igst = true;
  }
  return needs;
};

/** Columns of a priced list for one share (or all) and a tax view. */
const pricedColumns = (needs: ColumnNeeds, tax: PrintTaxView, codeLabel: string): PrintColumn[] => [
  col('no', '#', 'right'),
  col('desc', 'Description'),
  ...(needs.code ? [col('code', codeLabel)] : []),
  col('qty', 'Qty', 'right'),
  col('rate', 'Rate', 'right'),
  col('amount', 'Amount', 'right'),
  ...(needs.disc ? [col('disc', 'Discount', 'right')] : []),
  ...(needs.dep ? [col('dep', 'Less depreciation', 'right')] : []),
  col('taxable', 'Taxable value', 'right'),
  ...(tax === 'perLine'
    ? [
        col('gst', 'GST %', 'right'),
        ...(needs.heads.cgst ? [col('cgst', 'CGST', 'right')] : []),
        ...(needs.heads.sgst ? [col('sgst', 'SGST', 'right')] : []),
        ...(needs.heads.igst ? [col('igst', 'IGST', 'right')] : []),
        col('total', 'Total', 'right'),
      ]
    : []),
];

const rateOf = (line: PrintLine, share: ShareOrAll): number | undefined => {
  if (share === 'insurer') return line.aPrice;
  if (share !== 'all') return line.cPrice;
  const c = line.calc.C ? line.cPrice : undefined;
  const a = line.calc.A ? line.aPrice : undefined;
  return line.calc.C && line.calc.A ? addPrices(c, a) : (c ?? a);
};

const pricedCells = (line: PrintLine, no: number, share: ShareOrAll): Record<string, string> | undefined => {
  const portions = listPortions(line, share);
  if (portions.length === 0) return undefined;
  const t = sumPortions(portions);
  return {
    no: String(no),
    desc: line.desc,
    code: line.code,
    qty: String(line.qty),
    rate: formatRate(rateOf(line, share)),
    amount: formatPaise(t.amount),
    disc: t.lineDisc + t.recDisc > 0 ? formatPaise(t.lineDisc + t.recDisc) : '',
    dep: t.dep !== 0 ? formatPaise(t.dep) : '',
    taxable: formatPaise(t.taxable),
    gst: lineGstRate(line.calc, portions),
    cgst: t.cgst > 0 ? formatPaise(t.cgst) : '',
    sgst: t.sgst > 0 ? formatPaise(t.sgst) : '',
    igst: t.igst > 0 ? formatPaise(t.igst) : '',
    total: formatPaise(t.total),
  };
};

/** Rows of groups; numbering runs on across groups. Lines without a portion of the share are left out. */
const groupRows = (
  groups: readonly LineGroup[],
  cells: (line: PrintLine, no: number) => Record<string, string> | undefined,
): PrintRow[] => {
  const rows: PrintRow[] = [];
  let no = 0;
  for (const group of groups) {
    const lineRows: PrintRow[] = [];
    for (const line of group.lines) {
      const c = cells(line, no + 1);
      if (c === undefined) continue;
      no += 1;
      lineRows.push({ kind: 'line', cells: c });
    }
    if (lineRows.length === 0) continue;
    if (group.title) rows.push({ kind: 'group', title: group.title });
    rows.push(...lineRows);
  }
  return rows;
};

export const pricedSection = (
  id: string,
  title: string,
  groups: readonly LineGroup[],
  share: ShareOrAll,
  tax: PrintTaxView,
  totals: readonly PrintTotalRow[] = [],
): PrintSection => {
  const lines = groups.flatMap((g) => g.lines);
  const codeLabel = lines.every((l) => l.kind === 'Labor')
    ? 'SAC'
    : lines.every((l) => l.kind === 'Part')
      ? 'Part No.'
      : 'SAC / Part No.';
  return {
    id,
    title,
    columns: pricedColumns(needsOf(lines, share), tax, codeLabel),
    rows: groupRows(groups, (line, no) => pricedCells(line, no, share)),
    totals,
  };
};

/** Insurance + Customer: one list, each share's amount in its own column (taxable values, or totals with per-line tax). */
export const sideBySideSection = (
  id: string,
  title: string,
  groups: readonly LineGroup[],
  shares: readonly Share[],
  tax: PrintTaxView,
): PrintSection => {
  const figure = tax === 'perLine' ? 'total' : 'taxable';
  return {
    id,
    title,
    columns: [
      col('no', '#', 'right'),
      col('desc', 'Description'),
      col('qty', 'Qty', 'right'),
      ...shares.map((s) => col(s, SHARE_TITLES[s], 'right')),
    ],
    rows: groupRows(groups, (line, no) => {
      if (portionsOf(line.calc, 'all').length === 0) return undefined;
      const cells: Record<string, string> = { no: String(no), desc: line.desc, qty: String(line.qty) };
      for (const s of shares) {
        const portions = portionsOf(line.calc, s);
        cells[s] = portions.length > 0 ? formatPaise(sumPortions(portions)[figure]) : '';
      }
      return cells;
    }),
    totals: [],
  };
};

/** Customer Only: the depreciation the customer bears on insurer-assessed parts, line by line. */
export const depreciationSection = (groups: readonly LineGroup[]): PrintSection | undefined => {
  const rows = groupRows(groups, (line, no) =>
    line.dep > 0 && line.calc.counted
      ? { no: String(no), desc: line.desc, pct: `${formatPercent(line.depRate)}%`, dep: formatPaise(line.dep) }
      : undefined,
  );
  if (rows.length === 0) return undefined;
  return {
    id: 'depreciation',
    title: 'Depreciation on insurer-assessed parts',
    columns: [
      col('no', '#', 'right'),
      col('desc', 'Description'),
      col('pct', 'Dep. %', 'right'),
      col('dep', 'Depreciation', 'right'),
    ],
    rows,
    totals: [],
  };
};

export const complaintsSection = (
  groups: readonly { title?: string | undefined; comps: readonly Complaint[] }[],
): PrintSection | undefined => {
  const rows: PrintRow[] = [];
  let no = 0;
  for (const g of groups) {
    const comps = g.comps.filter((c) => (c.Desc ?? '').trim() !== '');
    if (comps.length === 0) continue;
    if (g.title) rows.push({ kind: 'group', title: g.title });
    for (const c of comps) {
      no += 1;
      rows.push({ kind: 'line', cells: { no: String(no), desc: c.Desc ?? '' } });
    }
  }
  if (rows.length === 0) return undefined;
  return {
    id: 'complaints',
    title: 'Complaints',
    columns: [col('no', '#', 'right'), col('desc', 'Complaint')],
    rows,
    totals: [],
  };
};

/** Technician Copy: labour with technician and job status, parts with quantities; no prices. */
export const technicianSections = (
  groups: readonly LineGroup[],
  technicians: Readonly<Record<string, string>>,
): PrintSection[] => {
  const active = (kind: PrintLine['kind']): LineGroup[] =>
    groups.map((g) => ({ title: g.title, lines: g.lines.filter((l) => l.kind === kind && isCountedLine(l.sts)) }));
  const labour: PrintSection = {
    id: 'labour',
    title: 'Labour',
    columns: [
      col('no', '#', 'right'),
      col('desc', 'Description'),
      col('tech', 'Technician'),
      col('sts', 'Status'),
      col('done', 'Done', 'center'),
    ],
    rows: groupRows(active('Labor'), (line, no) => ({
      no: String(no),
      desc: line.desc,
      tech: line.tech === undefined ? '' : (technicians[line.tech] ?? line.tech),
      sts: line.sts ?? '',
      done: '',
    })),
    totals: [],
  };
  const parts: PrintSection = {
    id: 'parts',
    title: 'Parts',
    columns: [
      col('no', '#', 'right'),
      col('desc', 'Description'),
      col('code', 'Part No.'),
      col('qty', 'Qty', 'right'),
      col('uom', 'UoM'),
    ],
    rows: groupRows(active('Part'), (line, no) => ({
      no: String(no),
      desc: line.desc,
      code: line.code,
      qty: String(line.qty),
      uom: line.uom,
    })),
    totals: [],
  };
  return [labour, parts].filter((s) => s.rows.length > 0);
};
