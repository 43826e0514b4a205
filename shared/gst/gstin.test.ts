import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gstinCheckChar,
  gstinKind,
  gstinProblem,
  gstinStateCode,
  isValidGstin,
  normaliseGstin,
  type GstinKind,
} from './gstin';

describe('GSTIN kinds (golden numbers, one of each shape)', () => {
  it.each([
    ['27AAPFU0939F1ZV', 'Regular'],
    ['29AAKCK4321M1Z5', 'Regular'],
    ['33AAKCK4321M1ZG', 'Regular'],
    ['29AAGCB7383J1Z4', 'Regular'],
    // Position 14 after 'Z': the portal issues 1-9 and A-J there too.
    ['29ABCDE1234F1AB', 'Regular'],
    ['29AABCT1332L2AO', 'Regular'],
    ['07DELF01006F1Z0', 'GovernmentDepartment'],
    ['29BLRA12345B1DP', 'TaxDeductor'],
    ['27AAACF1234G1CE', 'TaxCollector'],
    ['0717UNO00157UNO', 'UinHolder'],
    ['2417USA00025NR4', 'NonResident'],
    ['9917USA00011OST', 'Oidar'],
  ] as const satisfies readonly (readonly [string, GstinKind])[])('%s is a valid %s GSTIN', (gstin, kind) => {
    expect(gstinKind(gstin)).toBe(kind);
    expect(gstinProblem(gstin)).toBeUndefined();
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('computes the check character of known GSTINs', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('29AAKCK4321M1Z')).toBe('5');
    expect(gstinCheckChar('29AAGCB7383J1Z')).toBe('4');
    expect(gstinCheckChar('0717UNO00157UN')).toBe('O');
  });

  it.each([
    ['27AAPFU0939F1ZX', 'checksum'],
    ['27AAPFU0939F1ZW', 'checksum'],
    ['29AAKCK4321M1Z6', 'checksum'],
    ['28AAPFU0939F1ZV', 'checksum'],
    ['27AAPFU0939F1Z', 'format'],
    ['27AAPFU0939F1ZVV', 'format'],
    ['2AAAPFU0939F1ZV', 'format'],
    ['27AAPF10939F1ZV', 'format'],
    // Entity number 0 is never issued.
    ['27AAPFU0939F0ZV', 'format'],
    // Nothing is issued after J at position 14 for a regular taxpayer.
    ['29ABCDE1234F1KX', 'format'],
    ['27aapfu0939f1zv', 'format'],
    // OIDAR registrations are always under the Centre (99).
    ['2917USA00011OST', 'format'],
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
    expect(gstinStateCode('9917USA00011OST')).toBe('99');
  });

  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '0717UNO00157UNO'])(
    'detects any single changed character of %s',
    (valid) => {
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
    },
  );
});
