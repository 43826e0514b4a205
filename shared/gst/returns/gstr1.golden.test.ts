import { describe, expect, it } from 'vitest';
import type { GstDocument } from './gst-document';
import { buildGstr1, netOfSections } from './gstr1';
import { hasNoSupply } from './gstr1-rules';
import { BUYER, doc, GSTIN, OCTOBER, row } from './testing/golden-month';

/**
 * The hand-worked month of testing/golden-month.ts. The expected JSON below was
 * written by hand from the rules (docs/gst-returns.md), not by running the code.
 */
describe('GSTR-1 of a hand-worked month', () => {
  it('gives exactly the expected portal JSON', () => {
    const { json } = buildGstr1(OCTOBER, { gstin: GSTIN, period: '2026-10' });
    expect(json).toStrictEqual({
      gstin: '29AAKCK4321M1Z5',
      fp: '102026',
      b2b: [
        {
          ctin: '27AAPFU0939F1ZV',
          inv: [
            {
              inum: 'INV/2627/00001',
              idt: '03-10-2026',
              val: 17701,
              pos: '27',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { txval: 15000.5, rt: 18, iamt: 2700.09, camt: 0, samt: 0, csamt: 0 } }],
            },
          ],
        },
      ],
      b2cl: [
        {
          pos: '33',
          inv: [
            {
              inum: 'INV/2627/00002',
              idt: '05-10-2026',
              val: 118000,
              itms: [{ num: 1, itm_det: { txval: 100000, rt: 18, iamt: 18000, csamt: 0 } }],
            },
          ],
        },
      ],
      b2cs: [
        { sply_ty: 'INTRA', rt: 18, typ: 'OE', pos: '29', txval: 2499.99, iamt: 0, camt: 225, samt: 225, csamt: 0 },
        { sply_ty: 'INTER', rt: 18, typ: 'OE', pos: '33', txval: 5000, iamt: 900, camt: 0, samt: 0, csamt: 0 },
      ],
      cdnr: [
        {
          ctin: '27AAPFU0939F1ZV',
          nt: [
            {
              ntty: 'C',
              nt_num: 'CN/2627/00001',
              nt_dt: '20-10-2026',
              pos: '27',
              rchrg: 'N',
              inv_typ: 'R',
              val: 2950.3,
              itms: [{ num: 1, itm_det: { txval: 2500.25, rt: 18, iamt: 450.05, camt: 0, samt: 0, csamt: 0 } }],
            },
          ],
        },
      ],
      cdnur: [
        {
          typ: 'B2CL',
          ntty: 'C',
          nt_num: 'CN/2627/00003',
          nt_dt: '25-10-2026',
          val: 29500,
          pos: '33',
          itms: [{ num: 1, itm_det: { txval: 25000, rt: 18, iamt: 4500, csamt: 0 } }],
        },
      ],
      hsn: {
        hsn_b2b: [
          {
            num: 1,
            hsn_sc: '8708',
            desc: 'Brake pads',
            uqc: 'NOS',
            qty: 1,
            rt: 18,
            txval: 2500.25,
            iamt: 450.04,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
          {
            num: 2,
            hsn_sc: '998714',
            desc: 'Repair labour',
            uqc: 'NA',
            qty: 0,
            rt: 18,
            txval: 10000,
            iamt: 1800,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
        ],
        hsn_b2c: [
          {
            num: 1,
            hsn_sc: '8708',
            desc: 'Brake pads',
            uqc: 'NOS',
            qty: 5,
            rt: 18,
            txval: 80999.99,
            iamt: 14400,
            camt: 90,
            samt: 90,
            csamt: 0,
          },
          {
            num: 2,
            hsn_sc: '998714',
            desc: 'Repair labour',
            uqc: 'NA',
            qty: 0,
            rt: 18,
            txval: 1500,
            iamt: 0,
            camt: 135,
            samt: 135,
            csamt: 0,
          },
        ],
      },
      doc_issue: {
        doc_det: [
          {
            doc_num: 1,
            doc_typ: 'Invoices for outward supply',
            docs: [{ num: 1, from: 'INV/2627/00001', to: 'INV/2627/00005', totnum: 5, cancel: 1, net_issue: 4 }],
          },
          {
            doc_num: 5,
            doc_typ: 'Credit Note',
            docs: [{ num: 1, from: 'CN/2627/00001', to: 'CN/2627/00003', totnum: 3, cancel: 0, net_issue: 3 }],
          },
        ],
      },
    });
  });

  it('gives the view its section totals, which reconcile with the HSN summary', () => {
    const { summary } = buildGstr1(OCTOBER, { gstin: GSTIN, period: '2026-10' });
    const by = Object.fromEntries(summary.map((r) => [r.Section, r]));
    expect(by.b2b).toEqual({
      Section: 'b2b',
      Count: 1,
      Heads: { Taxable: 15000_50, IGST: 2700_09, CGST: 0, SGST: 0, Cess: 0 },
    });
    expect(by.b2cs).toEqual({
      Section: 'b2cs',
      Count: 2,
      Heads: { Taxable: 7499_99, IGST: 900_00, CGST: 225_00, SGST: 225_00, Cess: 0 },
    });
    expect(by.cdnur?.Heads.Taxable).toBe(25000_00);
    expect(by.doc_issue?.Count).toBe(8);
    // 15,000.50 + 1,00,000 + 7,499.99 − 2,500.25 − 25,000 = 95,000.24, as the HSN rows add up.
    expect(netOfSections(summary)).toEqual({ Taxable: 95000_24, IGST: 16650_04, CGST: 225_00, SGST: 225_00, Cess: 0 });
    expect(by.hsn?.Heads).toEqual(netOfSections(summary));
  });
});

