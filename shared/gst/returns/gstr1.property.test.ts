import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GstDocument, GstRateRow } from './gst-document';
import { buildGstr1, type Gstr1Json, type HsnRow } from './gstr1';
import { isServiceCode } from './gstr1-rules';

/**
 * Over generated months: the sections (credit notes taken off), the HSN summary
 * and the documents themselves add up to the same paise for every tax head, and
 * the document summary counts every document once (docs/gst-returns.md 'Calculation rules').
 */

const SUPPLIER_STATE = '29';
const GSTINS = ['27AAPFU0939F1ZV', '29ABCDE1234F1AB', '33AAACT2727Q1ZW'];
const HSNS = [
  { HSN: '8708', Desc: 'Parts of motor vehicles', UQC: 'NOS' },
  { HSN: '4011', Desc: 'Tyres', UQC: 'NOS' },
  { HSN: '2710', Desc: 'Engine oil', UQC: 'LTR' },
  { HSN: '998714', Desc: 'Maintenance and repair services of motor vehicles', UQC: 'OTH' },
];

const rowArb = (inter: boolean): fc.Arbitrary<GstRateRow> =>
  fc
    .record({
      code: fc.constantFrom(...HSNS),
      rate: fc.constantFrom(0, 5, 12, 18, 28, 40),
      taxable: fc.integer({ min: 0, max: 50_000_000_00 }),
      qty: fc.integer({ min: 1, max: 100_000 }),
      cess: fc.integer({ min: 0, max: 1_000_00 }),
    })
    .map(({ code, rate, taxable, qty, cess }) => {
      // Each tax amount rounded once, where the line made it; halves separately for CGST and SGST.
      const half = Math.round((taxable * rate) / 200);
      return {
        ...code,
        Qty: qty / 1000,
        Rate: rate,
        Taxable: taxable,
        IGST: inter ? Math.round((taxable * rate) / 100) : 0,
        CGST: inter ? 0 : half,
        SGST: inter ? 0 : half,
        Cess: cess,
      };
    });

const docArb: fc.Arbitrary<Omit<GstDocument, 'Num' | 'Id'>> = fc
  .record({
    credit: fc.boolean(),
    gstin: fc.option(fc.constantFrom(...GSTINS), { nil: undefined }),
    pos: fc.constantFrom('29', '27', '33', '07'),
    cancelled: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    day: fc.integer({ min: 1, max: 31 }),
    adjust: fc.integer({ min: -49, max: 50 }),
    origValue: fc.integer({ min: 0, max: 400_000_00 }),
    rows: fc.integer({ min: 1, max: 4 }),
  })
  .chain((d) =>
    fc.array(rowArb(d.pos !== SUPPLIER_STATE), { minLength: d.rows, maxLength: d.rows }).map((Rows) => {
      const value = Rows.reduce((t, r) => t + r.Taxable + r.IGST + r.CGST + r.SGST + r.Cess, 0) + d.adjust;
      return {
        Kind: d.credit ? ('CreditNote' as const) : ('Invoice' as const),
        Series: d.credit ? 'CN' : 'INV',
        Date: `2026-10-${String(d.day).padStart(2, '0')}`,
        Sts: d.cancelled ? ('Cancelled' as const) : ('Issued' as const),
        SupplierGSTIN: '29AAKCK4321M1Z5',
        SupplierStCode: SUPPLIER_STATE,
        ...(d.gstin ? { RecipientGSTIN: d.gstin } : {}),
        RecipientName: 'Recipient',
        POS: d.pos,
        RevCharge: false,
        Value: Math.max(value, 0),
        Rows,
        ...(d.credit ? { OrigNum: 'INV/2627/00001', OrigDate: '2026-09-01', OrigValue: d.origValue } : {}),
      };
    }),
  );

const monthArb = fc.array(docArb, { minLength: 0, maxLength: 40 }).map((list) => {
  const next: Record<string, number> = {};
  return list.map((d, i) => {
    next[d.Series] = (next[d.Series] ?? 0) + 1;
    return {
      ...d,
      Id: `01J${String(i).padStart(23, '0')}`,
      Num: `${d.Series}/2627/${String(next[d.Series]).padStart(5, '0')}`,
    } as GstDocument;
  });
});

type H = { txval: number; iamt: number; camt: number; samt: number; csamt: number };
const HEADS = ['txval', 'iamt', 'camt', 'samt', 'csamt'] as const;
const paise = (x: number | undefined): number => Math.round((x ?? 0) * 100);
const add = (t: H, x: Partial<H>, sign: number): H =>
  Object.fromEntries(HEADS.map((k) => [k, t[k] + sign * paise(x[k])])) as H;
const ZERO: H = { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 };

function sectionTotals(j: Gstr1Json): H {
  let t = ZERO;
  for (const g of j.b2b ?? []) for (const inv of g.inv) for (const it of inv.itms) t = add(t, it.itm_det, 1);
  for (const g of j.b2cl ?? []) for (const inv of g.inv) for (const it of inv.itms) t = add(t, it.itm_det, 1);
  for (const r of j.b2cs ?? []) t = add(t, r, 1);
  for (const g of j.cdnr ?? []) for (const nt of g.nt) for (const it of nt.itms) t = add(t, it.itm_det, -1);
  for (const nt of j.cdnur ?? []) for (const it of nt.itms) t = add(t, it.itm_det, -1);
  return t;
}

const hsnRowsOf = (j: Gstr1Json): HsnRow[] =>
  j.hsn === undefined ? [] : 'data' in j.hsn ? j.hsn.data : [...j.hsn.hsn_b2b, ...j.hsn.hsn_b2c];

