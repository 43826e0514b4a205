import type { Gstr1Section } from '@shared/invoices/call-schemas';

/**
 * The rows of one GSTR-1 section for the screen, read from the portal JSON the
 * view carries (Return; field names of the GST offline tool). Invoices with
 * several rate rows print one row per rate, as the portal lists them.
 */

export type Gstr1Cell = string | number;
export type Gstr1Row = Readonly<Record<string, Gstr1Cell>>;
/** A column: its key in the row, heading, and whether it holds rupees. */
export type Gstr1Column = { readonly key: string; readonly label: string; readonly money?: boolean };
export type Gstr1Table = { readonly columns: readonly Gstr1Column[]; readonly rows: readonly Gstr1Row[] };

/** The sections in the order of the return, with the labels the screen shows. */
export const GSTR1_SECTION_LABELS: Readonly<Record<Gstr1Section, string>> = {
  b2b: 'B2B invoices',
  b2cl: 'B2C large invoices',
  b2cs: 'B2C small (by state and rate)',
  cdnr: 'Credit / debit notes (registered)',
  cdnur: 'Credit / debit notes (unregistered)',
  hsn: 'HSN summary (B2B / B2C)',
  doc_issue: 'Documents issued',
};

type Json = Record<string, unknown>;
const list = (v: unknown): Json[] =>
  Array.isArray(v) ? v.filter((x): x is Json => typeof x === 'object' && x !== null) : [];
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const cell = (v: unknown): Gstr1Cell => (typeof v === 'number' || typeof v === 'string' ? v : '');

const m = (key: string, label: string): Gstr1Column => ({ key, label, money: true });
const c = (key: string, label: string): Gstr1Column => ({ key, label });
const TAX = [m('txval', 'Taxable value'), m('iamt', 'IGST'), m('camt', 'CGST'), m('samt', 'SGST'), m('csamt', 'Cess')];
const RATE = c('rt', 'Rate %');

/** One row per rate of a document: the document's fields beside each itm_det. */
const perRate = (doc: Json, fields: Json): Gstr1Row[] =>
  list(doc.itms).map((itm) => {
    const det = obj(itm.itm_det);
    return Object.fromEntries(
      Object.entries({
        ...fields,
        rt: det.rt,
        txval: det.txval,
        iamt: det.iamt,
        camt: det.camt,
        samt: det.samt,
        csamt: det.csamt,
      }).map(([k, v]) => [k, cell(v)]),
    );
  });

export function gstr1Rows(section: Gstr1Section, ret: Json): Gstr1Table {
  switch (section) {
    case 'b2b':
      return {
        columns: [
          c('ctin', 'Recipient GSTIN'),
          c('inum', 'Invoice No.'),
          c('idt', 'Date'),
          m('val', 'Invoice value'),
          c('pos', 'Place of supply'),
          c('rchrg', 'Reverse charge'),
          RATE,
          ...TAX,
        ],
        rows: list(ret.b2b).flatMap((r) =>
          list(r.inv).flatMap((inv) =>
            perRate(inv, { ctin: r.ctin, inum: inv.inum, idt: inv.idt, val: inv.val, pos: inv.pos, rchrg: inv.rchrg }),
          ),
        ),
      };
    case 'b2cl':
      return {
        columns: [
          c('inum', 'Invoice No.'),
          c('idt', 'Date'),
          m('val', 'Invoice value'),
          c('pos', 'Place of supply'),
          RATE,
          ...TAX,
        ],
        rows: list(ret.b2cl).flatMap((r) =>
          list(r.inv).flatMap((inv) => perRate(inv, { inum: inv.inum, idt: inv.idt, val: inv.val, pos: r.pos })),
        ),
      };
    case 'b2cs':
      return {
        columns: [c('sply_ty', 'Supply'), c('pos', 'Place of supply'), c('typ', 'Type'), RATE, ...TAX],
        rows: list(ret.b2cs).map((r) =>
          Object.fromEntries([
            ...['sply_ty', 'pos', 'typ', 'rt', 'txval', 'iamt', 'camt', 'samt', 'csamt'].map((k) => [k, cell(r[k])]),
          ]),
        ),
      };
    case 'cdnr':
      return {
        columns: [
          c('ctin', 'Recipient GSTIN'),
          c('nt_num', 'Note No.'),
          c('nt_dt', 'Date'),
          c('ntty', 'Type'),
          m('val', 'Note value'),
          c('pos', 'Place of supply'),
          RATE,
          ...TAX,
        ],
        rows: list(ret.cdnr).flatMap((r) =>
          list(r.nt).flatMap((nt) =>
            perRate(nt, { ctin: r.ctin, nt_num: nt.nt_num, nt_dt: nt.nt_dt, ntty: nt.ntty, val: nt.val, pos: nt.pos }),
          ),
        ),
      };
    case 'cdnur':
      return {
        columns: [
          c('nt_num', 'Note No.'),
          c('nt_dt', 'Date'),
          c('ntty', 'Type'),
          c('typ', 'Kind'),
          m('val', 'Note value'),
          c('pos', 'Place of supply'),
          RATE,
          ...TAX,
        ],
        rows: list(ret.cdnur).flatMap((nt) =>
          perRate(nt, { nt_num: nt.nt_num, nt_dt: nt.nt_dt, ntty: nt.ntty, typ: nt.typ, val: nt.val, pos: nt.pos }),
        ),
      };
    case 'hsn': {
      // From May 2025 the portal splits the HSN summary into B2B and B2C; before, one list (data).
      const hsn = obj(ret.hsn);
      const part = (of: string, rows: Json[]): Gstr1Row[] =>
        rows.map((r) => ({
          of,
          ...Object.fromEntries(
            ['hsn_sc', 'desc', 'uqc', 'qty', 'rt', 'txval', 'iamt', 'camt', 'samt', 'csamt'].map((k) => [
              k,
              cell(r[k]),
            ]),
          ),
        }));
      return {
        columns: [
          c('of', 'Of'),
          c('hsn_sc', 'HSN/SAC'),
          c('desc', 'Description'),
          c('uqc', 'Unit'),
          c('qty', 'Quantity'),
          RATE,
          ...TAX,
        ],
        rows: [...part('B2B', list(hsn.hsn_b2b)), ...part('B2C', list(hsn.hsn_b2c)), ...part('All', list(hsn.data))],
      };
    }
    case 'doc_issue':
      return {
        columns: [
          c('doc', 'Document'),
          c('from', 'From'),
          c('to', 'To'),
          c('totnum', 'Total'),
          c('cancel', 'Cancelled'),
          c('net_issue', 'Net issued'),
        ],
        rows: list(obj(ret.doc_issue).doc_det).flatMap((d) =>
          list(d.docs).map((doc) => ({
            doc: DOC_TYPES[String(d.doc_num)] ?? String(cell(d.doc_num)),
            ...Object.fromEntries(['from', 'to', 'totnum', 'cancel', 'net_issue'].map((k) => [k, cell(doc[k])])),
          })),
        ),
      };
  }
}

/** The portal's document types (doc_num) the product issues. */
const DOC_TYPES: Readonly<Record<string, string>> = { '1': 'Invoices for outward supply', '5': 'Credit notes' };
