import { RequestedParts } from '../components/requested-parts';

export const handle = { title: 'Requested Parts' };
export const Component = RequestedParts;
