import { BillForm } from '../components/bill-form';

export const handle = { title: 'New Bill' };
export const Component = BillForm;