describe('thresholds and formats that depend on the date', () => {
  const large = (Date: string): GstDocument =>
    doc({
      Num: 'INV/2425/00001',
      Date,
      POS: '33',
      Value: 150000_00,
      Rows: [row({ HSN: '8708', Taxable: 127118_64, IGST: 22881_36 })],
    });

  it('an unregistered inter-state invoice of ₹1,50,000 is B2C small on 31 July 2024 and B2C large on 1 August 2024', () => {
    const july = buildGstr1([large('2024-07-31')], { gstin: GSTIN, period: '2024-07' }).json;
    expect(july.b2cl).toBeUndefined();
    expect(july.b2cs).toEqual([
      { sply_ty: 'INTER', rt: 18, typ: 'OE', pos: '33', txval: 127118.64, iamt: 22881.36, camt: 0, samt: 0, csamt: 0 },
    ]);
    const august = buildGstr1([large('2024-08-01')], { gstin: GSTIN, period: '2024-08' }).json;
    expect(august.b2cl?.[0]?.inv[0]?.val).toBe(150000);
    expect(august.b2cs).toBeUndefined();
  });

  it('exactly ₹1,00,000 is not above the limit', () => {
    const at = doc({
      Num: 'INV/2627/00009',
      Date: '2026-10-01',
      POS: '33',
      Value: 100000_00,
      Rows: [row({ HSN: '8708', Taxable: 84745_76, IGST: 15254_24 })],
    });
    expect(buildGstr1([at], { gstin: GSTIN, period: '2026-10' }).json.b2cl).toBeUndefined();
  });

  it('before May 2025 the HSN summary is one `data` list; from May 2025 it is split', () => {
    const april = buildGstr1([large('2025-04-10')], { gstin: GSTIN, period: '2025-04' }).json;
    expect(april.hsn).toEqual({
      data: [
        {
          num: 1,
          hsn_sc: '8708',
          desc: 'Brake pads',
          uqc: 'NOS',
          qty: 1,
          rt: 18,
          txval: 127118.64,
          iamt: 22881.36,
          camt: 0,
          samt: 0,
          csamt: 0,
        },
      ],
    });
    const may = buildGstr1([large('2025-05-10')], { gstin: GSTIN, period: '2025-05' }).json;
    expect(may.hsn).toEqual({
      hsn_b2b: [],
      hsn_b2c: [
        {
          num: 1,
          hsn_sc: '8708',
          desc: 'Brake pads',
          uqc: 'NOS',
          qty: 1,
          rt: 18,
          txval: 127118.64,
          iamt: 22881.36,
          camt: 0,
          samt: 0,
          csamt: 0,
        },
      ],
    });
  });

  it('HSN quantities of 3 decimals are summed exactly and rounded once: 1.255 + 2.5 litres is 3.76', () => {
    const oil = (Num: string, Qty: number) =>
      doc({
        Num,
        Date: '2026-10-02',
        POS: '29',
        Value: 0,
        Rows: [row({ HSN: '2710', Desc: 'Engine oil', UQC: 'LTR', Qty, Taxable: 100_00, CGST: 9_00, SGST: 9_00 })],
      });
    const { json } = buildGstr1([oil('INV/2627/00001', 1.255), oil('INV/2627/00002', 2.5)], {
      gstin: GSTIN,
      period: '2026-10',
    });
    expect(json.hsn).toEqual({
      hsn_b2b: [],
      hsn_b2c: [
        {
          num: 1,
          hsn_sc: '2710',
          desc: 'Engine oil',
          uqc: 'LTR',
          qty: 3.76,
          rt: 18,
          txval: 200,
          iamt: 0,
          camt: 18,
          samt: 18,
          csamt: 0,
        },
      ],
    });
  });

  it('an empty month has only the GSTIN and period', () => {
    expect(buildGstr1([], { gstin: GSTIN, period: '2026-10' }).json).toStrictEqual({ gstin: GSTIN, fp: '102026' });
  });
});

