import { resource } from '@shared/access/permission';
import { routeRight } from '@shared/access/access-model';
import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/require-permission';
import { ProductScreen } from '../components/product-screen';

// Filled in with the industry's words (spec platform §1).
export const handle = { title: '{Product}' };

/** Products/Product/{Id} (a vehicle in auto branches): 'New' needs the create right, an existing one the read right. */
export function Component() {
  const id = useParams().Id ?? '';
  return (
    <RequirePermission permission={resource('Common', 'Product', routeRight(id))}>
      <ProductScreen key={id} id={id} />
    </RequirePermission>
  );
}
