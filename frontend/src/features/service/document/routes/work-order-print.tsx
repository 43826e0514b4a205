import { resource } from '@shared/access/permission';
import { useParams } from 'react-router';
import { RequirePermission } from '../../../../components/require-permission';
import { PrintScreen } from '../components/print-screen';

export const handle = { title: 'Print {Order}' };

/** Service/WorkOrder/{Id}/Print/{Variant}: needs the order's read right, like opening it. */
export function Component() {
  const { Id = '', Variant = '' } = useParams();
  return (
    <RequirePermission permission={resource('Service', 'WO', 'R')} module="Service">
      <PrintScreen key={`${Id}-${Variant}`} kind="repairOrder" id={Id} variant={Variant} />
    </RequirePermission>
  );
}
