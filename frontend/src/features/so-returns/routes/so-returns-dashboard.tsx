import { SoReturnsDashboard } from '../components/so-returns-dashboard';

export const handle = { title: 'Sales Returns' };
export const Component = SoReturnsDashboard;
