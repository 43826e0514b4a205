import { resource } from '@shared/access/permission';
import { RequirePermission } from '../../../components/require-permission';
import { NamedListScreen } from '../components/named-list-screen';

export const handle = { title: 'Departments' };

/** settings/Departments (spec platform §2); needs Common Dept read. */
export function Component() {
  return (
    <RequirePermission permission={resource('Common', 'Dept', 'R')}>
      <NamedListScreen list="Departments" resourceName="Dept" title="Departments" singular="Department" />
    </RequirePermission>
  );
}
