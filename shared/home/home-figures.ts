import * as z from 'zod';
import { mulDivRound, roundDiv } from '../documents/money-math';
import { REPAIR_ORDER_DASHBOARD_STATUSES, type RepairOrderStatus } from '../documents/statuses';

/**
 * Home's figures (docs/home.md): what an owner looks at first — cars in the
 * shop, repair orders opened and delivered, revenue today and this month
 * against last month, the average repair order, approvals waiting and what
 * customers owe. Every amount is integer paise. A part the caller may not
 * read (its list's permission) is absent from the answer, never zero.
 */
const paise = z.number().int();
const count = z.number().int().nonnegative();

export const homeOrdersFigures = z.object({
  /** Repair orders on the dashboard (New … Completed): vehicles in the workshop. */
  InShop: count,
  OpenedToday: count,
  OpenedMonth: count,
  /** Repair orders with an invoice issued today (the vehicle goes home with its bill). */
  DeliveredToday: count,
  /** The dashboard's statuses in its order, with their counts. */
  ByStatus: z.array(z.object({ Sts: z.string(), N: count })),
  WaitingApproval: count,
});

export const homeRevenueFigures = z.object({
  Month: z.string(),
  LastMonth: z.string(),
  TodayP: paise,
  MonthP: paise,
  LastMonthP: paise,
  /** Last month's first days, as many as this month has had: the fair comparison. */
  LastMonthToDateP: paise,
  /** This month's days up to today, then last month's every day: the chart's two series. */
  DaysP: z.array(paise),
  LastDaysP: z.array(paise),
});

export const homeFiguresAnswer = z.object({
  /** The branch's today (its time zone). */
  Today: z.string(),
  Orders: homeOrdersFigures.optional(),
  /** Estimates waiting for the customer's approval. */
  Estimates: z.object({ WaitingApproval: count }).optional(),
  Revenue: homeRevenueFigures.optional(),
  /** This month's invoiced repair orders: their invoices' Payable summed, and how many orders. */
  AverageOrder: z.object({ ValueP: paise, Orders: count, AverageP: paise }).optional(),
  /** What customers and insurers owe: the receivables control account (1200), all months. */
  Receivables: z.object({ DueP: paise }).optional(),
});
export type HomeFiguresAnswer = z.infer<typeof homeFiguresAnswer>;
export type HomeRevenueFigures = z.infer<typeof homeRevenueFigures>;

/** The month before `month` (YYYY-MM). */
export function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Days in a month (YYYY-MM). */
export const daysInMonth = (month: string): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** One period-balance item's sales figures: the month's (`SalesC`, `SalesI`) and each day's (`SalesD01` …). */
export type SalesDayItem = { Month: string } & Record<string, unknown>;

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/**
 * The revenue figures from the two months' period-balance items (all shards):
 * a month is its `SalesC` + `SalesI` (docs/books.md §6.6), a day its `SalesDdd`.
 */
export function revenueFigures(items: readonly SalesDayItem[], today: string): HomeRevenueFigures {
  const Month = today.slice(0, 7);
  const LastMonth = monthBefore(Month);
  const day = Number(today.slice(8, 10));
  const DaysP = Array.from({ length: day }, () => 0);
  const LastDaysP = Array.from({ length: daysInMonth(LastMonth) }, () => 0);
  let MonthP = 0;
  let LastMonthP = 0;
  for (const item of items) {
    const days = item.Month === Month ? DaysP : item.Month === LastMonth ? LastDaysP : undefined;
    if (!days) continue;
    const total = num(item.SalesC) + num(item.SalesI);
    if (item.Month === Month) MonthP += total;
    else LastMonthP += total;
    for (let d = 0; d < days.length; d++)
      days[d] = (days[d] ?? 0) + num(item[`SalesD${String(d + 1).padStart(2, '0')}`]);
  }
  const LastMonthToDateP = LastDaysP.slice(0, day).reduce((s, v) => s + v, 0);
  return { Month, LastMonth, TodayP: DaysP[day - 1] ?? 0, MonthP, LastMonthP, LastMonthToDateP, DaysP, LastDaysP };
}

/** The repair-order figures from the status count item and the month's openings and deliveries. */
export function ordersFigures(
  counts: Readonly<Record<string, unknown>> | undefined,
  opened: { today: number; month: number },
  deliveredToday: number,
): z.infer<typeof homeOrdersFigures> {
  const ByStatus = REPAIR_ORDER_DASHBOARD_STATUSES.map((Sts: RepairOrderStatus) => ({
    Sts,
    N: Math.max(0, num(counts?.[Sts])),
  }));
  return {
    InShop: ByStatus.reduce((s, b) => s + b.N, 0),
    OpenedToday: opened.today,
    OpenedMonth: opened.month,
    DeliveredToday: deliveredToday,
    ByStatus,
    WaitingApproval: ByStatus.find((b) => b.Sts === 'WtngForAppr')?.N ?? 0,
  };
}

/** An issued invoice of the month as the average reads it. */
export type MonthInvoice = { WOId?: string; Sts?: string; InvDate?: string; PayableP: number };

/**
 * This month's invoiced repair orders (docs/home.md): an order's value is the
 * Payable of its invoices issued this month (the customer's and the insurer's of
 * a claim together), drafts and cancelled invoices left out; the average is the
 * sum over the orders, rounded half up to the paisa. Also the orders delivered
 * today: those with an invoice issued today.
 */
export function orderInvoiceFigures(
  invoices: readonly MonthInvoice[],
  today: string,
): { ValueP: number; Orders: number; AverageP: number; DeliveredToday: number } {
  const issued = invoices.filter((i) => i.WOId && i.Sts !== 'Draft' && i.Sts !== 'Cancelled');
  const orders = new Set(issued.map((i) => i.WOId));
  const delivered = new Set(issued.filter((i) => i.InvDate === today).map((i) => i.WOId));
  const ValueP = issued.reduce((s, i) => s + i.PayableP, 0);
  const Orders = orders.size;
  return { ValueP, Orders, AverageP: Orders === 0 ? 0 : roundDiv(ValueP, Orders), DeliveredToday: delivered.size };
}

/** 'vs last month' as a whole percentage; none when last month had nothing to compare with. */
export function changePercent(now: number, before: number): number | undefined {
  if (before <= 0) return undefined;
  return mulDivRound(now - before, 100, before);
}
