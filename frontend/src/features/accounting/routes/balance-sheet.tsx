import { BalanceSheet } from '../components/books/balance-sheet';

export const handle = { title: 'Balance sheet' };
export const Component = BalanceSheet;
