import { AdjustmentForm } from '../components/adjustment-form';

export const handle = { title: 'Inventory Adjustment' };
export const Component = AdjustmentForm;
