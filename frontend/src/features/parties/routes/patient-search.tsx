import { partiesRoutes } from '@shared/api/routes/parties';
import { RequirePermission } from '../../../components/require-permission';
import { PartySearchScreen } from '../components/party-search-screen';

export const handle = { title: 'Patient Search' };

/** patients/patientsearch: the customer search of health-care branches (spec platform §2 'Common'). */
export function Component() {
  return (
    <RequirePermission permission={partiesRoutes.searchCustomers.permission}>
      <PartySearchScreen kind="customer" />
    </RequirePermission>
  );
}
