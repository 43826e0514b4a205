import { booksRoutes } from '@shared/api/routes/books';
import type { ExpenseInput } from '@shared/books/expenses';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { BOOKS_KEY } from './books-calls';

/** Expenses, their categories and the books' reports (docs/books.md §5): ageing, balance sheet, cash book. */
const EXPENSES_KEY = [...BOOKS_KEY, 'expenses'] as const;
const CATEGORIES_KEY = [...BOOKS_KEY, 'expense-categories'] as const;

export const useExpenseCategories = () =>
  useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: (context) => apiCall(booksRoutes.expenseCategories, { signal: querySignal(context) }),
  });

export function useSaveExpenseCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: { ver: number; Categories: { Id?: string; Name: string; Acc: number }[] }) =>
      apiCall(booksRoutes.saveExpenseCategories, { body }),
    onSuccess: (answer) => queryClient.setQueryData(CATEGORIES_KEY, answer),
  });
}

export const useExpenses = (cursor: string | undefined) =>
  useQuery({
    queryKey: [...EXPENSES_KEY, 'list', cursor ?? ''],
    queryFn: (context) =>
      apiCall(booksRoutes.expenses, { query: cursor ? { Cursor: cursor } : {}, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useExpense = (id: string | undefined) =>
  useQuery({
    queryKey: [...EXPENSES_KEY, 'one', id ?? ''],
    queryFn: (context) => apiCall(booksRoutes.expense, { params: { Id: id ?? '' }, signal: querySignal(context) }),
    enabled: id !== undefined,
  });

type ExpenseChange =
  | { kind: 'create'; body: ExpenseInput }
  | { kind: 'update'; id: string; ver: number; body: ExpenseInput }
  | { kind: 'cancel'; id: string; ver: number; Reason: string };

/** Records, edits (at `ver`) or cancels an expense; the lists and statements are read again after it. */
export function useChangeExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (change: ExpenseChange) => {
      if (change.kind === 'create') return apiCall(booksRoutes.createExpense, { body: change.body });
      if (change.kind === 'update')
        return apiCall(booksRoutes.updateExpense, {
          params: { Id: change.id },
          body: { ver: change.ver, ...change.body },
        });
      return apiCall(booksRoutes.cancelExpense, {
        params: { Id: change.id },
        body: { ver: change.ver, Reason: change.Reason },
      });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BOOKS_KEY }),
  });
}

export const useReceivablesAgeing = (basis: 'Due' | 'Invoice') =>
  useQuery({
    queryKey: [...BOOKS_KEY, 'ageing', basis],
    queryFn: (context) =>
      apiCall(booksRoutes.receivablesAgeing, { query: { Basis: basis }, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useBalanceSheet = (asOf: string) =>
  useQuery({
    queryKey: [...BOOKS_KEY, 'balance-sheet', asOf],
    queryFn: (context) => apiCall(booksRoutes.balanceSheet, { query: { AsOf: asOf }, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useCashBook = (query: { Acc: number; From: string; To: string; Cursor?: string | undefined }) =>
  useQuery({
    queryKey: [...BOOKS_KEY, 'cash-book', query],
    queryFn: (context) =>
      apiCall(booksRoutes.cashBook, {
        query: { Acc: query.Acc, From: query.From, To: query.To, ...(query.Cursor ? { Cursor: query.Cursor } : {}) },
        signal: querySignal(context),
      }),
    placeholderData: keepPreviousData,
  });
