import { CashBook } from '../components/books/cash-book';

export const handle = { title: 'Cash and bank book' };
export const Component = CashBook;
