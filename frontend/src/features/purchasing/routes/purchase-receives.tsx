import { ReceiveList } from '../components/receive-list';

export const handle = { title: 'Received Parts' };
export const Component = ReceiveList;
