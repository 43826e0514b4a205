import { ProductSearchScreen } from '../components/product-search-screen';

// Filled in with the industry's words (spec platform §1).
export const handle = { title: '{Product} Search' };

/** Products/ProductSearch (spec platform §2 'Common'), Vehicles in auto branches. */
export function Component() {
  return <ProductSearchScreen />;
}
