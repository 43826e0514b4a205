import { QTY_DIGITS, roundDiv, toScaled, type Paise } from '../../documents/money-math';
import type { GstDocument, GstRateRow } from './gst-document';
import {
  DOC_NATURE,
  HSN_DESCRIPTION_LIMIT,
  hasNoSupply,
  hsnBucketOf,
  hsnIsSplit,
  isInterState,
  isServiceCode,
  partOf,
  portalDate,
  returnPeriodFp,
  rupees,
  signOf,
  type Gstr1Part,
} from './gstr1-rules';

/**
 * GSTR-1 of one month from the month's issued documents (docs/gst-returns.md):
 * the portal JSON in the offline tool's structure (field names as India
 * Compliance's gst_returns/fields/gstr1.py writes them) and the section totals
 * the view shows. Every amount is summed in integer paise and becomes rupees
 * only when a JSON field is written, so sections, HSN summary and document
 * summary reconcile to the paisa.
 */

/** Tax heads of one amount set, in paise. */
export type Heads = { Taxable: Paise; IGST: Paise; CGST: Paise; SGST: Paise; Cess: Paise };
const ZERO: Heads = { Taxable: 0, IGST: 0, CGST: 0, SGST: 0, Cess: 0 };
const addHeads = (a: Heads, b: Heads, sign = 1): Heads => ({
  Taxable: a.Taxable + sign * b.Taxable,
  IGST: a.IGST + sign * b.IGST,
  CGST: a.CGST + sign * b.CGST,
  SGST: a.SGST + sign * b.SGST,
  Cess: a.Cess + sign * b.Cess,
});
const headsOf = (r: GstRateRow): Heads => ({
  Taxable: r.Taxable,
  IGST: r.IGST,
  CGST: r.CGST,
  SGST: r.SGST,
  Cess: r.Cess,
});

// Portal shapes -----------------------------------------------------------------------

export type ItemDetail = { txval: number; rt: number; iamt: number; camt: number; samt: number; csamt: number };
/** B2CL and unregistered notes are inter-state: IGST and cess only. */
export type IgstItemDetail = { txval: number; rt: number; iamt: number; csamt: number };
export type Item<D> = { num: number; itm_det: D };

export type B2bInvoice = {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'Y' | 'N';
  inv_typ: 'R';
  itms: Item<ItemDetail>[];
};
export type B2clInvoice = { inum: string; idt: string; val: number; itms: Item<IgstItemDetail>[] };
export type B2csRow = {
  sply_ty: 'INTRA' | 'INTER';
  rt: number;
  typ: 'OE';
  pos: string;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
};
export type CdnrNote = {
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  pos: string;
  rchrg: 'Y' | 'N';
  inv_typ: 'R';
  val: number;
  itms: Item<ItemDetail>[];
};
export type CdnurNote = {
  typ: 'B2CL';
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  itms: Item<IgstItemDetail>[];
};
export type HsnRow = {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
};
export type HsnSection = { hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] } | { data: HsnRow[] };
export type DocRange = { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number };
export type DocIssue = { doc_det: { doc_num: number; doc_typ: string; docs: DocRange[] }[] };

export type Gstr1Json = {
  gstin: string;
  fp: string;
  b2b?: { ctin: string; inv: B2bInvoice[] }[];
  b2cl?: { pos: string; inv: B2clInvoice[] }[];
  b2cs?: B2csRow[];
  cdnr?: { ctin: string; nt: CdnrNote[] }[];
  cdnur?: CdnurNote[];
  hsn?: HsnSection;
  doc_issue?: DocIssue;
};

/** The return's sections, in the portal's order: the view's summary rows and the CSV downloads. */
export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'doc_issue'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];
/** One line of the view's summary, in paise (the call converts). */
export type Gstr1SummaryRow = { Section: Gstr1Section; Count: number; Heads: Heads };

export type Gstr1 = { json: Gstr1Json; summary: Gstr1SummaryRow[] };

// Building ----------------------------------------------------------------------------

