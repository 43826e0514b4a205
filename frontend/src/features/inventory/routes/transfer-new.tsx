import { TransferForm } from '../components/transfer-form';

export const handle = { title: 'Transfer Order' };
export const Component = TransferForm;
