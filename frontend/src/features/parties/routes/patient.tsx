import { resource } from '@shared/access/permission';
import { routeRight } from '@shared/access/access-model';
import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/require-permission';
import { PartyScreen } from '../components/party-screen';

export const handle = { title: 'Patient' };

/** Patients/Patient/{Id}, the customer screen of health-care branches: 'New' needs the create right, an existing patient the read right (spec platform §6). */
export function Component() {
  const id = useParams().Id ?? '';
  return (
    <RequirePermission permission={resource('Common', 'Customer', routeRight(id))}>
      <PartyScreen key={id} kind="customer" id={id} />
    </RequirePermission>
  );
}
