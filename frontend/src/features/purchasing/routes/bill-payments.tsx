import { BillPaymentList } from '../components/bill-payment-list';

export const handle = { title: 'Payments Made' };
export const Component = BillPaymentList;
