import { describe, expect, it } from 'vitest';
import { isPayersRow } from './payer-rows';

describe('isPayersRow', () => {
  const ravi = { Cust: 'C1', Name: 'Ravi Kumar' };
  it('matches by the payer id when the row carries one', () => {
    expect(isPayersRow({ Cust: 'C1', Name: 'R. Kumar' }, ravi)).toBe(true);
    expect(isPayersRow({ Cust: 'C2', Name: 'Ravi Kumar' }, ravi)).toBe(false);
    expect(isPayersRow({ InsId: 'INS1', Name: 'Ravi Kumar' }, ravi)).toBe(false);
  });
  it('falls back to the name for a row without a payer id, and offers nothing without a payer', () => {
    expect(isPayersRow({ Name: 'Ravi Kumar' }, ravi)).toBe(true);
    expect(isPayersRow({ Name: 'Someone Else' }, ravi)).toBe(false);
    expect(isPayersRow({ InsId: 'INS1' }, { InsId: 'INS1' })).toBe(true);
    expect(isPayersRow({ Name: 'Ravi Kumar' }, { Name: 'Ravi Kumar' })).toBe(false);
  });
});
