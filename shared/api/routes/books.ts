import { inModule, moduleAdmin, resource, type Permission } from '../../access/permission';
import {
  accountCreateBody,
  accountDeleteQuery,
  accountParams,
  accountUpdateBody,
  chartAnswer,
  closeBooksBody,
  journalAnswer,
  journalBody,
  monthRangeQuery,
  profitAndLossAnswer,
  trialBalanceAnswer,
} from '../../books/books-schemas';
import { defineRoute, type RouteDef } from '../route';
import { booksChartRoutes } from './books-charts';
import { booksPartyRoutes } from './books-parties';
import { booksCheckRoutes } from './books-check';
import { booksMarginRoutes } from './books-margin';
import { booksReportRoutes } from './books-reports';
import { booksTallyRoutes } from './books-tally';
import { expenseRoutes } from './expenses';

/**
 * The books (docs/books.md §5): the chart of accounts, manual journal entries
 * and the statements read from period balances. Their own family `books`
 * (its Lambda); the documents post from their own families, in their own
 * transactions (functions/data/ledger).
 */

/** Whoever reads invoices reads the chart their lines post to. */
const CHART_READ: Permission = inModule('Accounting', resource('Accounting', 'Invoice', 'R'));
/** The chart, the closing of months and journal entries are the accountant's: Accounting module admin. */
const BOOKS_ADMIN: Permission = inModule('Accounting', moduleAdmin('Accounting'));
/** Report 802 'Trial balance' and 501 'Profit and loss' (shared/access/report-catalogue.ts). */
const TRIAL_BALANCE: Permission = resource('Reports', '802', 'R');
const PROFIT_AND_LOSS: Permission = resource('Reports', '501', 'R');

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'books' as const });

export const booksRoutes = {
  chartOfAccounts: route({
    method: 'GET',
    path: 'Accounting/ChartOfAccounts',
    permission: CHART_READ,
    response: chartAnswer,
  }),
  addAccount: route({
    method: 'POST',
    path: 'Accounting/ChartOfAccounts/Accounts',
    permission: BOOKS_ADMIN,
    body: accountCreateBody,
    response: chartAnswer,
  }),
  renameAccount: route({
    method: 'PUT',
    path: 'Accounting/ChartOfAccounts/Accounts/{Code}',
    permission: BOOKS_ADMIN,
    params: accountParams,
    body: accountUpdateBody,
    response: chartAnswer,
  }),
  deleteAccount: route({
    method: 'DELETE',
    path: 'Accounting/ChartOfAccounts/Accounts/{Code}',
    permission: BOOKS_ADMIN,
    params: accountParams,
    query: accountDeleteQuery,
    response: chartAnswer,
  }),
  closeBooks: route({
    method: 'PUT',
    path: 'Accounting/ChartOfAccounts/ClosedThrough',
    permission: BOOKS_ADMIN,
    body: closeBooksBody,
    response: chartAnswer,
  }),
  postJournal: route({
    method: 'POST',
    path: 'Accounting/Journals',
    permission: BOOKS_ADMIN,
    body: journalBody,
    response: journalAnswer,
  }),
  trialBalance: route({
    method: 'GET',
    path: 'Accounting/Reports/TrialBalance',
    permission: TRIAL_BALANCE,
    query: monthRangeQuery,
    response: trialBalanceAnswer,
  }),
  profitAndLoss: route({
    method: 'GET',
    path: 'Accounting/Reports/ProfitAndLoss',
    permission: PROFIT_AND_LOSS,
    query: monthRangeQuery,
    response: profitAndLossAnswer,
  }),
  ...expenseRoutes,
  ...booksReportRoutes,
  ...booksCheckRoutes,
  ...booksPartyRoutes,
  ...booksChartRoutes,
  ...booksTallyRoutes,
  ...booksMarginRoutes,
} as const;
