import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../reference/categories';
import { category, complaint, DEFAULT_CATEGORY_IDS, labourRate, operation, part } from './schemas';
import { SEED_COMPLAINTS, SEED_LABOUR_RATES, SEED_OPERATIONS, SEED_PARTS, VEHICLE_MODELS } from './seed';
import { hsnRate, taxCodeForHsn } from './gst-rates';

const unique = (values: readonly string[]): boolean => new Set(values).size === values.length;

describe('catalogue seed', () => {
  it('every record passes its schema', () => {
    for (const c of SEED_COMPLAINTS) expect(complaint.safeParse(c).error).toBeUndefined();
    for (const o of SEED_OPERATIONS) expect(operation.safeParse(o).error).toBeUndefined();
    for (const p of SEED_PARTS) expect(part.safeParse(p).error).toBeUndefined();
    for (const r of SEED_LABOUR_RATES) expect(labourRate.safeParse(r).error).toBeUndefined();
    for (const c of CATEGORIES) expect(category.safeParse(c).success).toBe(true);
  });

  it('the system catalogue uses only the default categories', () => {
    for (const r of [...SEED_COMPLAINTS, ...SEED_OPERATIONS, ...SEED_PARTS])
      expect(DEFAULT_CATEGORY_IDS.has(r.Cat), r.Cat).toBe(true);
  });

  it('has about 80 complaints, 150 operations and 400 parts', () => {
    expect(SEED_COMPLAINTS.length).toBeGreaterThanOrEqual(75);
    expect(SEED_COMPLAINTS.length).toBeLessThanOrEqual(90);
    expect(SEED_OPERATIONS.length).toBeGreaterThanOrEqual(140);
    expect(SEED_OPERATIONS.length).toBeLessThanOrEqual(170);
    expect(SEED_PARTS.length).toBeGreaterThanOrEqual(380);
    expect(SEED_PARTS.length).toBeLessThanOrEqual(420);
    expect(SEED_LABOUR_RATES.map((r) => r.BodyType)).toEqual(['HATCHBACK', 'SEDAN', 'SUV']);
  });

  it('ids, op codes, part codes and descriptions are unique', () => {
    expect(unique(SEED_COMPLAINTS.map((c) => c._id))).toBe(true);
    expect(unique(SEED_COMPLAINTS.map((c) => c.Desc.toLowerCase()))).toBe(true);
    expect(unique(SEED_OPERATIONS.map((o) => o.OpCode))).toBe(true);
    expect(unique(SEED_OPERATIONS.map((o) => o.Desc.toLowerCase()))).toBe(true);
    expect(unique(SEED_PARTS.map((p) => p._id))).toBe(true);
    expect(unique(SEED_PARTS.map((p) => p.PCode))).toBe(true);
  });

  it('every seeded model has parts, and labour hours never fall from hatchback to SUV', () => {
    for (const m of VEHICLE_MODELS)
      expect(SEED_PARTS.filter((p) => p.Apps.some((a) => a.Model === m.Model)).length).toBeGreaterThan(40);
    for (const o of SEED_OPERATIONS) {
      expect(o.Hrs.SEDAN).toBeGreaterThanOrEqual(o.Hrs.HATCHBACK);
      expect(o.Hrs.SUV).toBeGreaterThanOrEqual(o.Hrs.SEDAN);
    }
  });

  it("every part's HSN maps to a tax code in the published table, and the part carries it", () => {
    for (const p of SEED_PARTS) {
      expect(hsnRate(p.HSN), p.HSN).toBeDefined();
      expect(p.TCode).toBe(taxCodeForHsn(p.HSN));
    }
    for (const o of SEED_OPERATIONS) expect(o.TCode).toBe(taxCodeForHsn(o.SAC));
  });
});
