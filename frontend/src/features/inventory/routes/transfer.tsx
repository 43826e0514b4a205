import { TransferView } from '../components/transfer-view';

export const handle = { title: 'Transfer Order' };
export const Component = TransferView;
