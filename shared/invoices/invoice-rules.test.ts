import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CODES } from '../documents/tax-codes';
import { gstDocumentOf, groupGstRows } from './gst-document-of';
import { formatDocumentNumber, SeriesMessages } from '../documents/document-number';
import { invoiceCreateBody } from './call-schemas';
import { isValidInvoiceNumber, linesForSupply, placeOfSupply, taxCodeForSupply } from './invoice-rules';

describe('invoice numbers', () => {
  it.each([
    ['INV/2627/00001', true],
    ['CN-2627-1', true],
    ['ABCDEFGHIJKLMNOP', true],
    ['ABCDEFGHIJKLMNOPQ', false],
    ['INV 2627', false],
    ['INV#1', false],
    ['', false],
    // The e-invoice's DocDtls.No (INV-01): upper case only, no leading 0, / or -.
    ['inv/2627/00001', false],
    ['Inv/2627/00001', false],
    ['0INV/2627/00001', false],
    ['/INV/2627/1', false],
    ['-INV/2627/1', false],
  ])('%s → %s', (num, ok) => expect(isValidInvoiceNumber(num)).toBe(ok));
});

describe('a number series (the invoice’s Series)', () => {
  const seriesProblem = (Series: string): string | undefined =>
    invoiceCreateBody.safeParse({ Series }).error?.issues.find((i) => i.path[0] === 'Series')?.message;

  it.each(['INV', 'WS2', 'B', 'ABC12', '1A'])('%s is taken', (series) => expect(seriesProblem(series)).toBeUndefined());

  it.each(['inv', 'Ws2', '0INV', 'INV/1', 'INV-1', 'ABCDEF', ''])('%s is refused, saying why', (series) =>
    expect(seriesProblem(series)).toBe(SeriesMessages.seriesShape),
  );

  it('every number of a series it takes is one the e-invoice takes', () => {
    for (const series of ['INV', 'WS2', '1A', 'ZZZZZ'])
      expect(isValidInvoiceNumber(formatDocumentNumber(series, '2627', 1)), series).toBe(true);
  });
});

describe('place of supply', () => {
  it('the recipient’s GSTIN state wins over its address; an explicit POS over both; unknown is the supplier’s own state', () => {
    expect(placeOfSupply({ recipientGstin: '27AAACN4165C1ZB', recipientState: '29', supplierState: '29' })).toEqual({
      POS: '27',
      IntraState: false,
    });
    expect(placeOfSupply({ recipientState: '29', supplierState: '29' })).toEqual({ POS: '29', IntraState: true });
    expect(placeOfSupply({ pos: '33', recipientState: '29', supplierState: '29' })).toEqual({
      POS: '33',
      IntraState: false,
    });
    expect(placeOfSupply({ supplierState: '29' })).toEqual({ POS: '29', IntraState: true });
  });
});

describe('tax code for the supply', () => {
  const date = '2026-11-24';
  it('an intra-state code on an inter-state supply becomes the IGST code of the same rate, and back', () => {
    expect(taxCodeForSupply(106, false, DEFAULT_TAX_CODES, date, 114)).toBe(114);
    expect(taxCodeForSupply(114, true, DEFAULT_TAX_CODES, date, 106)).toBe(106);
    expect(taxCodeForSupply(103, false, DEFAULT_TAX_CODES, date)).toBe(111);
    expect(taxCodeForSupply(106, true, DEFAULT_TAX_CODES, date)).toBe(106);
    expect(taxCodeForSupply(undefined, false, DEFAULT_TAX_CODES, date)).toBeUndefined();
  });
  it('follows the rates in force on the date (107 was 28% before the 2025 reform, 18% after)', () => {
    expect(taxCodeForSupply(107, false, DEFAULT_TAX_CODES, '2025-01-10')).toBe(115);
    // From 22 Sep 2025 code 107 is 18%: the first inter-state 18% code is 114.
    expect(taxCodeForSupply(107, false, DEFAULT_TAX_CODES, date)).toBe(114);
  });
  it('rewrites only the lines that need it', () => {
    const lines = [{ _id: 'IO1', TCode: 106 }, { _id: 'IO2' }, { _id: 'IO3', TCode: 114 }];
    expect(linesForSupply(lines, false, DEFAULT_TAX_CODES, date, 114)).toEqual([
      { _id: 'IO1', TCode: 114 },
      { _id: 'IO2' },
      { _id: 'IO3', TCode: 114 },
    ]);
  });
});

describe('GST document rows', () => {
  const line = (HSN: string, Rate: number, UQC: string, Qty: number, Taxable: number) => ({
    HSN,
    Desc: HSN,
    UQC,
    Qty,
    Rate,
    Gross: Taxable,
    Discount: 0,
    Taxable,
    IGST: 0,
    CGST: (Taxable * Rate) / 200,
    SGST: (Taxable * Rate) / 200,
    Cess: 0,
  });
  it('groups per HSN/SAC, rate and UQC, adding paise and quantities exactly', () => {
    const rows = groupGstRows([
      line('8708', 18, 'NOS', 0.1, 10_000),
      line('8708', 18, 'NOS', 0.2, 20_000),
      line('8708', 28, 'NOS', 1, 5_000),
      line('9987', 18, 'OTH', 1, 100_000),
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      HSN: '8708',
      Rate: 18,
      Qty: 0.3,
      Taxable: 30_000,
      CGST: 2_700,
      SGST: 2_700,
      Cess: 0,
    });
  });
  it('a document keeps its header, its grouped rows and its lines as items', () => {
    const doc = gstDocumentOf({
      Kind: 'Invoice',
      Id: 'X',
      Num: 'INV/2627/00001',
      Series: 'INV',
      Date: '2026-11-24',
      Sts: 'Issued',
      SupplierGSTIN: '29AAKCK4321M1Z5',
      SupplierStCode: '29',
      RecipientName: 'Ravi',
      POS: '29',
      RevCharge: false,
      Value: 35_400,
      lines: [line('9987', 18, 'OTH', 1, 30_000)],
    });
    expect(doc.Rows).toEqual([
      {
        HSN: '9987',
        Desc: '9987',
        UQC: 'OTH',
        Qty: 1,
        Rate: 18,
        Taxable: 30_000,
        IGST: 0,
        CGST: 2_700,
        SGST: 2_700,
        Cess: 0,
      },
    ]);
    expect(doc).not.toHaveProperty('lines');
    expect(doc.Items).toEqual([line('9987', 18, 'OTH', 1, 30_000)]);
  });
  it('a document whose lines would pass the header’s budget keeps its rows only (its e-invoice lists the rows)', () => {
    const head = {
      Kind: 'Invoice',
      Id: 'X',
      Num: 'INV/2627/00001',
      Series: 'INV',
      Date: '2026-11-24',
      Sts: 'Issued',
      SupplierGSTIN: '29AAKCK4321M1Z5',
      SupplierStCode: '29',
      RecipientName: 'Ravi',
      POS: '29',
      RevCharge: false,
      Value: 0,
    } as const;
    const long = (n: number) =>
      Array.from({ length: n }, () => ({ ...line('8708', 18, 'NOS', 1, 100), Desc: 'd'.repeat(300) }));
    expect(gstDocumentOf({ ...head, lines: long(100) }).Items).toHaveLength(100);
    const huge = gstDocumentOf({ ...head, lines: long(1_000) });
    expect(huge.Items).toBeUndefined();
    expect(huge.Rows).toEqual([expect.objectContaining({ HSN: '8708', Qty: 1_000, Taxable: 100_000 })]);
  });
});
