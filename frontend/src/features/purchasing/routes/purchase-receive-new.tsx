import { ReceiveForm } from '../components/receive-form';

export const handle = { title: 'Receive Parts' };
export const Component = ReceiveForm;
