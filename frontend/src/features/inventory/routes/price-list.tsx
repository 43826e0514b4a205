import { PriceListView } from '../components/price-list-view';

export const handle = { title: 'Price List' };
export const Component = PriceListView;
