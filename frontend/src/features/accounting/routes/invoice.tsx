import { resource } from '@shared/access/permission';
import { routeRight } from '@shared/access/permission-string';
import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/require-permission';
import { InvoiceScreen } from '../components/invoice-screen';

export const handle = { title: 'Invoice' };

/** Accounting/Invoice/{Id}: 'New' needs the create right, an existing invoice the read right (platform §6). */
export function Component() {
  const id = useParams().Id ?? '';
  return (
    <RequirePermission permission={resource('Accounting', 'Invoice', routeRight(id))} module="Accounting">
      <InvoiceScreen key={id} id={id} />
    </RequirePermission>
  );
}
