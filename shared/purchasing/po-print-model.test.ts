import { describe, expect, it } from 'vitest';
import { buildPurchaseOrderPrintModel } from './po-print-model';
import { poPrintFixture as order } from './test/po-fixtures';

describe('the purchase order print', () => {
  it('prints the branch as buyer, the vendor, HSN, quantity, rate, tax by head and rate, and the total in words', () => {
    const m = buildPurchaseOrderPrintModel(order(true));
    expect(m).toMatchObject({ title: 'Purchase Order', number: 'PO/2627/7', paperSize: 'A4' });
    expect(m.branch).toMatchObject({ name: 'Sharma Motors', gstin: '29AABCS1234F1Z5' });
    expect(m.branch.addressLines).toEqual(['1 MG Road', 'Bengaluru, Karnataka - 560001']);
    expect(m.tax?.recipient).toMatchObject({ title: 'Vendor', name: 'Asha Auto Spares', state: 'Karnataka (29)' });
    expect(m.sections[0]?.rows[0]).toEqual({
      kind: 'line',
      cells: expect.objectContaining({
        hsn: '8708',
        qty: '3',
        unit: 'SET',
        rate: '₹1,234.56',
        taxable: '₹3,703.68',
        cgst: '₹333.33',
      }),
    });
    expect(m.totals.map((r) => [r.label, r.value])).toEqual([
      ['Taxable value', '₹3,703.68'],
      ['CGST @ 9%', '₹333.33'],
      ['SGST @ 9%', '₹333.33'],
      ['Total', '₹4,370.34'],
    ]);
    expect(m.totals.slice(0, 3).reduce((s, r) => s + r.paise, 0)).toBe(m.totals[3]?.paise);
    expect(m.amountInWords).toMatch(/^Rupees Four Thousand Three Hundred Seventy/i);
    expect(m.meta).toContainEqual({ label: 'Expected by', value: '2026-12-02', date: true });
    expect(m.notes).toContain('Terms: Deliver to the workshop store before 6 pm.');
  });

  it('prints IGST alone for a vendor of another state', () => {
    const m = buildPurchaseOrderPrintModel(order(false));
    expect(m.sections[0]?.columns.map((c) => c.key)).not.toContain('cgst');
    expect(m.totals.map((r) => [r.label, r.value])).toContainEqual(['IGST @ 18%', '₹666.66']);
  });
});
