import { resource } from '@shared/access/permission';
import { routeRight } from '@shared/access/permission-string';
import { useParams } from 'react-router';
import { RequirePermission } from '../../../../components/require-permission';
import { DocumentScreen } from '../components/document-screen';

// Filled in with the industry's words: 'Repair Order' in auto branches (spec platform §1).
export const handle = { title: '{Order}' };

/** Service/WorkOrder/{Id}/…: 'New' needs the create right, an existing order the read right (platform §6). */
export function Component() {
  const id = useParams().Id ?? '';
  return (
    <RequirePermission permission={resource('Service', 'WO', routeRight(id))} module="Service">
      <DocumentScreen key={id} kind="repairOrder" id={id} />
    </RequirePermission>
  );
}
