import { partiesRoutes } from '@shared/api/routes/parties';
import { RequirePermission } from '../../../components/require-permission';
import { ProductSearchScreen } from '../components/product-search-screen';

export const handle = { title: 'Product Search' };

/** Products/ProductSearch (spec platform §2 'Common'), Vehicles in auto branches. */
export function Component() {
  return (
    <RequirePermission permission={partiesRoutes.searchProducts.permission}>
      <ProductSearchScreen />
    </RequirePermission>
  );
}
