import { resource, type Permission } from '../../access/permission';
import { monthRangeQuery } from '../../books/books-schemas';
import { profitMarginAnswer } from '../../books/profit-margin';
import { profitUnitCostAnswer } from '../../books/unit-cost';
import { defineRoute, type RouteDef } from '../route';

/**
 * Report 503 'Profit and loss (margin)' (docs/books.md §6.11): the P&L's months
 * as sales, cost of goods, gross and net margin. A report of its own id, so a
 * role's report list decides who reads it, apart from the P&L's 501. Likewise
 * report 502, the P&L with cost of goods at the items' unit cost.
 */
const PROFIT_MARGIN: Permission = resource('Reports', '503', 'R');
/** Report 502 'Profit and loss (unit cost)': the P&L with cost of goods at the items' unit cost (§6.11). */
const PROFIT_UNIT_COST: Permission = resource('Reports', '502', 'R');

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'books' as const });

export const booksMarginRoutes = {
  profitMargin: route({
    method: 'GET',
    path: 'Accounting/Reports/ProfitAndLossMargin',
    permission: PROFIT_MARGIN,
    query: monthRangeQuery,
    response: profitMarginAnswer,
  }),
  profitUnitCost: route({
    method: 'GET',
    path: 'Accounting/Reports/ProfitAndLossUnitCost',
    permission: PROFIT_UNIT_COST,
    query: monthRangeQuery,
    response: profitUnitCostAnswer,
  }),
} as const;
