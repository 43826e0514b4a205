import { describe, expect, it } from 'vitest';
import {
  addMonths,
  claimTerms,
  depreciationOf,
  depreciationRate,
  METAL_DEPRECIATION_BY_AGE,
  needsRegistrationDate,
  PAINT_LABOUR_DEPRECIATION,
  PART_MATERIAL_HINTS,
  PART_MATERIAL_LABELS,
  PART_MATERIALS,
  vehicleAgeBand,
} from './depreciation';
import { partMaterial, repairOrder } from './schemas';

/** The depreciation schedule and how a vehicle's age is counted (docs/insurance-depreciation.md). */

const pctOf = (regDt: string, lossDt: string) => vehicleAgeBand(regDt, lossDt)?.pct;

describe('band edges: "not exceeding" is ≤, counted in calendar months', () => {
  it.each([
    ['registered today', '2025-01-15', '2025-01-15', 0],
    ['exactly 6 months', '2025-01-15', '2025-07-15', 0],
    ['6 months and a day', '2025-01-15', '2025-07-16', 5],
    ['exactly 1 year', '2024-10-01', '2025-10-01', 5],
    ['1 year and a day', '2024-10-01', '2025-10-02', 10],
    ['exactly 2 years', '2023-10-01', '2025-10-01', 10],
    ['exactly 3 years', '2022-10-01', '2025-10-01', 15],
    ['3 years 6 months', '2022-04-01', '2025-10-01', 25],
    ['exactly 4 years', '2021-10-01', '2025-10-01', 25],
    ['4 years and a day', '2021-10-01', '2025-10-02', 35],
    ['exactly 5 years', '2020-10-01', '2025-10-01', 35],
    ['5 years and a day', '2020-10-01', '2025-10-02', 40],
    ['exactly 10 years', '2015-10-01', '2025-10-01', 40],
    ['10 years and a day', '2015-10-01', '2025-10-02', 50],
    ['20 years', '2005-10-01', '2025-10-01', 50],
    ['29 Feb + 1 year is 28 Feb (month-end): still 1 year', '2020-02-29', '2021-02-28', 5],
    ['29 Feb registration, 1 Mar next year: over a year', '2020-02-29', '2021-03-01', 10],
    ['31 Aug + 6 months is 28 Feb: nil on 28 Feb', '2025-08-31', '2026-02-28', 0],
    ['31 Aug + 6 months, 1 Mar: 5%', '2025-08-31', '2026-03-01', 5],
    ['loss before registration counts as new', '2025-10-01', '2025-09-01', 0],
  ])('%s (%s → %s) → %s%%', (_name, regDt, lossDt, pct) => {
    expect(pctOf(regDt, lossDt)).toBe(pct);
  });

  it('no band without both dates, or with text that is not a date', () => {
    expect(vehicleAgeBand(undefined, '2025-10-01')).toBeUndefined();
    expect(vehicleAgeBand('2020-01-01', undefined)).toBeUndefined();
    expect(vehicleAgeBand('01/01/2020', '2025-10-01')).toBeUndefined();
  });

  it('the schedule is one table in age order, ending with the open band at 50%', () => {
    expect(METAL_DEPRECIATION_BY_AGE.map((b) => [b.upToMonths, b.pct])).toEqual([
      [6, 0],
      [12, 5],
      [24, 10],
      [36, 15],
      [48, 25],
      [60, 35],
      [120, 40],
      [Number.POSITIVE_INFINITY, 50],
    ]);
  });

  it('addMonths keeps the day or clamps to the month end, across years', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonths('2015-10-01', 120)).toBe('2025-10-01');
    expect(addMonths('not a date', 1)).toBeUndefined();
  });
});

