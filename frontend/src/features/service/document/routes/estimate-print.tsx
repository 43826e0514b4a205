import { resource } from '@shared/access/permission';
import { useParams } from 'react-router';
import { RequirePermission } from '../../../../components/require-permission';
import { PrintScreen } from '../components/print-screen';

export const handle = { title: 'Print estimate' };

/** Service/Estimate/{Id}/Print/{Variant}: needs the estimate's read right, like opening it. */
export function Component() {
  const { Id = '', Variant = '' } = useParams();
  return (
    <RequirePermission permission={resource('Service', 'Est', 'R')} module="Service">
      <PrintScreen key={`${Id}-${Variant}`} kind="estimate" id={Id} variant={Variant} />
    </RequirePermission>
  );
}
