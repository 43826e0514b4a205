import { resource, type Permission } from '../../access/permission';
import { ageingAnswer, ageingQuery } from '../../books/ageing';
import { balanceSheetAnswer, balanceSheetQuery, cashBookAnswer, cashBookQuery } from '../../books/balance-sheet';
import { defineRoute, type RouteDef } from '../route';

/**
 * The books' reports beyond the trial balance and P&L (docs/books.md §5): the
 * receivables ageing (report 202 'Receivables ageing'), the balance sheet (the
 * trial balance's closing balances arranged: report 802 'Trial balance') and
 * the cash and bank book (report 801 'Day book').
 */
const AGEING: Permission = resource('Reports', '202', 'R');
const TRIAL_BALANCE: Permission = resource('Reports', '802', 'R');
const DAY_BOOK: Permission = resource('Reports', '801', 'R');

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'books' as const });

export const booksReportRoutes = {
  receivablesAgeing: route({
    method: 'GET',
    path: 'Accounting/Reports/ReceivablesAgeing',
    permission: AGEING,
    query: ageingQuery,
    response: ageingAnswer,
  }),
  balanceSheet: route({
    method: 'GET',
    path: 'Accounting/Reports/BalanceSheet',
    permission: TRIAL_BALANCE,
    query: balanceSheetQuery,
    response: balanceSheetAnswer,
  }),
  cashBook: route({
    method: 'GET',
    path: 'Accounting/Reports/CashBook',
    permission: DAY_BOOK,
    query: cashBookQuery,
    response: cashBookAnswer,
  }),
} as const;
