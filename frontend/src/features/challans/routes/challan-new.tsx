import { ChallanForm } from '../components/challan-form';

export const handle = { title: 'Delivery Challan' };
export const Component = () => <ChallanForm />;
