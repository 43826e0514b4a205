import { StockList } from '../components/stock-list';

export const handle = { title: 'Stock' };
export const Component = StockList;
