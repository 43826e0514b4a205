import { PriceListNew } from '../components/price-lists';

export const handle = { title: 'Price List' };
export const Component = PriceListNew;
