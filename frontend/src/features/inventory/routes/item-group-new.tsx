import { ItemGroupNew } from '../components/item-groups';

export const handle = { title: '{Item} Group' };
export const Component = ItemGroupNew;
