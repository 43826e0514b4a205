import { ItemView } from '../components/item-view';

export const handle = { title: '{Item}' };
export const Component = ItemView;
