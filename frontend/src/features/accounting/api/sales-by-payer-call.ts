import { booksRoutes } from '@shared/api/routes/books';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { BOOKS_KEY, type MonthRange } from './books-calls';

/** GET Accounting/Reports/SalesByPayer (docs/books.md §6.6): what customers and insurers were billed, month by month. */
export const useSalesByPayer = (range: MonthRange) =>
  useQuery({
    queryKey: [...BOOKS_KEY, 'sales-by-payer', range],
    queryFn: (context) => apiCall(booksRoutes.salesByPayer, { query: range, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });
