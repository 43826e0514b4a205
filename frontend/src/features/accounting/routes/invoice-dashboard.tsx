import { InvoiceDashboard } from '../components/invoice-dashboard';

export const handle = { title: 'Invoices' };
export const Component = InvoiceDashboard;
