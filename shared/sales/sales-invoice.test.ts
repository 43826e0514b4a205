import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CODES } from '../documents/tax-codes';
import { taxCodeOfRate } from './sales-invoice';

/** A line's whole GST rate as the tax code of the supply's kind in force that day (docs/sales-invoices.md §3). */
describe('taxCodeOfRate', () => {
  const on = '2026-11-29';
  it('picks the lowest code of the rate and kind, or the branch’s own when it has the rate', () => {
    expect(taxCodeOfRate(18, true, DEFAULT_TAX_CODES, on)).toBe(106);
    expect(taxCodeOfRate(18, false, DEFAULT_TAX_CODES, on)).toBe(114);
    expect(taxCodeOfRate(18, true, DEFAULT_TAX_CODES, on, 107)).toBe(107);
    expect(taxCodeOfRate(5, true, DEFAULT_TAX_CODES, on, 106)).toBe(103);
    expect(taxCodeOfRate(0, false, DEFAULT_TAX_CODES, on)).toBe(109);
  });

  it('follows the codes in force on the date: 28% before the reform, none after', () => {
    expect(taxCodeOfRate(28, true, DEFAULT_TAX_CODES, '2025-09-21')).toBe(107);
    expect(taxCodeOfRate(28, true, DEFAULT_TAX_CODES, on)).toBeUndefined();
    expect(taxCodeOfRate(12, false, DEFAULT_TAX_CODES, on)).toBeUndefined();
  });
});
