import { resource } from '@shared/access/permission';
import { routeRight } from '@shared/access/access-model';
import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/require-permission';
import { PartyScreen } from '../components/party-screen';

// Filled in with the industry's words (spec platform §1).
export const handle = { title: '{Customer}' };

/** Customers/Customer/{Id}: 'New' needs the create right, an existing customer the read right (spec platform §6). */
export function Component() {
  const id = useParams().Id ?? '';
  return (
    <RequirePermission permission={resource('Common', 'Customer', routeRight(id))}>
      <PartyScreen key={id} kind="customer" id={id} />
    </RequirePermission>
  );
}
