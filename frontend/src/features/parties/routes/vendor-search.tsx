import { partiesRoutes } from '@shared/api/routes/parties';
import { RequirePermission } from '../../../components/require-permission';
import { PartySearchScreen } from '../components/party-search-screen';

export const handle = { title: 'Vendor Search' };

/** Vendors/VendorSearch (spec platform §2 'Common'). */
export function Component() {
  return (
    <RequirePermission permission={partiesRoutes.searchVendors.permission}>
      <PartySearchScreen kind="vendor" />
    </RequirePermission>
  );
}
