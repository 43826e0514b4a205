import { resource } from '@shared/access/permission';
import { routeRight } from '@shared/access/permission-string';
import { useParams } from 'react-router';
import { RequirePermission } from '../../../../components/require-permission';
import { DocumentScreen } from '../components/document-screen';

export const handle = { title: 'Estimate' };

/** Service/Estimate/{Id}/…: 'New' needs the create right, an existing estimate the read right (platform §6). */
export function Component() {
  const id = useParams().Id ?? '';
  return (
    <RequirePermission permission={resource('Service', 'Est', routeRight(id))} module="Service">
      <DocumentScreen key={id} kind="estimate" id={id} />
    </RequirePermission>
  );
}
