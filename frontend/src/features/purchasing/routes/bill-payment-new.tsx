import { BillPaymentForm } from '../components/bill-payment-form';

export const handle = { title: 'Bill Payment' };
export const Component = BillPaymentForm;
