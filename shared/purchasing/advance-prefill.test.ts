import { describe, expect, it } from 'vitest';
import { prefillOldestFirst } from './advance-prefill';

describe('prefillOldestFirst', () => {
  it('pays the oldest bills whole, the next with what is left, and leaves the rest blank', () => {
    const bills = [
      { _id: 'B3', Date: '2026-11-20', Due: 500 },
      { _id: 'B1', Date: '2026-11-02', Due: 3333.33 },
      { _id: 'B2', Date: '2026-11-10', Due: 7500.5 },
    ];
    expect(prefillOldestFirst(bills, 10000)).toEqual({ B1: '3333.33', B2: '6666.67', B3: '' });
    expect(prefillOldestFirst(bills, 20000)).toEqual({ B1: '3333.33', B2: '7500.50', B3: '500.00' });
    expect(prefillOldestFirst([], 100)).toEqual({});
  });
});
