import { ItemGroups } from '../components/item-groups';

export const handle = { title: '{Item} Groups' };
export const Component = ItemGroups;