function documentTotals(docs: readonly GstDocument[]): H {
  let t = ZERO;
  for (const d of docs.filter((x) => x.Sts === 'Issued')) {
    for (const r of d.Rows)
      t = add(
        t,
        { txval: r.Taxable / 100, iamt: r.IGST / 100, camt: r.CGST / 100, samt: r.SGST / 100, csamt: r.Cess / 100 },
        d.Kind === 'CreditNote' ? -1 : 1,
      );
  }
  return t;
}

/** Every number the JSON carries as money (and quantity) is written with at most 2 decimals. */
function moneyValues(value: unknown, key = ''): number[] {
  if (Array.isArray(value)) return value.flatMap((v) => moneyValues(v));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => moneyValues(v, k));
  return typeof value === 'number' && ['txval', 'iamt', 'camt', 'samt', 'csamt', 'val', 'qty'].includes(key)
    ? [value]
    : [];
}

/** 200 generated months per property take 1–4 s alone; on a loaded 2-core machine several times that. */
const TIMEOUT = 60_000;

describe('GSTR-1 reconciles to the paisa over generated months', () => {
  for (const period of ['2026-10', '2025-04']) {
    it(
      `sections, HSN summary and documents agree (${period} HSN format)`,
      () => {
        fc.assert(
          fc.property(monthArb, (docs) => {
            const { json, summary } = buildGstr1(docs, { gstin: '29AAKCK4321M1Z5', period });
            const expected = documentTotals(docs);
            expect(sectionTotals(json)).toEqual(expected);
            expect(hsnRowsOf(json).reduce((t, r) => add(t, r, 1), ZERO)).toEqual(expected);
            // The view's summary says the same.
            const hsn = summary.find((r) => r.Section === 'hsn')!;
            expect({
              txval: hsn.Heads.Taxable,
              iamt: hsn.Heads.IGST,
              camt: hsn.Heads.CGST,
              samt: hsn.Heads.SGST,
              csamt: hsn.Heads.Cess,
            }).toEqual(expected);
            for (const v of moneyValues(json)) expect(String(v)).toMatch(/^-?\d+(\.\d{1,2})?$/);
          }),
          { numRuns: 200 },
        );
      },
      TIMEOUT,
    );
  }

  it(
    'the HSN quantities are the goods quantities, credit notes taken off, each row rounded once to 2 decimals',
    () => {
      fc.assert(
        fc.property(monthArb, (docs) => {
          const { json } = buildGstr1(docs, { gstin: '29AAKCK4321M1Z5', period: '2026-10' });
          const exactMilli = docs
            .filter((d) => d.Sts === 'Issued')
            .flatMap((d) =>
              d.Rows.filter((r) => !isServiceCode(r.HSN)).map(
                (r) => (d.Kind === 'CreditNote' ? -1 : 1) * Math.round(r.Qty * 1000),
              ),
            )
            .reduce((a, b) => a + b, 0);
          const rows = hsnRowsOf(json);
          const writtenMilli = rows.reduce((t, r) => t + Math.round(r.qty * 100) * 10, 0);
          // Each row is off by at most half a hundredth (5 thousandths), never more.
          expect(Math.abs(writtenMilli - exactMilli)).toBeLessThanOrEqual(5 * rows.length);
        }),
        { numRuns: 200 },
      );
    },
    TIMEOUT,
  );

  it(
    'the document summary counts every document once, and each issued one is in exactly one section',
    () => {
      fc.assert(
        fc.property(monthArb, (docs) => {
          const { json, summary } = buildGstr1(docs, { gstin: '29AAKCK4321M1Z5', period: '2026-10' });
          const det = json.doc_issue?.doc_det ?? [];
          const sum = (num: number, k: 'totnum' | 'cancel' | 'net_issue') =>
            det
              .filter((d) => d.doc_num === num)
              .flatMap((d) => d.docs)
              .reduce((t, r) => t + r[k], 0);
          const of = (kind: GstDocument['Kind'], sts?: GstDocument['Sts']) =>
            docs.filter((d) => d.Kind === kind && (sts === undefined || d.Sts === sts)).length;
          expect(sum(1, 'totnum')).toBe(of('Invoice'));
          expect(sum(1, 'cancel')).toBe(of('Invoice', 'Cancelled'));
          expect(sum(1, 'net_issue')).toBe(of('Invoice', 'Issued'));
          expect(sum(5, 'net_issue')).toBe(of('CreditNote', 'Issued'));
          expect(summary.find((r) => r.Section === 'doc_issue')?.Count).toBe(docs.length);

          const listed = [
            ...(json.b2b ?? []).flatMap((g) => g.inv.map((i) => i.inum)),
            ...(json.b2cl ?? []).flatMap((g) => g.inv.map((i) => i.inum)),
            ...(json.cdnr ?? []).flatMap((g) => g.nt.map((n) => n.nt_num)),
            ...(json.cdnur ?? []).map((n) => n.nt_num),
          ];
          expect(new Set(listed).size).toBe(listed.length);
          const cancelled = new Set(docs.filter((d) => d.Sts === 'Cancelled').map((d) => d.Num));
          expect(listed.filter((n) => cancelled.has(n))).toEqual([]);
          // Issued documents not listed one by one are exactly the B2C small ones (and small unregistered notes).
          const b2csDocs = docs.filter((d) => d.Sts === 'Issued' && !listed.includes(d.Num));
          for (const d of b2csDocs) expect(d.RecipientGSTIN).toBeUndefined();
        }),
        { numRuns: 200 },
      );
    },
    TIMEOUT,
  );
});
