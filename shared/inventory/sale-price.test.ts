import { describe, expect, it } from 'vitest';
import { categoryKey, coversDay, saleLists, salePriceFrom, windowsOverlap, type PriceListWindow } from './sale-price';

/**
 * Which price a sale takes (docs/inventory-items.md §6): the buyer's category
 * list valid on the day, else the branch's default list, else the part's price
 * (none with NoPRPrice); validity ends count, both inclusive.
 */

const FLEET: PriceListWindow = { Id: 'PRLF', Name: 'Fleet 2026-27', From: '2026-04-01', To: '2027-03-31' };
const RETAIL: PriceListWindow = { Id: 'PRLR', Name: 'Retail' };
const on = { PrList: true, PrListId: 'PRLR' };

describe('validity', () => {
  it('covers its first and last day and none outside; open ends reach forever', () => {
    expect(coversDay(FLEET, '2026-03-31')).toBe(false);
    expect(coversDay(FLEET, '2026-04-01')).toBe(true);
    expect(coversDay(FLEET, '2027-03-31')).toBe(true);
    expect(coversDay(FLEET, '2027-04-01')).toBe(false);
    expect(coversDay({ From: '2026-04-01' }, '2099-12-31')).toBe(true);
    expect(coversDay({ To: '2026-04-01' }, '2000-01-01')).toBe(true);
    expect(coversDay({}, '2026-11-29')).toBe(true);
  });

  it('overlaps when the ranges share a day, an end day included', () => {
    expect(windowsOverlap(FLEET, { From: '2027-03-31' })).toBe(true);
    expect(windowsOverlap(FLEET, { From: '2027-04-01' })).toBe(false);
    expect(windowsOverlap(FLEET, { To: '2026-04-01' })).toBe(true);
    expect(windowsOverlap(FLEET, { To: '2026-03-31' })).toBe(false);
    expect(windowsOverlap({}, { From: '2030-01-01', To: '2030-01-01' })).toBe(true);
    expect(windowsOverlap({ From: '2026-10-20', To: '2026-11-05' }, FLEET)).toBe(true);
  });

  it('keys a category as customers carry it: case and spaces aside; none is all customers', () => {
    expect(categoryKey(' fleet  owners ')).toBe('FLEET OWNERS');
    expect(categoryKey(undefined)).toBe('-');
    expect(categoryKey('  ')).toBe('-');
  });
});

describe('the lists a sale tries', () => {
  it("tries the category's list valid that day, then the default list", () => {
    expect(saleLists(on, '2026-11-29', [FLEET], [RETAIL]).map((l) => l.Id)).toEqual(['PRLF', 'PRLR']);
    // the day after the fleet list ends: the default alone
    expect(saleLists(on, '2027-04-01', [FLEET], [RETAIL]).map((l) => l.Id)).toEqual(['PRLR']);
    // a walk-in (no category)
    expect(saleLists(on, '2026-11-29', [], [RETAIL]).map((l) => l.Id)).toEqual(['PRLR']);
  });

  it('skips a default list that is inactive or out of its dates; one never recorded applies as before', () => {
    expect(saleLists(on, '2026-11-29', [], [])).toEqual([]);
    expect(saleLists(on, '2026-11-29', [], [{ ...RETAIL, To: '2026-11-28' }])).toEqual([]);
    expect(saleLists(on, '2026-11-29', [], undefined)).toEqual([{ Id: 'PRLR', Name: '' }]);
  });

  it('tries nothing while price lists are off', () => {
    expect(saleLists({ PrListId: 'PRLR' }, '2026-11-29', [FLEET], [RETAIL])).toEqual([]);
  });
});

describe('the price taken (paise)', () => {
  const tried = (fleetP: number | undefined, retailP: number | undefined) => [
    { list: FLEET, priceP: fleetP },
    { list: RETAIL, priceP: retailP },
  ];
  it("takes the category list's price, else the default's, else the part's", () => {
    expect(salePriceFrom(120_000, tried(104_999, 115_000), on)).toEqual({
      priceP: 104_999,
      from: 'List',
      list: { Id: 'PRLF', Name: 'Fleet 2026-27' },
    });
    expect(salePriceFrom(120_000, tried(undefined, 115_000), on)).toMatchObject({ priceP: 115_000, list: RETAIL });
    expect(salePriceFrom(120_000, tried(undefined, undefined), on)).toEqual({ priceP: 120_000, from: 'Part' });
    expect(salePriceFrom(120_000, [], { PrList: false })).toEqual({ priceP: 120_000, from: 'Part' });
  });

  it('gives no price (priced by hand) with NoPRPrice when no list prices it', () => {
    expect(salePriceFrom(120_000, tried(undefined, undefined), { ...on, NoPRPrice: true })).toBeUndefined();
    // the default list expired: still no catalogue price for a branch that sells only at list prices
    expect(salePriceFrom(120_000, [], { ...on, NoPRPrice: true })).toBeUndefined();
    expect(salePriceFrom(120_000, tried(29, undefined), { ...on, NoPRPrice: true })?.priceP).toBe(29);
  });
});
