import { describe, expect, it } from 'vitest';
import { canonicalJson, documentChanges } from './audit-changes';
import { financialYear, formatNumber } from './document-numbers';
import { emptyLines } from './documents-repo';

describe('document numbers', () => {
  it('take the financial year from April by default, and any first month the branch sets', () => {
    expect(financialYear('2026-11-24')).toBe('2627');
    expect(financialYear('2027-03-31')).toBe('2627');
    expect(financialYear('2027-04-01')).toBe('2728');
    expect(financialYear('2099-12-31')).toBe('9900');
    expect(financialYear('2026-06-30', 7)).toBe('2526');
    expect(financialYear('2026-06-30', 1)).toBe('26');
  });

  it('are series/year/five digits, at most 16 characters up to 9,999,999', () => {
    expect(formatNumber('EST', '2627', 1)).toBe('EST/2627/00001');
    expect(formatNumber('WO', '2627', 123_456)).toBe('WO/2627/123456');
    expect(formatNumber('EST', '2627', 9_999_999).length).toBeLessThanOrEqual(16);
  });
});

describe('audit changes', () => {
  it('name header fields and lines by id, with added and removed lines whole', () => {
    const before = {
      head: { Notes: 'a', SA: 'u1', ver: 1, UpDt: 'x' },
      lines: {
        ...emptyLines(),
        Ops: [
          { _id: 'WO1', Pr: 100, Qty: 1 },
          { _id: 'WO2', Pr: 5 },
        ],
      },
    };
    const after = {
      head: { Notes: 'b', SA: 'u1', ver: 2, UpDt: 'y', Odo: 10 },
      lines: {
        ...emptyLines(),
        Ops: [
          { _id: 'WO1', Pr: 120, Qty: 1 },
          { _id: 'WO3', Pr: 7 },
        ],
      },
    };
    expect(documentChanges(before, after)).toEqual([
      { Path: 'Notes', Before: 'a', After: 'b' },
      { Path: 'Odo', After: 10 },
      { Path: 'Ops.WO1.Pr', Before: 100, After: 120 },
      { Path: 'Ops.WO3', After: { _id: 'WO3', Pr: 7 } },
      { Path: 'Ops.WO2', Before: { _id: 'WO2', Pr: 5 } },
    ]);
  });

  it('compare items by content, whatever the attribute order, leaving out undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe(
      canonicalJson({ a: { d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});
