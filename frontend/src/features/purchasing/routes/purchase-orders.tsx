import { PurchaseOrderDashboard } from '../components/purchase-order-dashboard';

export const handle = { title: 'Purchase Orders' };
export const Component = PurchaseOrderDashboard;
