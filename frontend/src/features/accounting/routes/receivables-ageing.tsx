import { ReceivablesAgeing } from '../components/books/receivables-ageing';

export const handle = { title: 'Receivables ageing' };
export const Component = ReceivablesAgeing;
