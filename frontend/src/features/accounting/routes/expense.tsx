import { ExpenseScreen } from '../components/books/expense-form';

export const handle = { title: 'Expense' };
export const Component = ExpenseScreen;
