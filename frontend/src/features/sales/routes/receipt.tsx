import { ReceiptView } from '../components/receipt-view';

export const handle = { title: 'Sales Receipt' };
export const Component = ReceiptView;