const byRate = (rows: readonly GstRateRow[]): [number, Heads][] => {
  const rates = new Map<number, Heads>();
  for (const r of rows) rates.set(r.Rate, addHeads(rates.get(r.Rate) ?? ZERO, headsOf(r)));
  return [...rates.entries()].sort((a, b) => a[0] - b[0]);
};

const fullDetail = (rate: number, h: Heads): ItemDetail => ({
  txval: rupees(h.Taxable),
  rt: rate,
  iamt: rupees(h.IGST),
  camt: rupees(h.CGST),
  samt: rupees(h.SGST),
  csamt: rupees(h.Cess),
});
const igstDetail = (rate: number, h: Heads): IgstItemDetail => ({
  txval: rupees(h.Taxable),
  rt: rate,
  iamt: rupees(h.IGST),
  csamt: rupees(h.Cess),
});
const items = <D>(rows: readonly GstRateRow[], detail: (rate: number, h: Heads) => D): Item<D>[] =>
  byRate(rows).map(([rate, h], i) => ({ num: i + 1, itm_det: detail(rate, h) }));

const docHeads = (d: GstDocument): Heads => d.Rows.reduce((t, r) => addHeads(t, headsOf(r)), ZERO);

/** Documents in the order the portal lists them: by date, then number. */
const ordered = (docs: readonly GstDocument[]): GstDocument[] =>
  [...docs].sort((a, b) => (a.Date === b.Date ? compareNumbers(a.Num, b.Num) : a.Date < b.Date ? -1 : 1));

/** Document numbers compared by their trailing serial, then as text ('INV/2627/00010' after '…/00009'). */
export function compareNumbers(a: string, b: string): number {
  const sa = /(\d+)$/.exec(a)?.[1];
  const sb = /(\d+)$/.exec(b)?.[1];
  const pa = sa === undefined ? a : a.slice(0, -sa.length);
  const pb = sb === undefined ? b : b.slice(0, -sb.length);
  if (pa !== pb) return pa < pb ? -1 : 1;
  if (sa !== undefined && sb !== undefined && Number(sa) !== Number(sb)) return Number(sa) - Number(sb);
  return a < b ? -1 : a > b ? 1 : 0;
}

const groupBy = <T, K>(list: readonly T[], key: (t: T) => K): Map<K, T[]> => {
  const m = new Map<K, T[]>();
  for (const t of list) {
    const k = key(t);
    const group = m.get(k);
    if (group) group.push(t);
    else m.set(k, [t]);
  }
  return m;
};
const sortedKeys = <V>(m: Map<string, V>): string[] => [...m.keys()].sort();

function b2csRows(docs: readonly GstDocument[]): { rows: B2csRow[]; heads: Heads } {
  // One row per place of supply and rate; small unregistered credit notes reduce it.
  const cells = new Map<string, { pos: string; rate: number; inter: boolean; h: Heads }>();
  for (const d of docs) {
    for (const r of d.Rows) {
      const k = `${d.POS}|${String(r.Rate).padStart(6, '0')}`;
      const cell = cells.get(k) ?? { pos: d.POS, rate: r.Rate, inter: isInterState(d), h: ZERO };
      cell.h = addHeads(cell.h, headsOf(r), signOf(d));
      cells.set(k, cell);
    }
  }
  const rows = sortedKeys(cells).map((k) => {
    const c = cells.get(k)!;
    return {
      sply_ty: c.inter ? ('INTER' as const) : ('INTRA' as const),
      rt: c.rate,
      typ: 'OE' as const,
      pos: c.pos,
      txval: rupees(c.h.Taxable),
      iamt: rupees(c.h.IGST),
      camt: rupees(c.h.CGST),
      samt: rupees(c.h.SGST),
      csamt: rupees(c.h.Cess),
    };
  });
  const heads = [...cells.values()].reduce((t, c) => addHeads(t, c.h), ZERO);
  return { rows, heads };
}

type HsnCell = { hsn: string; desc: string; uqc: string; rate: number; qtyMilli: number; h: Heads };

