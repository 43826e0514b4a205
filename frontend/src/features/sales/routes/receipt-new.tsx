import { CounterSale } from '../components/counter-sale';

export const handle = { title: 'Sales Receipt' };
export const Component = CounterSale;
