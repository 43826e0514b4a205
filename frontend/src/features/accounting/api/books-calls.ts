import { booksRoutes } from '@shared/api/routes/books';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JournalBody } from '@shared/books/books-schemas';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** The books' calls (docs/books.md §5): the chart of accounts and the statements. */
export const BOOKS_KEY = ['accounting', 'books'] as const;
const CHART_KEY = [...BOOKS_KEY, 'chart'] as const;

export type MonthRange = { From: string; To: string };

export const useChartOfAccounts = () =>
  useQuery({
    queryKey: CHART_KEY,
    queryFn: (context) => apiCall(booksRoutes.chartOfAccounts, { signal: querySignal(context) }),
  });

export const useTrialBalance = (range: MonthRange) =>
  useQuery({
    queryKey: [...BOOKS_KEY, 'trial-balance', range],
    queryFn: (context) => apiCall(booksRoutes.trialBalance, { query: range, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useProfitAndLoss = (range: MonthRange) =>
  useQuery({
    queryKey: [...BOOKS_KEY, 'profit-and-loss', range],
    queryFn: (context) => apiCall(booksRoutes.profitAndLoss, { query: range, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

type ChartChange =
  | { kind: 'add'; ver: number; Code: number; Name: string; Group: string; Use?: 'Labor' | 'Parts' }
  | { kind: 'rename'; ver: number; Code: number; Name: string }
  | { kind: 'delete'; ver: number; Code: number }
  | { kind: 'close'; ver: number; Through: string };

/** Adds, renames or deletes an account, or closes months, at the chart's `ver`; the answer is the chart as it now stands. */
export function useChangeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (change: ChartChange) => {
      if (change.kind === 'add') {
        const { kind: _k, ...body } = change;
        return apiCall(booksRoutes.addAccount, { body });
      }
      if (change.kind === 'rename')
        return apiCall(booksRoutes.renameAccount, {
          params: { Code: change.Code },
          body: { ver: change.ver, Name: change.Name },
        });
      if (change.kind === 'close')
        return apiCall(booksRoutes.closeBooks, { body: { ver: change.ver, Through: change.Through } });
      return apiCall(booksRoutes.deleteAccount, { params: { Code: change.Code }, query: { ver: change.ver } });
    },
    onSuccess: (chart) => queryClient.setQueryData(CHART_KEY, chart),
  });
}

/** POST Accounting/Journals: a manual journal entry; the statements are read again after it. */
export function usePostJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: JournalBody) => apiCall(booksRoutes.postJournal, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BOOKS_KEY }),
  });
}
