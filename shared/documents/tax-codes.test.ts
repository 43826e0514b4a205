import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTER_STATE_TAX_CODE,
  DEFAULT_INTRA_STATE_TAX_CODE,
  DEFAULT_LABOR_ACCOUNT,
  DEFAULT_PART_ACCOUNT,
  SERVICE_SAC,
} from './constants';
import {
  byTaxRate,
  DEFAULT_TAX_CODES,
  resolveTaxCode,
  taxCode,
  taxCodeLabel,
  taxCodesInForce,
  taxResolver,
} from './tax-codes';

describe('service-documents §9 constants and §3 tax codes', () => {
  it('§9 defaults: tax codes 106 / 114, SAC 9987, accounts 4000 / 4100', () => {
    expect([
      DEFAULT_INTRA_STATE_TAX_CODE,
      DEFAULT_INTER_STATE_TAX_CODE,
      SERVICE_SAC,
      DEFAULT_LABOR_ACCOUNT,
      DEFAULT_PART_ACCOUNT,
    ]).toEqual([106, 114, '9987', 4000, 4100]);
    expect(resolveTaxCode(DEFAULT_TAX_CODES, 106, '2025-10-01')).toMatchObject({ Type: 1, CGST: 9, SGST: 9 });
    expect(resolveTaxCode(DEFAULT_TAX_CODES, 114, '2025-10-01')).toMatchObject({ Type: 2, IGST: 18 });
  });

  it('every default tax code is valid and versions of one id never overlap', () => {
    for (const c of DEFAULT_TAX_CODES) expect(taxCode.safeParse(c).success).toBe(true);
    const ids = new Set(DEFAULT_TAX_CODES.map((c) => c._id));
    for (const id of ids) {
      const versions = DEFAULT_TAX_CODES.filter((c) => c._id === id);
      const sorted = [...versions].sort((a, b) => (a.EffFrom < b.EffFrom ? -1 : 1));
      for (let i = 1; i < sorted.length; i++)
        expect((sorted[i - 1]?.EffTo ?? '9999') < (sorted[i]?.EffFrom ?? '')).toBe(true);
    }
  });

  it.each<[number, string, number | undefined]>([
    [107, '2025-09-21', 14],
    [107, '2025-09-22', 9],
    [104, '2025-09-21', 6],
    [104, '2025-09-22', 2.5],
    [105, '2025-09-21', undefined],
    [105, '2025-09-22', 20],
    [106, '2017-07-01', 9],
    [106, '2017-06-30', undefined],
    [999, '2025-10-01', undefined],
  ])('§3 tax code %i on %s has CGST %s (GST reform of 22 Sep 2025)', (id, date, cgst) => {
    expect(resolveTaxCode(DEFAULT_TAX_CODES, id, date)?.CGST).toBe(cgst);
  });

  it('an intra-state code needs equal CGST and SGST; EffTo not before EffFrom', () => {
    const ok = { _id: 1, Type: 1, CGST: 9, SGST: 9, IGST: 0, EffFrom: '2025-01-01', Desc: 'x' };
    expect(taxCode.safeParse(ok).success).toBe(true);
    expect(taxCode.safeParse({ ...ok, SGST: 8 }).success).toBe(false);
    expect(taxCode.safeParse({ ...ok, EffTo: '2024-12-31' }).success).toBe(false);
  });

  it('codes in force are listed by rate, then id (no 40% between 5% and 18%)', () => {
    const listed = taxCodesInForce(DEFAULT_TAX_CODES, '2026-01-01').map((c) => c._id);
    expect(listed).toEqual([101, 109, 102, 110, 103, 104, 111, 112, 106, 107, 114, 115, 105, 113]);
    const rates = [...DEFAULT_TAX_CODES].sort(byTaxRate).map((c) => c.CGST + c.SGST + c.IGST);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it('codes in force on a date, one per id, and a memoised resolver', () => {
    const before = taxCodesInForce(DEFAULT_TAX_CODES, '2025-09-01').map((c) => c._id);
    expect(before).not.toContain(105);
    expect(before).toContain(107);
    const resolve = taxResolver(DEFAULT_TAX_CODES, '2025-10-01');
    expect(resolve(107)).toEqual({ _id: 107, intra: true, halfRate: 90_000, igstRate: 0 });
    expect(resolve(undefined)).toBeUndefined();
  });

  it("a tax code's label is the version in force on the document's date", () => {
    expect(taxCodeLabel(DEFAULT_TAX_CODES, 107, '2025-09-21')).toBe('107 · GST 28% (auto parts)');
    expect(taxCodeLabel(DEFAULT_TAX_CODES, 107, '2025-09-22')).toBe('107 · GST 18% (auto parts, was 28%)');
    // 40 % exists only from the reform: earlier, the code's latest version; an unknown code its id.
    expect(taxCodeLabel(DEFAULT_TAX_CODES, 105, '2024-01-01')).toBe('105 · GST 40%');
    expect(taxCodeLabel(DEFAULT_TAX_CODES, 999, '2026-01-01')).toBe('999');
    expect(taxCodeLabel(DEFAULT_TAX_CODES, undefined, '2026-01-01')).toBe('');
  });
});
