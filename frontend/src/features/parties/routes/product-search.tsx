import { ProductSearchScreen } from '../components/product-search-screen';

export const handle = { title: 'Product Search' };

/** Products/ProductSearch (spec platform §2 'Common'), Vehicles in auto branches. */
export function Component() {
  return <ProductSearchScreen />;
}
