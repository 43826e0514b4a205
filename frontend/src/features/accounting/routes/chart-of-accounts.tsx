import { ChartOfAccounts } from '../components/books/chart-of-accounts';

export const handle = { title: 'Chart of accounts' };
export const Component = ChartOfAccounts;
