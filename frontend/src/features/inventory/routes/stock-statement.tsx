import { StockStatement } from '../components/stock-statement';

export const handle = { title: 'Stock Statement' };
export const Component = StockStatement;