function hsnRows(docs: readonly GstDocument[]): { rows: HsnRow[]; heads: Heads } {
  const cells = new Map<string, HsnCell>();
  for (const d of docs) {
    for (const r of d.Rows) {
      const service = isServiceCode(r.HSN);
      const uqc = service ? 'NA' : r.UQC || 'OTH';
      const k = `${r.HSN}|${uqc}|${String(r.Rate).padStart(6, '0')}`;
      const cell = cells.get(k) ?? {
        hsn: r.HSN,
        desc: r.Desc.slice(0, HSN_DESCRIPTION_LIMIT),
        uqc,
        rate: r.Rate,
        qtyMilli: 0,
        h: ZERO,
      };
      // Quantities (up to 3 decimals, as lines hold them) are summed in thousandths, so 0.1 + 0.2 is 0.3.
      if (!service) cell.qtyMilli += signOf(d) * toScaled(r.Qty, QTY_DIGITS);
      cell.h = addHeads(cell.h, headsOf(r), signOf(d));
      cells.set(k, cell);
    }
  }
  const rows = sortedKeys(cells).map((k, i) => {
    const c = cells.get(k)!;
    return {
      num: i + 1,
      hsn_sc: c.hsn,
      desc: c.desc,
      uqc: c.uqc,
      // The portal takes 2 decimals: the sum is rounded once, here.
      qty: roundDiv(c.qtyMilli, 10) / 100,
      rt: c.rate,
      txval: rupees(c.h.Taxable),
      iamt: rupees(c.h.IGST),
      camt: rupees(c.h.CGST),
      samt: rupees(c.h.SGST),
      csamt: rupees(c.h.Cess),
    };
  });
  return { rows, heads: [...cells.values()].reduce((t, c) => addHeads(t, c.h), ZERO) };
}

function docIssue(docs: readonly GstDocument[]): { section: DocIssue; count: number } {
  const det: DocIssue['doc_det'] = [];
  let count = 0;
  for (const kind of ['Invoice', 'CreditNote'] as const) {
    const series = groupBy(
      docs.filter((d) => d.Kind === kind),
      (d) => d.Series,
    );
    if (series.size === 0) continue;
    const ranges = sortedKeys(series).map((s, i) => {
      const list = [...series.get(s)!].sort((a, b) => compareNumbers(a.Num, b.Num));
      const cancel = list.filter((d) => d.Sts === 'Cancelled').length;
      count += list.length;
      return {
        num: i + 1,
        from: list[0]!.Num,
        to: list.at(-1)!.Num,
        totnum: list.length,
        cancel,
        net_issue: list.length - cancel,
      };
    });
    det.push({ doc_num: DOC_NATURE[kind].num, doc_typ: DOC_NATURE[kind].name, docs: ranges });
  }
  return { section: { doc_det: det }, count };
}

