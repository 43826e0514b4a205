import { SalesDocDashboard } from '../components/sales-doc-dashboard';

export const handle = { title: 'SO Dashboard' };
export const Component = () => <SalesDocDashboard kind="SalesOrder" />;
