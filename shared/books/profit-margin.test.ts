import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS, type LedgerAccount } from './chart';
import { marginPercent, profitMargin } from './profit-margin';
import { profitAndLoss, type Balance } from './statements';

const chart = new Map<number, LedgerAccount>(SEED_ACCOUNTS.map((a) => [a.Code, a]));
const b = (Month: string, Acc: number, DrP: number, CrP: number): Balance => ({ Month, Acc, DrP, CrP });

describe('the profit and loss by margin (docs/books.md §6.11)', () => {
  it('rounds a percentage half up to 2 places with decimal.js, and has none without sales', () => {
    expect(marginPercent(60_000, 2_25_000)).toBe(26.67);
    expect(marginPercent(65_000, 2_25_000)).toBe(28.89);
    expect(marginPercent(1, 8)).toBe(12.5);
    // 1/3 of a paisa's share: 33.333… → 33.33; a loss is a negative margin, rounded away from zero at the half.
    expect(marginPercent(1, 3)).toBe(33.33);
    expect(marginPercent(-1, 8)).toBe(-12.5);
    expect(marginPercent(-1, 200_000)).toBe(0);
    expect(marginPercent(5, 0)).toBeNull();
  });

  it('counts the direct group as cost of goods, the rest as other expenses; the net is the P&L profit', () => {
    const balances = [
      // October: parts ₹2,250 and labour ₹1,000 less a ₹50 discount; cost of goods, sublet and a lost part.
      b('2026-10', 4100, 0, 2_25_000),
      b('2026-10', 4000, 0, 1_00_000),
      b('2026-10', 4900, 5_000, 0),
      b('2026-10', 5000, 1_65_000, 0),
      b('2026-10', 5100, 20_000, 0),
      b('2026-10', 5900, 1_000, 0),
      b('2026-10', 6100, 10_000, 0),
      // November: only rent, so no sales to take a margin of.
      b('2026-11', 6100, 10_000, 0),
      // A balance sheet account never counts.
      b('2026-10', 1300, 0, 1_65_000),
    ];
    const pnl = profitAndLoss(balances, chart, '2026-10', '2026-11');
    const margin = profitMargin(pnl, chart);
    expect(margin.Months).toEqual([
      {
        Month: '2026-10',
        SalesP: 3_20_000,
        CostOfGoodsP: 1_86_000,
        GrossP: 1_34_000,
        GrossPct: 41.88,
        OtherExpensesP: 10_000,
        NetP: 1_24_000,
        NetPct: 38.75,
      },
      {
        Month: '2026-11',
        SalesP: 0,
        CostOfGoodsP: 0,
        GrossP: 0,
        GrossPct: null,
        OtherExpensesP: 10_000,
        NetP: -10_000,
        NetPct: null,
      },
    ]);
    expect(margin.Total).toMatchObject({ SalesP: 3_20_000, GrossP: 1_34_000, NetP: 1_14_000, NetPct: 35.63 });
    expect(margin.Total.NetP).toBe(pnl.TotalProfitP);
  });
});
