import { RepairOrderDashboard } from '../components/dashboard-screens';

export const handle = { title: '{Orders}' };
export const Component = RepairOrderDashboard;
