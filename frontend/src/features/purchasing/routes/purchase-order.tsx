import { PurchaseOrderScreen } from '../components/purchase-order-screen';

export const handle = { title: 'Purchase Order' };
export const Component = PurchaseOrderScreen;
