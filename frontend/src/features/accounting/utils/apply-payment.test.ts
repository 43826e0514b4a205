import { describe, expect, it } from 'vitest';
import { applyOldestFirst, unappliedOf, uniqueOpenInvoices } from './apply-payment';

const open = [
  { InvId: 'B', InvDate: '2026-11-20', Due: 1000 },
  { InvId: 'A', InvDate: '2026-11-02', Due: 300.1 },
  { InvId: 'C', InvDate: '2026-11-25', Due: 0 },
];

describe('applyOldestFirst', () => {
  it('pays the oldest invoice first, each up to its due, to the paisa', () => {
    expect(applyOldestFirst(1000.2, open)).toEqual({ A: 300.1, B: 700.1 });
    expect(unappliedOf(1000.2, { A: 300.1, B: 700.1 })).toBe(0);
  });

  it('leaves the rest unapplied when every invoice is paid in full', () => {
    const applied = applyOldestFirst(1500, open);
    expect(applied).toEqual({ A: 300.1, B: 1000 });
    expect(unappliedOf(1500, applied)).toBe(199.9);
  });

  it('gives nothing for nothing received, and shows an over-applied payment as negative', () => {
    expect(applyOldestFirst(0, open)).toEqual({});
    expect(unappliedOf(100, { A: 80, B: 40 })).toBe(-20);
  });
});

describe('an invoice listed twice (part-paid between the Unpaid and Partial reads)', () => {
  const twice = [
    { InvId: 'A', InvDate: '2026-11-02', Due: 1000 },
    { InvId: 'B', InvDate: '2026-11-20', Due: 500 },
    { InvId: 'A', InvDate: '2026-11-02', Due: 300 },
  ];

  it('is kept once, with the smaller (later) due, oldest first', () => {
    expect(uniqueOpenInvoices(twice)).toEqual([
      { InvId: 'A', InvDate: '2026-11-02', Due: 300 },
      { InvId: 'B', InvDate: '2026-11-20', Due: 500 },
    ]);
  });

  it('takes its share of a payment once: nothing is lost between the two rows', () => {
    const applied = applyOldestFirst(1000, twice);
    expect(applied).toEqual({ A: 300, B: 500 });
    expect(unappliedOf(1000, applied)).toBe(200);
  });
});
