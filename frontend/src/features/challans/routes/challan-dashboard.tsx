import { ChallanDashboard } from '../components/challan-dashboard';

export const handle = { title: 'Delivery Challans' };
export const Component = ChallanDashboard;
