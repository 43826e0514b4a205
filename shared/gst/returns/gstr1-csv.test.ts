import { describe, expect, it } from 'vitest';
import { buildGstr1 } from './gstr1';
import { gstr1CsvTable } from './gstr1-csv';
import { GSTIN, OCTOBER } from './testing/golden-month';

/** The golden month's sections as the offline tool's template tables (expected cells written by hand). */
const { json } = buildGstr1(OCTOBER, { gstin: GSTIN, period: '2026-10' });

describe('GSTR-1 section tables', () => {
  it('b2b: one row per invoice and rate, under the template headers', () => {
    expect(gstr1CsvTable(json, 'b2b', OCTOBER)).toEqual({
      header: [
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
      rows: [
        [
          '27AAPFU0939F1ZV',
          'Patil Motors, Pune',
          'INV/2627/00001',
          '03-Oct-2026',
          '17701.00',
          '27-Maharashtra',
          'N',
          '',
          'Regular B2B',
          '',
          18,
          '15000.50',
          '0.00',
        ],
      ],
    });
  });

  it('b2cl, b2cs, cdnr and cdnur', () => {
    expect(gstr1CsvTable(json, 'b2cl', OCTOBER).rows).toEqual([
      ['INV/2627/00002', '05-Oct-2026', '118000.00', '33-Tamil Nadu', '', 18, '100000.00', '0.00', ''],
    ]);
    expect(gstr1CsvTable(json, 'b2cs', OCTOBER).rows).toEqual([
      ['OE', '29-Karnataka', '', 18, '2499.99', '0.00', ''],
      ['OE', '33-Tamil Nadu', '', 18, '5000.00', '0.00', ''],
    ]);
    expect(gstr1CsvTable(json, 'cdnr', OCTOBER).rows).toEqual([
      [
        '27AAPFU0939F1ZV',
        'Patil Motors, Pune',
        'CN/2627/00001',
        '20-Oct-2026',
        'C',
        '27-Maharashtra',
        'N',
        'Regular B2B',
        '2950.30',
        '',
        18,
        '2500.25',
        '0.00',
      ],
    ]);
    expect(gstr1CsvTable(json, 'cdnur', OCTOBER)).toEqual({
      header: [
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
      rows: [['B2CL', 'CN/2627/00003', '25-Oct-2026', 'C', '33-Tamil Nadu', '29500.00', '', 18, '25000.00', '0.00']],
    });
  });

  it('hsn: B2B rows then B2C rows, with their total value', () => {
    const t = gstr1CsvTable(json, 'hsn', OCTOBER);
    expect(t.header[0]).toBe('Type');
    expect(t.rows).toEqual([
      ['B2B', '8708', 'Brake pads', 'NOS-NUMBERS', 1, '2950.29', 18, '2500.25', '450.04', '0.00', '0.00', '0.00'],
      ['B2B', '998714', 'Repair labour', 'NA', 0, '11800.00', 18, '10000.00', '1800.00', '0.00', '0.00', '0.00'],
      ['B2C', '8708', 'Brake pads', 'NOS-NUMBERS', 5, '95579.99', 18, '80999.99', '14400.00', '90.00', '90.00', '0.00'],
      ['B2C', '998714', 'Repair labour', 'NA', 0, '1770.00', 18, '1500.00', '0.00', '135.00', '135.00', '0.00'],
    ]);
  });

  it('docs: one row per nature and series', () => {
    expect(gstr1CsvTable(json, 'doc_issue', OCTOBER).rows).toEqual([
      ['Invoices for outward supply', 'INV/2627/00001', 'INV/2627/00005', 5, 1],
      ['Credit Note', 'CN/2627/00001', 'CN/2627/00003', 3, 0],
    ]);
  });

  it('an empty section is its header alone', () => {
    const empty = buildGstr1([], { gstin: GSTIN, period: '2026-10' }).json;
    expect(gstr1CsvTable(empty, 'b2cl', [])).toEqual({ header: expect.any(Array), rows: [] });
  });
});
