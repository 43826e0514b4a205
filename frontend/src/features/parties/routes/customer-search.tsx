import { partiesRoutes } from '@shared/api/routes/parties';
import { RequirePermission } from '../../../components/require-permission';
import { PartySearchScreen } from '../components/party-search-screen';

export const handle = { title: 'Customer Search' };

/** Customers/CustomerSearch (spec platform §2 'Common'). */
export function Component() {
  return (
    <RequirePermission permission={partiesRoutes.searchCustomers.permission}>
      <PartySearchScreen kind="customer" />
    </RequirePermission>
  );
}
