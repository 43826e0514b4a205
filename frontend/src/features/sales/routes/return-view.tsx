import { ReturnView } from '../components/return-view';

export const handle = { title: 'Sales Return' };
export const Component = ReturnView;
