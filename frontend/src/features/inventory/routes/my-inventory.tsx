import { MyInventory } from '../components/my-inventory';

export const handle = { title: 'My Inventory' };
export const Component = MyInventory;
