import { inModule, moduleAdmin, resource, type Permission } from '../../access/permission';
import {
  categoriesAnswer,
  categoriesBody,
  expenseAnswer,
  expenseCancelBody,
  expenseCreateBody,
  expenseListAnswer,
  expenseListQuery,
  expenseUpdateBody,
} from '../../books/expenses';
import * as z from 'zod';
import { defineRoute, type RouteDef } from '../route';

/**
 * Expenses and their categories (docs/books.md §3.8, §5), in the books'
 * Lambda (family `books`). An expense is money paid out, so it takes the
 * spec's Accounting resource for payments made: VPay (C, R, U, D); the
 * categories map onto the chart, so changing them is the accountant's (module admin).
 */
const EXPENSE = (right: 'C' | 'R' | 'U' | 'D'): Permission =>
  inModule('Accounting', resource('Accounting', 'VPay', right));
const BOOKS_ADMIN: Permission = inModule('Accounting', moduleAdmin('Accounting'));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'books' as const });
const idParams = z.object({ Id: z.string().min(1).max(40) });

export const expenseRoutes = {
  expenseCategories: route({
    method: 'GET',
    path: 'Accounting/ExpenseCategories',
    permission: EXPENSE('R'),
    response: categoriesAnswer,
  }),
  saveExpenseCategories: route({
    method: 'PUT',
    path: 'Accounting/ExpenseCategories',
    permission: BOOKS_ADMIN,
    body: categoriesBody,
    response: categoriesAnswer,
  }),
  expenses: route({
    method: 'GET',
    path: 'Accounting/Expenses',
    permission: EXPENSE('R'),
    query: expenseListQuery,
    response: expenseListAnswer,
  }),
  expense: route({
    method: 'GET',
    path: 'Accounting/Expenses/{Id}',
    permission: EXPENSE('R'),
    params: idParams,
    response: expenseAnswer,
  }),
  createExpense: route({
    method: 'POST',
    path: 'Accounting/Expenses',
    permission: EXPENSE('C'),
    body: expenseCreateBody,
    response: expenseAnswer,
  }),
  updateExpense: route({
    method: 'PUT',
    path: 'Accounting/Expenses/{Id}',
    permission: EXPENSE('U'),
    params: idParams,
    body: expenseUpdateBody,
    response: expenseAnswer,
  }),
  cancelExpense: route({
    method: 'POST',
    path: 'Accounting/Expenses/{Id}/Cancel',
    permission: EXPENSE('D'),
    params: idParams,
    body: expenseCancelBody,
    response: expenseAnswer,
  }),
} as const;
