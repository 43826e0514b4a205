import { ItemList } from '../components/item-list';

export const handle = { title: '{Items}' };
export const Component = ItemList;
