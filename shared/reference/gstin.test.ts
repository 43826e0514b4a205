import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, gstinStateCode, isValidGstin } from './gstin';

describe('GSTIN checksum', () => {
  it('accepts published valid GSTINs', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '29AAKCK4321M1Z5', '33AAKCK4321M1ZG']) {
      expect(gstinProblem(gstin)).toBeUndefined();
    }
    expect(gstinStateCode('33AAKCK4321M1ZG')).toBe('33');
  });

  it('refuses a wrong check character and a wrong format', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('format');
  });

  it('any single-character change of a valid GSTIN body is caught', () => {
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const valid = '29AAGCB7383J1Z4';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 35 }), (index, replacement) => {
        const c = chars.charAt(replacement);
        fc.pre(c !== valid.charAt(index));
        const changed = `${valid.slice(0, index)}${c}${valid.slice(index + 1)}`;
        expect(isValidGstin(changed)).toBe(false);
      }),
    );
    expect(gstinCheckCharacter(valid.slice(0, 14))).toBe('4');
  });
});
