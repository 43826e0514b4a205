import * as z from 'zod';
import { Dec, type Paise } from '../documents/money-math';
import { groupOf, type LedgerAccount } from './chart';
import type { profitAndLoss } from './statements';

/**
 * Report 503 'Profit and loss (margin)' (docs/books.md §6.11): the profit and
 * loss turned into the owner's margins, month by month, from the same period
 * balances. Sales are every income account (the P&L's total income), cost of
 * goods the accounts of the group 'Direct expenses and cost of goods' (5000
 * cost of goods sold, 5100 outside work, 5900 stock adjustments, and any the
 * accountant adds there), other expenses the rest. So the net profit is the
 * P&L's profit to the paisa, and the gross margin is what the work and the
 * parts left before the overheads.
 */

/** The chart group whose accounts are the cost of goods: what the sales themselves used up. */
export const COST_OF_GOODS_GROUP = 'DirectExpenses';

/**
 * `part` as a percentage of `whole`, rounded half up to 2 places by decimal.js
 * (never float division of paise); none when there are no sales to divide by.
 */
export function marginPercent(part: Paise, whole: Paise): number | null {
  if (whole === 0) return null;
  const pct = new Dec(part).times(100).div(whole).toDecimalPlaces(2).toNumber();
  // A tiny loss rounds to −0, which a screen would print as '-0.00'.
  return pct === 0 ? 0 : pct;
}

/** A margin as the screen shows it: '26.67 %', or a dash for a month without sales. */
export const formatMarginPercent = (pct: number | null): string => (pct === null ? '—' : `${pct.toFixed(2)} %`);

const paise = z.number().int();
const percent = z.number().nullable();
export const marginFigures = z.object({
  SalesP: paise,
  CostOfGoodsP: paise,
  GrossP: paise,
  /** Gross margin as a percentage of sales, 2 places; null without sales. */
  GrossPct: percent,
  OtherExpensesP: paise,
  NetP: paise,
  NetPct: percent,
});
export type MarginFigures = z.infer<typeof marginFigures>;

export const profitMarginAnswer = z.object({
  From: z.string(),
  To: z.string(),
  Months: z.array(marginFigures.extend({ Month: z.string() })),
  Total: marginFigures,
});
export type ProfitMarginAnswer = z.infer<typeof profitMarginAnswer>;

const figures = (SalesP: Paise, CostOfGoodsP: Paise, OtherExpensesP: Paise): MarginFigures => {
  const GrossP = SalesP - CostOfGoodsP;
  const NetP = GrossP - OtherExpensesP;
  return {
    SalesP,
    CostOfGoodsP,
    GrossP,
    GrossPct: marginPercent(GrossP, SalesP),
    OtherExpensesP,
    NetP,
    NetPct: marginPercent(NetP, SalesP),
  };
};

/** The margins of a profit and loss already built (`statements.ts`): one rule of what income and expenses are. */
export function profitMargin(
  pnl: ReturnType<typeof profitAndLoss>,
  chart: ReadonlyMap<number, LedgerAccount>,
): ProfitMarginAnswer {
  const isCost = (code: number) => groupOf(chart.get(code)?.Group ?? '')?.Id === COST_OF_GOODS_GROUP;
  const costRows = pnl.Expenses.filter((r) => isCost(r.Code));
  const cogs = pnl.Months.map((_, i) => costRows.reduce((s, r) => s + (r.Months[i] ?? 0), 0));
  const Months = pnl.Months.map((Month, i) => {
    const cost = cogs[i] ?? 0;
    return { Month, ...figures(pnl.IncomeP[i] ?? 0, cost, (pnl.ExpensesP[i] ?? 0) - cost) };
  });
  const sum = (pick: (m: MarginFigures) => Paise) => Months.reduce((s, m) => s + pick(m), 0);
  return {
    From: pnl.From,
    To: pnl.To,
    Months,
    Total: figures(
      sum((m) => m.SalesP),
      sum((m) => m.CostOfGoodsP),
      sum((m) => m.OtherExpensesP),
    ),
  };
}
