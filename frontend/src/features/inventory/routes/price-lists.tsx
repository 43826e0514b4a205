import { PriceLists } from '../components/price-lists';

export const handle = { title: 'Price Lists' };
export const Component = PriceLists;
