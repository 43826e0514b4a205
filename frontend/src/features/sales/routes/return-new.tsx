import { ReturnNew } from '../components/return-new';

export const handle = { title: 'Sales Return' };
export const Component = ReturnNew;
