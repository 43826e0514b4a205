import { resource } from '@shared/access/permission';
import { routeRight } from '@shared/access/access-model';
import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/require-permission';
import { PartyScreen } from '../components/party-screen';

export const handle = { title: 'Vendor' };

/** Vendors/Vendor/{Id}: 'New' needs the create right, an existing vendor the read right (spec platform §6). */
export function Component() {
  const id = useParams().Id ?? '';
  return (
    <RequirePermission permission={resource('Common', 'Vendor', routeRight(id))}>
      <PartyScreen key={id} kind="vendor" id={id} />
    </RequirePermission>
  );
}
