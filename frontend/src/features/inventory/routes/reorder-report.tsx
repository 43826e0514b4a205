import { ReorderReport } from '../components/reorder-report';

export const handle = { title: 'Reorder Point Report' };
export const Component = ReorderReport;
