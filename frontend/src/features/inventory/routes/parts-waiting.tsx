import { PartsWaitingOrders } from '../components/parts-waiting-orders';

export const handle = { title: 'Repair Orders Waiting for Parts' };
export const Component = PartsWaitingOrders;
