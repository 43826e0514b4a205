import { ExpiringBatches } from '../components/expiring-batches';

export const handle = { title: 'Expiring Batches' };
export const Component = ExpiringBatches;
