import { describe, expect, it } from 'vitest';
import { totalsOf } from '../books/posting';
import { receiptPostings } from './receipt-postings';

/** The worked example of docs/sales.md §3 as the books see it. */
describe('a sales receipt in the books', () => {
  const [sale, stock] = receiptPostings({
    EntId: 'E1',
    DocId: 'D1',
    Num: 'SR/2627/00001',
    Date: '2026-11-28',
    CGSTP: 26321,
    SGSTP: 26321,
    IGSTP: 0,
    AdjustP: 9,
    GrandTotalP: 442500,
    CostP: 259000,
    Pays: [
      { Type: 'Cash', AmtP: 200000 },
      { Type: 'UPI', AmtP: 242500 },
    ],
    lines: [
      { TaxableP: 240000, DiscP: 0 },
      { TaxableP: 134850, DiscP: 0 },
      { TaxableP: 14999, DiscP: 0 },
    ],
  });

  it('debits cash and bank, credits parts income, GST output and round off, and leaves the customers at nothing', () => {
    const byAcc = Object.fromEntries((sale?.Lines ?? []).map((l) => [l.Acc, l.DrP - l.CrP]));
    expect(byAcc).toEqual({ 1000: 200000, 1100: 242500, 4100: -389849, 2100: -26321, 2110: -26321, 4800: -9 });
    expect(totalsOf(sale?.Lines ?? [])).toEqual({ drP: 442500, crP: 442500 });
  });

  it('moves the stock sold at its cost to cost of goods sold', () => {
    expect(stock).toMatchObject({ Kind: 'Stock', Step: 'S' });
    expect(stock?.Lines).toEqual([
      { Acc: 5000, DrP: 259000, CrP: 0 },
      { Acc: 1300, DrP: 0, CrP: 259000 },
    ]);
  });
});
