import { ReturnList } from '../components/return-list';

export const handle = { title: 'Sales Returns' };
export const Component = ReturnList;
