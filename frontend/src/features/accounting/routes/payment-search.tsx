import { PaymentSearch } from '../components/payment-search';

export const handle = { title: 'Payments' };
export const Component = PaymentSearch;
