import { resource, type Permission } from '../../access/permission';
import { monthRangeQuery } from '../../books/books-schemas';
import { profitMarginAnswer } from '../../books/profit-margin';
import { defineRoute, type RouteDef } from '../route';

/**
 * Report 503 'Profit and loss (margin)' (docs/books.md §6.11): the P&L's months
 * as sales, cost of goods, gross and net margin. A report of its own id, so a
 * role's report list decides who reads it, apart from the P&L's 501.
 */
const PROFIT_MARGIN: Permission = resource('Reports', '503', 'R');

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'books' as const });

export const booksMarginRoutes = {
  profitMargin: route({
    method: 'GET',
    path: 'Accounting/Reports/ProfitAndLossMargin',
    permission: PROFIT_MARGIN,
    query: monthRangeQuery,
    response: profitMarginAnswer,
  }),
} as const;
