import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findGstState, GST_STATES } from './gst-states';
import { gstinCheckChar, gstinProblem, gstinStateCode, isValidGstin, normaliseGstin } from './gstin';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAKCK4321M1Z5', '33AAKCK4321M1ZG'])('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeUndefined();
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('computes the check character of known GSTINs', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('29AAKCK4321M1Z')).toBe('5');
  });

  it.each([
    ['27AAPFU0939F1ZX', 'checksum'],
    ['29AAKCK4321M1Z6', 'checksum'],
    ['28AAPFU0939F1ZV', 'checksum'],
    ['27AAPFU0939F1Z', 'format'],
    ['27AAPFU0939F1ZVV', 'format'],
    ['2AAAPFU0939F1ZV', 'format'],
    ['27AAPF10939F1ZV', 'format'],
    ['27AAPFU0939F0ZV', 'format'],
    ['27aapfu0939f1zv', 'format'],
    ['00AAPFU0939F1ZV', 'stateCode'],
    ['45AAPFU0939F1ZV', 'stateCode'],
  ] as const)('refuses %s (%s)', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('normalises case and spaces before checking', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(isValidGstin('27 aapfu 0939 f1zv')).toBe(true);
  });

  it('gives the state code of the registration', () => {
    expect(gstinStateCode('29AAKCK4321M1Z5')).toBe('29');
  });

  it('detects any single changed character of a valid GSTIN', () => {
    const valid = '27AAPFU0939F1ZV';
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 35 }), (position, letter) => {
        const replacement = alphabet.charAt(letter);
        fc.pre(valid.charAt(position) !== replacement);
        const changed = valid.slice(0, position) + replacement + valid.slice(position + 1);
        expect(isValidGstin(changed)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('GST states', () => {
  it('finds a state by name in any spelling or by code', () => {
    expect(findGstState('karnataka')?.StCode).toBe('29');
    expect(findGstState('Jammu & Kashmir')?.StCode).toBe('01');
    expect(findGstState('TAMIL NADU')?.StCode).toBe('33');
    expect(findGstState('7')?.St).toBe('Delhi');
    expect(findGstState('27')?.St).toBe('Maharashtra');
    expect(findGstState('Atlantis')).toBeUndefined();
    expect(findGstState('')).toBeUndefined();
  });

  it('has unique codes and names', () => {
    expect(new Set(GST_STATES.map((s) => s.StCode)).size).toBe(GST_STATES.length);
    expect(new Set(GST_STATES.map((s) => s.St)).size).toBe(GST_STATES.length);
  });
});
