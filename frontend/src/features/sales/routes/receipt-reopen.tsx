import { ReceiptReopen } from '../components/receipt-reopen';

export const handle = { title: 'Re-open Sales Receipt' };
export const Component = ReceiptReopen;
