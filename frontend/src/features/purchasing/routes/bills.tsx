import { BillList } from '../components/bill-list';

export const handle = { title: 'Bills' };
export const Component = BillList;
