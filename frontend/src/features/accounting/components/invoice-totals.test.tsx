import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TotalsList, type InvoiceFigures } from './invoice-totals';

afterEach(cleanup);

/** ₹3,905 + 18 % = ₹4,607.90, rounded to ₹4,608 (paise). */
const figures = (tax: Pick<InvoiceFigures, 'CGST' | 'SGST' | 'IGST'>): InvoiceFigures => ({
  Taxable: 390_500,
  ...tax,
  Adjust: 10,
  GrandTotal: 460_800,
  Excess: 0,
  Payable: 460_800,
  Credited: 0,
  Paid: 0,
  Due: 460_800,
});
const labels = () => screen.getAllByRole('status').map((o) => o.getAttribute('aria-label'));

describe('the invoice totals', () => {
  it('within the state: CGST and SGST separately, the rounding named as the print names it, and the grand total', () => {
    render(<TotalsList figures={figures({ CGST: 35_145, SGST: 35_145, IGST: 0 })} intraState />);
    expect(labels()).toEqual(['Taxable', 'CGST', 'SGST', 'Rounding', 'Grand total', 'Paid', 'Due']);
    expect(screen.getByRole('status', { name: 'CGST' }).textContent).toBe('₹351.45');
    expect(screen.getByRole('status', { name: 'Rounding' }).textContent).toBe('₹0.10');
    expect(screen.getByRole('status', { name: 'Grand total' }).textContent).toBe('₹4,608.00');
  });

  it('to another state: IGST only', () => {
    render(<TotalsList figures={figures({ CGST: 0, SGST: 0, IGST: 70_290 })} intraState={false} />);
    expect(labels()).toEqual(['Taxable', 'IGST', 'Rounding', 'Grand total', 'Paid', 'Due']);
    expect(screen.getByRole('status', { name: 'IGST' }).textContent).toBe('₹702.90');
  });

  it('of a Draft: no Paid or Due, which come with its number (the server answers a Draft Due ₹0)', () => {
    render(<TotalsList figures={{ ...figures({ CGST: 35_145, SGST: 35_145, IGST: 0 }), Due: 0 }} intraState draft />);
    expect(labels()).toEqual(['Taxable', 'CGST', 'SGST', 'Rounding', 'Grand total']);
  });
});