/** The month's GSTR-1: `docs` are the month's issued and cancelled documents of one GSTIN. */
export function buildGstr1(docs: readonly GstDocument[], p: { gstin: string; period: string }): Gstr1 {
  // A document with no supply (an invoice of the excess alone) is in no section and no HSN row; doc_issue counts it.
  const issued = ordered(docs.filter((d) => d.Sts === 'Issued' && !hasNoSupply(d)));
  const parts = groupBy(issued, partOf);
  const of = (part: Gstr1Part): GstDocument[] => parts.get(part) ?? [];
  const rchrg = (d: GstDocument): 'Y' | 'N' => (d.RevCharge ? 'Y' : 'N');
  const total = (list: readonly GstDocument[]): Heads => list.reduce((t, d) => addHeads(t, docHeads(d)), ZERO);
  const json: Gstr1Json = { gstin: p.gstin, fp: returnPeriodFp(p.period) };
  const summary: Gstr1SummaryRow[] = [];

  const b2b = groupBy(of('b2b'), (d) => d.RecipientGSTIN!);
  if (b2b.size > 0) {
    json.b2b = sortedKeys(b2b).map((ctin) => ({
      ctin,
      inv: b2b.get(ctin)!.map((d) => ({
        inum: d.Num,
        idt: portalDate(d.Date),
        val: rupees(d.Value),
        pos: d.POS,
        rchrg: rchrg(d),
        inv_typ: 'R' as const,
        itms: items(d.Rows, fullDetail),
      })),
    }));
  }
  summary.push({ Section: 'b2b', Count: of('b2b').length, Heads: total(of('b2b')) });

  const b2cl = groupBy(of('b2cl'), (d) => d.POS);
  if (b2cl.size > 0) {
    json.b2cl = sortedKeys(b2cl).map((pos) => ({
      pos,
      inv: b2cl
        .get(pos)!
        .map((d) => ({ inum: d.Num, idt: portalDate(d.Date), val: rupees(d.Value), itms: items(d.Rows, igstDetail) })),
    }));
  }
  summary.push({ Section: 'b2cl', Count: of('b2cl').length, Heads: total(of('b2cl')) });

  const b2cs = b2csRows(of('b2cs'));
  if (b2cs.rows.length > 0) json.b2cs = b2cs.rows;
  summary.push({ Section: 'b2cs', Count: b2cs.rows.length, Heads: b2cs.heads });

  const cdnr = groupBy(of('cdnr'), (d) => d.RecipientGSTIN!);
  if (cdnr.size > 0) {
    json.cdnr = sortedKeys(cdnr).map((ctin) => ({
      ctin,
      nt: cdnr.get(ctin)!.map((d) => ({
        ntty: 'C' as const,
        nt_num: d.Num,
        nt_dt: portalDate(d.Date),
        pos: d.POS,
        rchrg: rchrg(d),
        inv_typ: 'R' as const,
        val: rupees(d.Value),
        itms: items(d.Rows, fullDetail),
      })),
    }));
  }
  summary.push({ Section: 'cdnr', Count: of('cdnr').length, Heads: total(of('cdnr')) });

  if (of('cdnur').length > 0) {
    json.cdnur = of('cdnur').map((d) => ({
      typ: 'B2CL' as const,
      ntty: 'C' as const,
      nt_num: d.Num,
      nt_dt: portalDate(d.Date),
      val: rupees(d.Value),
      pos: d.POS,
      itms: items(d.Rows, igstDetail),
    }));
  }
  summary.push({ Section: 'cdnur', Count: of('cdnur').length, Heads: total(of('cdnur')) });

  if (issued.length > 0) {
    if (hsnIsSplit(p.period)) {
      const b2bSide = hsnRows(issued.filter((d) => hsnBucketOf(d) === 'hsn_b2b'));
      const b2cSide = hsnRows(issued.filter((d) => hsnBucketOf(d) === 'hsn_b2c'));
      json.hsn = { hsn_b2b: b2bSide.rows, hsn_b2c: b2cSide.rows };
      summary.push({
        Section: 'hsn',
        Count: b2bSide.rows.length + b2cSide.rows.length,
        Heads: addHeads(b2bSide.heads, b2cSide.heads),
      });
    } else {
      const all = hsnRows(issued);
      json.hsn = { data: all.rows };
      summary.push({ Section: 'hsn', Count: all.rows.length, Heads: all.heads });
    }
  } else {
    summary.push({ Section: 'hsn', Count: 0, Heads: ZERO });
  }

  const issue = docIssue(docs);
  if (issue.count > 0) json.doc_issue = issue.section;
  summary.push({ Section: 'doc_issue', Count: issue.count, Heads: ZERO });

  return { json, summary };
}

/** What the sections add up to (credit notes taken off): the figure the HSN summary must equal. */
export function netOfSections(summary: readonly Gstr1SummaryRow[]): Heads {
  const sign: Record<Gstr1Section, number> = { b2b: 1, b2cl: 1, b2cs: 1, cdnr: -1, cdnur: -1, hsn: 0, doc_issue: 0 };
  return summary.reduce((t, r) => addHeads(t, r.Heads, sign[r.Section]), ZERO);
}
