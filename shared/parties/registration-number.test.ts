import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isValidRegNo,
  isValidVin,
  normaliseRegNo,
  normaliseVin,
  regNoSuffixes,
  REG_NO_MAX,
} from './registration-number';

describe('registration numbers', () => {
  it.each([
    ['KA 01 AB 1234', 'KA01AB1234'],
    ['ka-01-ab-1234', 'KA01AB1234'],
    ['  Mh.12/de 4321 ', 'MH12DE4321'],
    ['22 BH 1234 AA', '22BH1234AA'],
  ])('normalises %s to %s', (raw, normalised) => {
    expect(normaliseRegNo(raw)).toBe(normalised);
    expect(isValidRegNo(normalised)).toBe(true);
  });

  it('refuses numbers too short, too long or with other characters', () => {
    expect(isValidRegNo('KA1')).toBe(false);
    expect(isValidRegNo('KA01AB1234XY')).toBe(false);
    expect(isValidRegNo('KA01AB12_4')).toBe(false);
  });

  it('indexes every suffix of two or more characters', () => {
    expect(regNoSuffixes('KA01AB1234')).toEqual([
      'KA01AB1234',
      'A01AB1234',
      '01AB1234',
      '1AB1234',
      'AB1234',
      'B1234',
      '1234',
      '234',
      '34',
    ]);
  });

  it('finds every part of two or more characters as the beginning of a suffix, with at most 10 items', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{4,11}$/), fc.nat(), fc.nat(), (regNo, a, b) => {
        const suffixes = regNoSuffixes(regNo);
        expect(suffixes.length).toBeLessThanOrEqual(REG_NO_MAX - 1);
        const start = a % (regNo.length - 1);
        const end = start + 2 + (b % (regNo.length - start - 1));
        const part = regNo.slice(start, end);
        expect(suffixes.some((s) => s.startsWith(part))).toBe(true);
      }),
    );
  });
});

describe('VIN', () => {
  it('accepts 17 characters without I, O and Q', () => {
    expect(isValidVin(normaliseVin('ma3 ewdE1S00-123456'))).toBe(true);
    expect(isValidVin('MA3EWDE1S0012345')).toBe(false);
    expect(isValidVin('MA3EWDE1S00I23456')).toBe(false);
    expect(isValidVin('MA3EWDE1S00O23456')).toBe(false);
    expect(isValidVin('MA3EWDE1S00Q23456')).toBe(false);
  });
});
