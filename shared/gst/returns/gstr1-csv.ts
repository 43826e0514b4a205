import { Dec, paiseToRupees, rupeesToPaise } from '../../documents/money-math';
import type { GstDocument } from './gst-document';
import type { Gstr1Json, Gstr1Section, HsnRow, ItemDetail, IgstItemDetail, Item } from './gstr1';
import { templateDate, templatePos } from './gstr1-rules';

/**
 * One GSTR-1 section as a table under the headers of the GST offline tool's
 * spreadsheet template (sheets b2b, b2cl, b2cs, cdnr, cdnur, hsn, docs), made
 * from the same JSON the portal file carries, so a CSV never disagrees with it.
 * Cells only: the call encodes them with the CSV library (one escaping rule).
 * The template has one row per invoice and rate and leaves the tax amounts to
 * the tool, except in the HSN sheet.
 */

export type CsvTable = { header: string[]; rows: (string | number)[][] };

/** The template's unit names ('NOS-NUMBERS'); a code not listed is written as it is. */
const UQC_NAMES: Record<string, string> = {
  NOS: 'NOS-NUMBERS',
  PCS: 'PCS-PIECES',
  SET: 'SET-SETS',
  LTR: 'LTR-LITRES',
  KGS: 'KGS-KILOGRAMS',
  MTR: 'MTR-METERS',
  BOX: 'BOX-BOX',
  PAC: 'PAC-PACKS',
  ROL: 'ROL-ROLLS',
  OTH: 'OTH-OTHERS',
};

/** A rupee amount as the template writes it: two decimals, no grouping (decimal.js, never float formatting). */
const money = (x: number): string => new Dec(x).toFixed(2);
const yn = (v: 'Y' | 'N'): string => v;

const HEADERS: Record<Gstr1Section, readonly string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  doc_issue: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};

/** The portal JSON writes dd-mm-yyyy; the template wants dd-Mmm-yyyy. */
const fromPortalDate = (d: string): string => templateDate(`${d.slice(6, 10)}-${d.slice(3, 5)}-${d.slice(0, 2)}`);

const rateRows = (itms: readonly Item<ItemDetail | IgstItemDetail>[]): [number, number, number][] =>
  itms.map((i) => [i.itm_det.rt, i.itm_det.txval, i.itm_det.csamt]);

function hsnCells(r: HsnRow): (string | number)[] {
  const total = paiseToRupees(
    [r.txval, r.iamt, r.camt, r.samt, r.csamt].reduce((sum, rupees) => sum + rupeesToPaise(rupees), 0),
  );
  return [
    r.hsn_sc,
    r.desc,
    r.uqc === 'NA' ? 'NA' : (UQC_NAMES[r.uqc] ?? r.uqc),
    r.qty,
    money(total),
    r.rt,
    money(r.txval),
    money(r.iamt),
    money(r.camt),
    money(r.samt),
    money(r.csamt),
  ];
}

/**
 * A section's table. `docs` give the receiver names the JSON does not carry.
 * From May 2025 the HSN table lists the B2B rows, then the B2C rows, with a
 * leading 'Type' column (the template has a sheet for each).
 */
export function gstr1CsvTable(json: Gstr1Json, section: Gstr1Section, docs: readonly GstDocument[]): CsvTable {
  const names = new Map(docs.filter((d) => d.RecipientGSTIN).map((d) => [d.RecipientGSTIN!, d.RecipientName]));
  const header = [...HEADERS[section]];
  switch (section) {
    case 'b2b':
      return {
        header,
        rows: (json.b2b ?? []).flatMap((g) =>
          g.inv.flatMap((inv) =>
            rateRows(inv.itms).map(([rt, txval, cess]) => [
              g.ctin,
              names.get(g.ctin) ?? '',
              inv.inum,
              fromPortalDate(inv.idt),
              money(inv.val),
              templatePos(inv.pos),
              yn(inv.rchrg),
              '',
              'Regular B2B',
              '',
              rt,
              money(txval),
              money(cess),
            ]),
          ),
        ),
      };
    case 'b2cl':
      return {
        header,
        rows: (json.b2cl ?? []).flatMap((g) =>
          g.inv.flatMap((inv) =>
            rateRows(inv.itms).map(([rt, txval, cess]) => [
              inv.inum,
              fromPortalDate(inv.idt),
              money(inv.val),
              templatePos(g.pos),
              '',
              rt,
              money(txval),
              money(cess),
              '',
            ]),
          ),
        ),
      };
    case 'b2cs':
      return {
        header,
        rows: (json.b2cs ?? []).map((r) => ['OE', templatePos(r.pos), '', r.rt, money(r.txval), money(r.csamt), '']),
      };
    case 'cdnr':
      return {
        header,
        rows: (json.cdnr ?? []).flatMap((g) =>
          g.nt.flatMap((nt) =>
            rateRows(nt.itms).map(([rt, txval, cess]) => [
              g.ctin,
              names.get(g.ctin) ?? '',
              nt.nt_num,
              fromPortalDate(nt.nt_dt),
              nt.ntty,
              templatePos(nt.pos),
              yn(nt.rchrg),
              'Regular B2B',
              money(nt.val),
              '',
              rt,
              money(txval),
              money(cess),
            ]),
          ),
        ),
      };
    case 'cdnur':
      return {
        header,
        rows: (json.cdnur ?? []).flatMap((nt) =>
          rateRows(nt.itms).map(([rt, txval, cess]) => [
            nt.typ,
            nt.nt_num,
            fromPortalDate(nt.nt_dt),
            nt.ntty,
            templatePos(nt.pos),
            money(nt.val),
            '',
            rt,
            money(txval),
            money(cess),
          ]),
        ),
      };
    case 'hsn': {
      const hsn = json.hsn;
      if (hsn === undefined) return { header, rows: [] };
      if ('data' in hsn) return { header, rows: hsn.data.map(hsnCells) };
      return {
        header: ['Type', ...header],
        rows: [...hsn.hsn_b2b.map((r) => ['B2B', ...hsnCells(r)]), ...hsn.hsn_b2c.map((r) => ['B2C', ...hsnCells(r)])],
      };
    }
    case 'doc_issue':
      return {
        header,
        rows: (json.doc_issue?.doc_det ?? []).flatMap((d) =>
          d.docs.map((r) => [d.doc_typ, r.from, r.to, r.totnum, r.cancel]),
        ),
      };
  }
}
