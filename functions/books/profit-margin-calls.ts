import type { booksMarginRoutes } from '@shared/api/routes/books-margin';
import { profitMargin as margins, type ProfitMarginAnswer } from '@shared/books/profit-margin';
import { profitAndLoss as pnl } from '@shared/books/statements';
import type { Call } from '../lib/http/call';
import { accountMap, readChart } from '../data/ledger/chart-repo';
import { periodBalances } from '../data/ledger/ledger-read';
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
