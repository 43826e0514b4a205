import { ApiError, ErrorCode } from '@shared/api/errors';
import type { booksRoutes } from '@shared/api/routes/books';
import { BooksMessages } from '@shared/books/books-messages';
import type { ProfitAndLossAnswer, TrialBalanceAnswer } from '@shared/books/books-schemas';
import { monthsBetween, profitAndLoss as pnl, trialBalance as tb } from '@shared/books/statements';
import { DEFAULT_VALUATION } from '@shared/inventory/fifo';
import type { Call } from '../lib/http/call';
import { accountMap, readChart } from '../data/ledger/chart-repo';
import { periodBalances } from '../data/ledger/ledger-read';

type Routes = typeof booksRoutes;

/** At most two years in one statement: a screen column per month stays readable. */
const MAX_MONTHS = 24;

export function checkRange(from: string, to: string): void {
  if (monthsBetween(from, to).length > MAX_MONTHS)
    throw new ApiError(ErrorCode.BadRequest, BooksMessages.rangeTooLong, [
      { path: 'From', message: BooksMessages.rangeTooLong },
    ]);
}

/**
 * Trial balance of the session's branch (docs/books.md §6): the chart and ONE
 * Query of the branch's period balances up to `To`, never its postings.
 */
export async function trialBalance(call: Call<Routes['trialBalance']>): Promise<TrialBalanceAnswer> {
  const { orgId, entityId } = call.session;
  const { From, To } = call.query;
  checkRange(From, To);
  const [chart, balances] = await Promise.all([readChart(orgId), periodBalances(orgId, entityId, To)]);
  return tb(balances, accountMap(chart), From, To);
}

/**
 * Profit and loss of the session's branch, month by month: the range's period balances only. Cost of goods is
 * as posted, at the branch's valuation, which the answer names (report 501 by FIFO, docs/books.md §6.11).
 */
export async function profitAndLoss(call: Call<Routes['profitAndLoss']>): Promise<ProfitAndLossAnswer> {
  const { orgId, entityId } = call.session;
  const { From, To } = call.query;
  checkRange(From, To);
  const [chart, balances] = await Promise.all([readChart(orgId), periodBalances(orgId, entityId, To, From)]);
  const Valuation = call.session.entity?.Settings.Inventory?.Valuation ?? DEFAULT_VALUATION;
  return { ...pnl(balances, accountMap(chart), From, To), Valuation };
}
