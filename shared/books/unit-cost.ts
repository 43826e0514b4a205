import * as z from 'zod';
import type { Paise } from '../documents/money-math';
import { formatPaise } from '../documents/money-format';
import { profitAndLossAnswer } from './books-schemas';
import { SYSTEM_ACCOUNTS, type LedgerAccount } from './chart';
import { monthsBetween, profitAndLoss, sumByMonth, type Balance } from './statements';

/**
 * Report 502 'Profit and loss (unit cost)' (docs/books.md §6.11): the P&L with 5000
 * Cost of goods sold at the items' unit cost. The stock postings carry that figure
 * (unit-cost-counters.ts) onto the period-balance items the P&L already reads
 * (`CogsUnitP`, beside `SalesC`), so this reads months × shards items like the
 * P&L, never a posting. An item without a unit cost is counted at its posted cost
 * and that part is kept apart too (`CogsNoUnitP`), so the screen says how much of
 * the cost of goods it is.
 */

const months = z.array(z.number().int());
/**
 * The P&L by unit cost: the P&L's shape with 5000 at unit cost (and the totals and profit after it), plus per
 * month 5000 as posted, the valuation difference (unit cost − posted: profit as posted = profit + difference)
 * and the part of the cost of goods of items without a unit cost, counted at its posted cost.
 */
export const profitUnitCostAnswer = profitAndLossAnswer.extend({
  PostedCogsP: months,
  ValuationDiffP: months,
  NoUnitCostP: months,
});
export type ProfitUnitCostAnswer = z.infer<typeof profitUnitCostAnswer>;

/** One period-balance item's unit-cost counters (its shard's part of the month). */
export type UnitCostItem = { Month: string; CogsUnitP?: number; CogsNoUnitP?: number };

/**
 * The P&L of `from`..`to` with 5000 Cost of goods sold replaced by the months' Σ `CogsUnitP` (every other account
 * as posted, one rule of what income and expenses are: `profitAndLoss`), and what the replacement changed.
 */
export function profitAtUnitCost(
  balances: readonly Balance[],
  items: readonly UnitCostItem[],
  chart: ReadonlyMap<number, LedgerAccount>,
  from: string,
  to: string,
): Omit<ProfitUnitCostAnswer, 'Valuation'> {
  const list = monthsBetween(from, to);
  const cogs = SYSTEM_ACCOUNTS.cogs;
  const unitP = sumByMonth(items, list, (i) => i.CogsUnitP);
  const noUnitP = sumByMonth(items, list, (i) => i.CogsNoUnitP);
  const posted = sumByMonth(
    balances.filter((b) => b.Acc === cogs),
    list,
    (b) => b.DrP - b.CrP,
  );
  const atUnit = [
    ...balances.filter((b) => b.Acc !== cogs),
    ...list.map((Month, i) => ({ Month, Acc: cogs, DrP: unitP[i] ?? 0, CrP: 0 })),
  ];
  const pnl = profitAndLoss(atUnit, chart, from, to);
  return {
    ...pnl,
    Expenses: pnl.Expenses.map((r) => (r.Code === cogs ? { ...r, Name: `${r.Name} (at unit cost)` } : r)),
    PostedCogsP: posted,
    ValuationDiffP: list.map((_, i) => (unitP[i] ?? 0) - (posted[i] ?? 0)),
    NoUnitCostP: noUnitP,
  };
}

/** What the unit-cost choice says above the statement (docs/books.md §6.11). */
export const unitCostText = (noUnitP: Paise): string =>
  "Cost of goods below is at each item's unit cost (the item's cost price). Valuation difference is that cost less " +
  "the cost posted at the branch's stock valuation: the profit as posted is the profit below plus it." +
  (noUnitP !== 0
    ? ` ${formatPaise(noUnitP)} of the cost of goods is of items without a unit cost, counted at its posted cost.`
    : '');
