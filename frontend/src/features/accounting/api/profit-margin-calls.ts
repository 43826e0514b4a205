import { booksRoutes } from '@shared/api/routes/books';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { BOOKS_KEY, type MonthRange } from './books-calls';

/** GET Accounting/Reports/ProfitAndLossMargin (report 503, docs/books.md §6.11); asked when the margin view is shown. */
export const useProfitMargin = (range: MonthRange) =>
  useQuery({
    queryKey: [...BOOKS_KEY, 'profit-margin', range],
    queryFn: (context) => apiCall(booksRoutes.profitMargin, { query: range, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** GET Accounting/Reports/ProfitAndLossUnitCost (report 502, docs/books.md §6.11); asked when Unit cost is chosen. */
export const useProfitUnitCost = (range: MonthRange) =>
  useQuery({
    queryKey: [...BOOKS_KEY, 'profit-unit-cost', range],
    queryFn: (context) => apiCall(booksRoutes.profitUnitCost, { query: range, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });
