import { SalesDocDashboard } from '../components/sales-doc-dashboard';

export const handle = { title: 'Sales Estimates' };
export const Component = () => <SalesDocDashboard kind="SalesEstimate" />;
