import { BillPaymentScreen } from '../components/bill-payment-screen';

export const handle = { title: 'Bill Payment' };
export const Component = BillPaymentScreen;
