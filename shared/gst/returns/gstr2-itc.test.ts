import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CODES } from '../../documents/tax-codes';
import { claimsItc, defaultItcPeriod, itcPeriodProblem, itcRows, lastItcMonth, newBillItcPeriod } from './gstr2-itc';
import { ItcMessages } from './gstr2-messages';

/** A bill's ITC period (docs/purchasing.md §9.8) and its credit per rate. */

const base = { billDate: '2026-10-05', today: '2026-11-28' };

describe('the ITC period of a bill', () => {
  it.each([
    ['132026', ItcMessages.periodShape],
    ['2026-10', ItcMessages.periodShape],
    ['102026', undefined],
    ['112026', undefined],
    ['092026', ItcMessages.periodBeforeBill('102026')],
    ['122026', ItcMessages.periodInFuture('112026')],
  ])('%s', (period, problem) => {
    expect(itcPeriodProblem({ ...base, period })).toBe(problem);
  });

  it('closes with the books and with s.16(4): November after the financial year of the bill', () => {
    expect(itcPeriodProblem({ ...base, period: '102026', closed: '2026-10' })).toBe(
      ItcMessages.periodClosed('2026-10'),
    );
    expect(lastItcMonth('2026-03-31')).toBe('2026-11');
    expect(lastItcMonth('2026-04-01')).toBe('2027-11');
    expect(itcPeriodProblem({ period: '122026', billDate: '2026-02-10', today: '2027-01-05' })).toBe(
      ItcMessages.periodTooLate('112026'),
    );
  });

  it('defaults to the bill month, or the first open month after the books close', () => {
    expect(defaultItcPeriod(base)).toBe('102026');
    expect(defaultItcPeriod({ ...base, closed: '2026-10' })).toBe('112026');
    expect(defaultItcPeriod({ billDate: '2024-12-10', today: '2026-12-01', closed: '2025-12' })).toBeUndefined();
  });

  it('claims with a valid vendor GSTIN or under reverse charge; asking a period without is refused', () => {
    expect(claimsItc({ VendGSTIN: '27AAPFU0939F1ZV', RevCharge: false })).toBe(true);
    expect(claimsItc({ VendGSTIN: '27AAPFU0939F1ZX', RevCharge: false })).toBe(false);
    expect(claimsItc({ RevCharge: true })).toBe(true);
    expect(newBillItcPeriod({ ...base, claims: false })).toEqual({});
    expect(newBillItcPeriod({ ...base, claims: false, asked: '102026' })).toEqual({
      problem: ItcMessages.notClaimable,
    });
    expect(newBillItcPeriod({ ...base, claims: true, asked: '112026' })).toEqual({ period: '112026' });
  });
});

describe('credit per rate', () => {
  it('sums the lines per rate of their code on the bill date, untaxed lines at 0%', () => {
    const rows = itcRows(
      [
        { TCode: 106, AmtP: 10000_00, ChgP: 50, CgstP: 900_05, SgstP: 900_05, IgstP: 0 },
        { TCode: 103, AmtP: 1000_00, ChgP: 0, CgstP: 25_00, SgstP: 25_00, IgstP: 0 },
        { TCode: 106, AmtP: 100_00, ChgP: 0, CgstP: 9_00, SgstP: 9_00, IgstP: 0 },
        { AmtP: 500_00, ChgP: 0, CgstP: 0, SgstP: 0, IgstP: 0 },
      ],
      DEFAULT_TAX_CODES,
      '2026-10-05',
    );
    expect(rows).toEqual([
      { Rate: 0, TxvalP: 500_00, IgstP: 0, CgstP: 0, SgstP: 0, CessP: 0 },
      { Rate: 5, TxvalP: 1000_00, IgstP: 0, CgstP: 25_00, SgstP: 25_00, CessP: 0 },
      { Rate: 18, TxvalP: 10100_50, IgstP: 0, CgstP: 909_05, SgstP: 909_05, CessP: 0 },
    ]);
  });
});
