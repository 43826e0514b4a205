import type { booksMarginRoutes } from '@shared/api/routes/books-margin';
import { profitMargin as margins, type ProfitMarginAnswer } from '@shared/books/profit-margin';
import { profitAndLoss as pnl } from '@shared/books/statements';
import { profitAtUnitCost, type ProfitUnitCostAnswer, type UnitCostItem } from '@shared/books/unit-cost';
import { DEFAULT_VALUATION } from '@shared/inventory/fifo';
import type { Call } from '../lib/http/call';
import { accountMap, readChart } from '../data/ledger/chart-repo';
import { balancesOf, periodBalanceItems, periodBalances } from '../data/ledger/ledger-read';
import { checkRange } from './statement-calls';

type Routes = typeof booksMarginRoutes;

/**
 * GET Accounting/Reports/ProfitAndLossMargin (report 503, docs/books.md §6.11): the P&L's months as margins,
 * from the same reads as the P&L (the chart and ONE Query of the range's period balances).
 */
export async function profitMargin(call: Call<Routes['profitMargin']>): Promise<ProfitMarginAnswer> {
  const { orgId, entityId } = call.session;
  const { From, To } = call.query;
  checkRange(From, To);
  const [chart, balances] = await Promise.all([readChart(orgId), periodBalances(orgId, entityId, To, From)]);
  const accounts = accountMap(chart);
  return margins(pnl(balances, accounts, From, To), accounts);
}

/**
 * GET Accounting/Reports/ProfitAndLossUnitCost (report 502, docs/books.md §6.11): the P&L with 5000 at the items'
 * unit cost, from the same ONE Query of the range's period balances: the items carry the unit-cost counters the
 * stock postings added beside the accounts' sums.
 */
export async function profitUnitCost(call: Call<Routes['profitUnitCost']>): Promise<ProfitUnitCostAnswer> {
  const { orgId, entityId } = call.session;
  const { From, To } = call.query;
  checkRange(From, To);
  const [chart, items] = await Promise.all([readChart(orgId), periodBalanceItems(orgId, entityId, To, From)]);
  const counters = items.map((i): UnitCostItem => ({
    Month: String(i.Month),
    ...(typeof i.CogsUnitP === 'number' ? { CogsUnitP: i.CogsUnitP } : {}),
    ...(typeof i.CogsNoUnitP === 'number' ? { CogsNoUnitP: i.CogsNoUnitP } : {}),
  }));
  const Valuation = call.session.entity?.Settings.Inventory?.Valuation ?? DEFAULT_VALUATION;
  return { ...profitAtUnitCost(items.flatMap(balancesOf), counters, accountMap(chart), From, To), Valuation };
}
