import { EstimateDashboard } from '../components/dashboard-screens';

export const handle = { title: 'Estimates' };
export const Component = EstimateDashboard;
