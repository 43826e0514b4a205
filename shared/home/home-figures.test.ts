import { describe, expect, it } from 'vitest';
import {
  changePercent,
  daysInMonth,
  monthBefore,
  orderInvoiceFigures,
  ordersFigures,
  revenueFigures,
} from './home-figures';

/** Home's figures worked by hand (docs/home.md 'Worked example'). */
describe('revenueFigures', () => {
  it('sums the shards per month and per day; last month to date is its first as many days', () => {
    const items = [
      { Month: '2026-10', SalesC: 100_000, SalesI: 50_000, SalesD01: 40_000, SalesD05: 60_000, SalesD31: 50_000 },
      { Month: '2026-10', SalesC: 20_000, SalesD03: 20_000 },
      { Month: '2026-11', SalesC: 118_000, SalesI: 65_300, SalesD02: 100_000, SalesD03: 83_300 },
      { Month: '2026-11', SalesC: -11_800, SalesD03: -11_800 },
    ];
    const r = revenueFigures(items, '2026-11-03');
    expect(r).toEqual({
      Month: '2026-11',
      LastMonth: '2026-10',
      TodayP: 71_500,
      MonthP: 171_500,
      LastMonthP: 170_000,
      LastMonthToDateP: 60_000,
      DaysP: [0, 100_000, 71_500],
      LastDaysP: expect.any(Array) as number[],
    });
    expect(r.LastDaysP).toHaveLength(31);
    expect(r.LastDaysP[30]).toBe(50_000);
  });

  it('January compares with December of the year before', () => {
    expect(monthBefore('2027-01')).toBe('2026-12');
    expect(daysInMonth('2028-02')).toBe(29);
    expect(revenueFigures([], '2027-01-01')).toMatchObject({ LastMonth: '2026-12', DaysP: [0], TodayP: 0 });
  });
});

describe('orderInvoiceFigures', () => {
  it("an order's customer and insurer invoices are one order; drafts, cancelled and counter invoices are not", () => {
    const f = orderInvoiceFigures(
      [
        { WOId: 'A', Sts: 'Unpaid', InvDate: '2026-11-03', PayableP: 100_000 },
        { WOId: 'A', Sts: 'Closed', InvDate: '2026-11-02', PayableP: 65_300 },
        { WOId: 'B', Sts: 'Partial', InvDate: '2026-11-01', PayableP: 50_001 },
        { WOId: 'C', Sts: 'Cancelled', InvDate: '2026-11-03', PayableP: 99_999 },
        { Sts: 'Unpaid', InvDate: '2026-11-03', PayableP: 59_000 },
      ],
      '2026-11-03',
    );
    // (1,65,300 + 50,001) ÷ 2 = 1,07,650.5 paise, half up.
    expect(f).toEqual({ ValueP: 215_301, Orders: 2, AverageP: 107_651, DeliveredToday: 1 });
    expect(orderInvoiceFigures([], '2026-11-03')).toEqual({ ValueP: 0, Orders: 0, AverageP: 0, DeliveredToday: 0 });
  });
});

describe('ordersFigures', () => {
  it('in the shop is every dashboard status; a negative count (a race being undone) counts none', () => {
    const f = ordersFigures(
      { New: 2, WtngForAppr: 1, Completed: 3, Closed: 40, InProgress: -1 },
      { today: 1, month: 9 },
      2,
    );
    expect(f).toMatchObject({ InShop: 6, OpenedToday: 1, OpenedMonth: 9, DeliveredToday: 2, WaitingApproval: 1 });
    expect(f.ByStatus.map((b) => b.Sts)).not.toContain('Closed');
  });
});

describe('changePercent', () => {
  it('whole percent, none against nothing', () => {
    expect(changePercent(112_000, 100_000)).toBe(12);
    expect(changePercent(50_000, 150_000)).toBe(-67);
    expect(changePercent(10, 0)).toBeUndefined();
  });
});