describe('invoices with no supply (a claim’s compulsory excess billed alone)', () => {
  // The customer's invoice of an all-insurer claim: no lines, so no rows and a zero invoice value; its payable is the excess.
  const excessOnly = (Num: string, over: Partial<GstDocument> = {}): GstDocument =>
    doc({ Num, Date: '2026-10-05', POS: '29', Value: 0, Rows: [], ...over });
  const brakes = doc({
    Num: 'INV/2627/00001',
    Date: '2026-10-05',
    POS: '29',
    Value: 118_00,
    Rows: [row({ HSN: '8708', Taxable: 100_00, CGST: 9_00, SGST: 9_00 })],
  });

  it('is in no section and no HSN row, registered or not, inter-state or not; the document summary counts it as issued', () => {
    const month = [
      brakes,
      excessOnly('INV/2627/00002'),
      excessOnly('INV/2627/00003', { RecipientGSTIN: BUYER, POS: '27' }),
      excessOnly('INV/2627/00004', { POS: '33' }),
    ];
    const { json, summary } = buildGstr1(month, { gstin: GSTIN, period: '2026-10' });
    expect(json.b2b).toBeUndefined();
    expect(json.b2cl).toBeUndefined();
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTRA', rt: 18, typ: 'OE', pos: '29', txval: 100, iamt: 0, camt: 9, samt: 9, csamt: 0 },
    ]);
    expect(json.hsn).toEqual({
      hsn_b2b: [],
      hsn_b2c: [
        {
          num: 1,
          hsn_sc: '8708',
          desc: 'Brake pads',
          uqc: 'NOS',
          qty: 1,
          rt: 18,
          txval: 100,
          iamt: 0,
          camt: 9,
          samt: 9,
          csamt: 0,
        },
      ],
    });
    expect(json.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          doc_typ: 'Invoices for outward supply',
          docs: [{ num: 1, from: 'INV/2627/00001', to: 'INV/2627/00004', totnum: 4, cancel: 0, net_issue: 4 }],
        },
      ],
    });
    expect(summary.find((r) => r.Section === 'b2b')?.Count).toBe(0);
    expect(netOfSections(summary)).toEqual(summary.find((r) => r.Section === 'hsn')?.Heads);
  });

  it('a month of only such an invoice has no section but its document summary', () => {
    const { json } = buildGstr1([excessOnly('INV/2627/00007', { RecipientGSTIN: BUYER })], {
      gstin: GSTIN,
      period: '2026-10',
    });
    expect(Object.keys(json)).toEqual(['gstin', 'fp', 'doc_issue']);
    expect(hasNoSupply(excessOnly('X'))).toBe(true);
    // A zero-value invoice that still has a row (a free line at nil value) has no supply either; one with tax or value has.
    expect(hasNoSupply(excessOnly('X', { Rows: [row({ HSN: '8708', Taxable: 0 })] }))).toBe(true);
    expect(hasNoSupply(brakes)).toBe(false);
  });
});