describe('rate of a line', () => {
  const terms = claimTerms({ RegDt: '2022-04-01' }, undefined, '2025-10-01');

  it.each([
    ['metal part, 3½ years', { kind: 'Part', PBy: 'Ins', Mat: 'Metal' }, 25],
    ['rubber / plastic part', { kind: 'Part', PBy: 'Ins', Mat: 'Rubber' }, 50],
    ['fibreglass part', { kind: 'Part', PBy: 'InCu', Mat: 'Fibreglass' }, 30],
    ['glass part', { kind: 'Part', PBy: 'Ins', Mat: 'Glass' }, 0],
    ['paint material', { kind: 'Part', PBy: 'Ins', Mat: 'Paint' }, 50],
    ['part without material', { kind: 'Part', PBy: 'Ins' }, 0],
    ['unsplit painting labour: 50% of the 25% material', { kind: 'Labor', PBy: 'Ins', Paint: true }, 12.5],
    ['other labour', { kind: 'Labor', PBy: 'Ins' }, 0],
    ['customer-paid metal part', { kind: 'Part', PBy: 'Cus', Mat: 'Metal' }, 0],
    ['payer missing means customer', { kind: 'Part', Mat: 'Rubber' }, 0],
    ['warranty rubber part', { kind: 'Part', PBy: 'War', Mat: 'Rubber' }, 0],
  ] as const)('%s → %s%%', (_name, line, pct) => {
    expect(depreciationRate(line, terms)).toBe(pct);
  });

  it('no claim, or zero-depreciation cover: 0 on every line', () => {
    expect(depreciationRate({ kind: 'Part', PBy: 'Ins', Mat: 'Rubber' }, undefined)).toBe(0);
    const zeroDep = claimTerms({ ZeroDep: true, RegDt: '2010-01-01' }, undefined, '2025-10-01');
    expect(depreciationRate({ kind: 'Part', PBy: 'Ins', Mat: 'Rubber' }, zeroDep)).toBe(0);
    expect(depreciationRate({ kind: 'Labor', PBy: 'Ins', Paint: true }, zeroDep)).toBe(0);
  });

  it('a metal part without the registration date: 0 and flagged; other materials need no date', () => {
    const noReg = claimTerms({}, undefined, '2025-10-01');
    expect(depreciationRate({ kind: 'Part', PBy: 'Ins', Mat: 'Metal' }, noReg)).toBe(0);
    expect(needsRegistrationDate({ kind: 'Part', PBy: 'Ins', Mat: 'Metal' }, noReg)).toBe(true);
    expect(needsRegistrationDate({ kind: 'Part', PBy: 'Ins', Mat: 'Rubber' }, noReg)).toBe(false);
    expect(needsRegistrationDate({ kind: 'Part', PBy: 'Cus', Mat: 'Metal' }, noReg)).toBe(false);
    expect(needsRegistrationDate({ kind: 'Part', PBy: 'Ins', Mat: 'Metal' }, terms)).toBe(false);
    expect(
      needsRegistrationDate(
        { kind: 'Part', PBy: 'Ins', Mat: 'Metal' },
        claimTerms({ ZeroDep: true }, undefined, '2025-10-01'),
      ),
    ).toBe(false);
  });

  it('the date of loss defaults to CrDate (date part of a timestamp too), then the calculation date', () => {
    expect(claimTerms({ LossDt: '2025-01-02' }, '2025-03-04', '2025-10-01')?.LossDt).toBe('2025-01-02');
    expect(claimTerms({}, '2025-03-04', '2025-10-01')?.LossDt).toBe('2025-03-04');
    expect(claimTerms({}, '2025-03-04T10:30:00+05:30', '2025-10-01')?.LossDt).toBe('2025-03-04');
    expect(claimTerms({}, undefined, '2025-10-01')?.LossDt).toBe('2025-10-01');
    expect(claimTerms(undefined, '2025-03-04', '2025-10-01')).toBeUndefined();
  });

  it('painting labour rate is exactly 12.5, and the depreciation in paise is rounded half up once', () => {
    expect(PAINT_LABOUR_DEPRECIATION).toBe(12.5);
    // 12.5% of ₹6,000.04 = 750.005 → 750.01.
    expect(depreciationOf(600_004, 125_000)).toBe(75_001);
    expect(depreciationOf(0, 500_000)).toBe(0);
    expect(depreciationOf(100_000, 0)).toBe(0);
  });
});

describe('one list of materials for the schema and the UI', () => {
  it('labels and hints cover every material, and the schema accepts exactly these', () => {
    expect(Object.keys(PART_MATERIAL_LABELS)).toEqual([...PART_MATERIALS]);
    expect(Object.keys(PART_MATERIAL_HINTS)).toEqual([...PART_MATERIALS]);
    expect(partMaterial.options).toEqual([...PART_MATERIALS]);
    expect(partMaterial.safeParse('Plastic').success).toBe(false);
  });

  it('the claim header validates its fields (dates as YYYY-MM-DD, policy and claim numbers ≤ 60, excess as money)', () => {
    const ok = repairOrder.safeParse({
      Claim: {
        InsId: 'I1',
        PolicyNo: 'P'.repeat(60),
        ClaimNo: 'C1',
        ZeroDep: false,
        Excess: 1000,
        RegDt: '2022-04-01',
        LossDt: '2025-10-01',
      },
      Parts: [{ _id: 'WP1', Mat: 'Metal', Dep: 2500, DepPct: 25 }],
      Ops: [{ _id: 'WO1', Paint: true }],
    });
    expect(ok.success).toBe(true);
    for (const bad of [
      { PolicyNo: 'P'.repeat(61) },
      { RegDt: '01-04-2022' },
      { Excess: -1 },
      { Excess: 10.005 },
      { ClaimNo: 'C'.repeat(61) },
    ])
      expect(repairOrder.safeParse({ Claim: bad }).success, JSON.stringify(bad)).toBe(false);
  });
});
