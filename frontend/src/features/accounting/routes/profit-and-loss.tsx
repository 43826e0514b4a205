import { ProfitAndLoss } from '../components/books/profit-and-loss';

export const handle = { title: 'Profit and loss' };
export const Component = ProfitAndLoss;
