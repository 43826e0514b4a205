import { describe, expect, it } from 'vitest';
import { addPrices, formatPercent, formatRate } from './print-figures';

describe('print figures', () => {
  it('a rate keeps the decimals it has (2 to 6), so quantity × rate gives the amount printed', () => {
    expect(formatRate(450.5)).toBe('₹450.50');
    expect(formatRate(282.487)).toBe('₹282.487');
    expect(formatRate(19453.123456)).toBe('₹19,453.123456');
    expect(formatRate(1234567)).toBe('₹12,34,567.00');
    expect(formatRate(undefined)).toBe('');
  });

  it("a shared line's rate is the exact sum of its two prices (no float drift)", () => {
    expect(addPrices(0.1, 0.2)).toBe(0.3);
    expect(addPrices(2000, 6000)).toBe(8000);
    expect(addPrices(undefined, 3500)).toBe(3500);
    expect(addPrices(undefined, undefined)).toBeUndefined();
  });

  it('percentages scaled by 10^4 print without trailing zeros', () => {
    expect(formatPercent(90000)).toBe('9');
    expect(formatPercent(25000)).toBe('2.5');
    expect(formatPercent(1250)).toBe('0.125');
    expect(formatPercent(0)).toBe('0');
  });
});
