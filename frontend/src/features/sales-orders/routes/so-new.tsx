import { SalesDocForm } from '../components/sales-doc-form';

export const handle = { title: 'Sales Order' };
export const Component = () => <SalesDocForm kind="SalesOrder" />;
