import { ReturnList } from '../components/return-list';

export const handle = { title: 'Purchase Order Returns' };
export const Component = ReturnList;
