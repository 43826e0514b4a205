import { resource, type Permission } from '../../access/permission';
import { monthRangeQuery } from '../../books/books-schemas';
import { salesByPayerAnswer } from '../../books/sales-by-payer';
import { defineRoute, type RouteDef } from '../route';

/**
 * What the books' charts read beyond the statements (docs/books.md §6.6): sales
 * by payer, month by month, drawn on the profit and loss screen, so it takes
 * that screen's report, 501 'Profit and loss'.
 */
const PROFIT_AND_LOSS: Permission = resource('Reports', '501', 'R');

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'books' as const });

export const booksChartRoutes = {
  salesByPayer: route({
    method: 'GET',
    path: 'Accounting/Reports/SalesByPayer',
    permission: PROFIT_AND_LOSS,
    query: monthRangeQuery,
    response: salesByPayerAnswer,
  }),
} as const;
