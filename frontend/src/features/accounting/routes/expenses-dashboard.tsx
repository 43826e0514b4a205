import { ExpensesDashboard } from '../components/books/expenses-dashboard';

export const handle = { title: 'Expenses' };
export const Component = ExpensesDashboard;
