import { ExpenseCategories } from '../components/books/expense-categories';

export const handle = { title: 'Expense categories' };
export const Component = ExpenseCategories;
