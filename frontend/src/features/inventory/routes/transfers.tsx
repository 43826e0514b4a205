import { TransferDashboard } from '../components/transfer-dashboard';

export const handle = { title: 'Transfer Orders' };
export const Component = TransferDashboard;
