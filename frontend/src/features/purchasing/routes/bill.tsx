import { BillScreen } from '../components/bill-screen';

export const handle = { title: 'Bill' };
export const Component = BillScreen;
