import { describe, expect, it } from 'vitest';
import { buildSalesDocPrintModel, gstByRate } from './sales-doc-print';
import type { SalesDocAnswer } from './so-schemas';

/** The print of a sales order (docs/sales-settings.md §2): figures to the paisa, GST by rate, words, terms. */

const line = (
  _id: string,
  Qty: number,
  UnPr: number,
  Taxable: number,
  half: number,
  Total: number,
): SalesDocAnswer['Lines'][number] => ({
  _id,
  Desc: _id === 'L1' ? 'Brake pad set' : 'Oil filter',
  PCode: _id === 'L1' ? 'BP-2101' : 'OF-31',
  HSN: '8708',
  UoM: 'NOS',
  Qty,
  UnPr,
  Disc: 0,
  Amt: Taxable,
  Taxable,
  CGST: half,
  SGST: half,
  IGST: 0,
  Total,
});

// The worked example of docs/sales-settings.md: 2 × 1,200 at 18 %, 3 × 449.50 at 5 %, within the state.
const ORDER: SalesDocAnswer = {
  _id: 'SO1',
  Num: 'SO/2627/00012',
  Sts: 'Approved',
  CrDate: '2026-11-29',
  CustName: 'Velu Motors',
  GSTIN: '33AAACV1234F1Z5',
  GrandTotal: 4248,
  FY: '2627',
  POS: '33',
  IntraState: true,
  Amt: 3748.5,
  DiscAmt: 0,
  Taxable: 3748.5,
  CGST: 249.71,
  SGST: 249.71,
  IGST: 0,
  Adjust: 0.08,
  Lines: [line('L1', 2, 1200, 2400, 216, 2832), line('L2', 3, 449.5, 1348.5, 33.71, 1415.92)],
  ver: 3,
};

const branch = { name: 'Hosur Auto Parts', gstin: '33AAACH1234K1Z2', hasLogo: false };

describe('the print of a sales order', () => {
  it('sums GST per rate to the paisa', () => {
    expect(gstByRate(ORDER)).toEqual([
      { rate: '5%', taxable: 134850, cgst: 3371, sgst: 3371, igst: 0 },
      { rate: '18%', taxable: 240000, cgst: 21600, sgst: 21600, igst: 0 },
    ]);
  });

  it('prints the letterhead, lines with their rate, the total in words and the branch terms', () => {
    const model = buildSalesDocPrintModel('SalesOrder', ORDER, branch, 'Goods once sold are not taken back.');
    expect(model.title).toBe('Sales Order');
    expect(model.branch).toMatchObject({ name: 'Hosur Auto Parts', gstin: '33AAACH1234K1Z2', showLogo: false });
    expect(model.sections[0]!.rows.map((r) => (r.kind === 'line' ? r.cells.gst : ''))).toEqual(['18%', '5%']);
    expect(model.totals.at(-1)).toMatchObject({ label: 'Total', paise: 424800 });
    expect(model.amountInWords).toMatch(/Four Thousand Two Hundred (and )?Forty[- ]Eight/i);
    expect(model.notes).toEqual(['Goods once sold are not taken back.']);
    expect(model.paperSize).toBe('A4');
  });

  it('an estimate says Valid until and prints no terms when the branch has none', () => {
    const model = buildSalesDocPrintModel('SalesEstimate', { ...ORDER, ExpDate: '2026-12-14' }, branch, undefined);
    expect(model.title).toBe('Sales Estimate');
    expect(model.meta.find((f) => f.label === 'Valid until')).toEqual({
      label: 'Valid until',
      value: '2026-12-14',
      date: true,
    });
    expect(model.notes).toEqual([]);
  });
});
