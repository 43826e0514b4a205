import { SalesDocForm } from '../components/sales-doc-form';

export const handle = { title: 'Sales Estimate' };
export const Component = () => <SalesDocForm kind="SalesEstimate" />;
