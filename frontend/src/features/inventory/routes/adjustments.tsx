import { AdjustmentList } from '../components/adjustment-list';

export const handle = { title: 'Inventory Adjustments' };
export const Component = AdjustmentList;
