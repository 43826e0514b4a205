import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasAtMostDecimals,
  mulDivFloor,
  mulDivRound,
  paiseToRupees,
  roundDiv,
  rupeesToPaise,
  toScaled,
} from './money-math';

describe('exact money arithmetic (service-documents §1: decimal-safe; platform §5: amounts round to 2 decimals)', () => {
  it.each<[number, number, number]>([
    [0.29, 2, 29],
    [0.1 + 0.2, 2, 30],
    [1.005, 2, 101],
    [1.004999, 2, 100],
    [19453.125, 2, 1945313],
    [-2.345, 2, -235],
    [1e-7, 2, 0],
    [5e-3, 2, 1],
    [1.5e21, 0, Number.NaN],
    [123456789.123456, 6, 123456789123456],
    [24900, 2, 2490000],
  ])('toScaled(%d, %i) = %d (half up, away from zero)', (x, d, expected) => {
    if (Number.isNaN(expected)) expect(() => toScaled(x, d)).toThrow(RangeError);
    else expect(toScaled(x, d)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [5, 10, 1],
    [4, 10, 0],
    [-5, 10, -1],
    [-4, 10, 0],
    [15, 10, 2],
    [25, 10, 3],
    [1_354_5, 10, 1355],
  ])('roundDiv(%i, %i) = %i (ROUND_HALF_UP, not banker’s)', (n, d, expected) => {
    expect(roundDiv(n, d)).toBe(expected);
  });

  it('mulDivRound is exact past 2^53 (decimal.js; checked against BigInt)', () => {
    // 9e15 × 3 / 7 exceeds the safe range in the product but not in the result.
    expect(mulDivRound(9_000_000_000_000_000, 3, 7)).toBe(Number((9_000_000_000_000_000n * 3n * 2n + 7n) / 14n));
    expect(mulDivFloor(4_000_000_000_000, 5_000, 3)).toEqual({ q: 6_666_666_666_666_666, r: 2 });
  });

  it('property: mulDivRound equals the BigInt reference for any safe inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        (a, b, d) => {
          const p = BigInt(a) * BigInt(b);
          const D = BigInt(d);
          const ref = (2n * p + D) / (2n * D);
          if (ref > BigInt(Number.MAX_SAFE_INTEGER)) return;
          expect(mulDivRound(a, b, d)).toBe(Number(ref));
        },
      ),
    );
  });

  it('property: past 2^53 too, mulDivRound and mulDivFloor equal the BigInt reference (either sign)', () => {
    const half = (p: bigint, D: bigint): bigint => (p < 0n ? -((-2n * p + D) / (2n * D)) : (2n * p + D) / (2n * D));
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 52), max: 2 ** 52 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 2 ** 20, max: 2 ** 40 }),
        (a, b, d) => {
          const ref = half(BigInt(a) * BigInt(b), BigInt(d));
          if (ref > BigInt(Number.MAX_SAFE_INTEGER) || ref < -BigInt(Number.MAX_SAFE_INTEGER))
            expect(() => mulDivRound(a, b, d)).toThrow(RangeError);
          else expect(mulDivRound(a, b, d) + 0).toBe(Number(ref));
          if (a >= 0) {
            const P = BigInt(a) * BigInt(b);
            if (P / BigInt(d) <= BigInt(Number.MAX_SAFE_INTEGER))
              expect(mulDivFloor(a, b, d)).toEqual({ q: Number(P / BigInt(d)), r: Number(P % BigInt(d)) });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: paise round-trip through rupees for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (p) => {
        expect(rupeesToPaise(paiseToRupees(p))).toBe(p);
        expect(hasAtMostDecimals(paiseToRupees(p), 2)).toBe(true);
      }),
    );
  });

  it.each<[number, number, boolean]>([
    [1.23, 2, true],
    [1.234, 2, false],
    [100, 0, true],
    [1e-7, 6, false],
    [1e-7, 7, true],
    [Number.NaN, 2, false],
    [1.5e-5, 5, false],
    [1.5e-5, 6, true],
    [1e21, 0, true],
    [0.1 + 0.2, 2, false],
  ])('hasAtMostDecimals(%d, %i) = %s', (x, d, expected) => {
    expect(hasAtMostDecimals(x, d)).toBe(expected);
  });
});

/** Reference: round the shortest decimal text of x half up to `digits` places, in BigInt. */
const reference = (x: number, digits: number): number => {
  const [mantissa = '', expText = '0'] = String(Math.abs(x)).split('e');
  const [int = '', frac = ''] = mantissa.split('.');
  const shift = Number(expText) - frac.length + digits;
  const all = BigInt(int + frac);
  const value =
    shift >= 0 ? all * 10n ** BigInt(shift) : (all * 2n + 10n ** BigInt(-shift)) / (2n * 10n ** BigInt(-shift));
  return (x < 0 ? -1 : 1) * Number(value);
};

describe('toScaled fast path agrees with the decimal.js road', () => {
  it('property: decimals built from digits come back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), fc.integer({ min: 0, max: 6 }), (n, k) => {
        const abs = String(Math.abs(n)).padStart(k + 1, '0');
        const text = `${n < 0 ? '-' : ''}${abs.slice(0, abs.length - k)}${k ? `.${abs.slice(abs.length - k)}` : ''}`;
        expect(toScaled(Number(text), k) + 0).toBe(n);
      }),
      { numRuns: 500 },
    );
  });

  it('property: any double rounds like the BigInt reference', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 6 }), (x, k) => {
        const ref = reference(x, k) + 0;
        if (Number.isSafeInteger(ref)) expect(toScaled(x, k) + 0).toBe(ref);
        else expect(() => toScaled(x, k)).toThrow(RangeError);
      }),
      { numRuns: 500 },
    );
  });
});
