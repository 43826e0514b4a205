import { ReceiptSearch } from '../components/receipt-search';

export const handle = { title: 'Sales Receipts' };
export const Component = ReceiptSearch;
