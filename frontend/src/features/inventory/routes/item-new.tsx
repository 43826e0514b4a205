import { ItemNew } from '../components/item-new';

export const handle = { title: 'New {Item}' };
export const Component = ItemNew;
