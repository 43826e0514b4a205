import { ReturnForm } from '../components/return-form';

export const handle = { title: 'Purchase Return' };
export const Component = ReturnForm;
