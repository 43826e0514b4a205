import { TrialBalance } from '../components/books/trial-balance';

export const handle = { title: 'Trial balance' };
export const Component = TrialBalance;
