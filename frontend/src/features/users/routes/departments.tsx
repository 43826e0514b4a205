import { NamedListScreen } from '../components/named-list-screen';

export const handle = { title: 'Departments' };

/** settings/Departments (spec platform §2); needs Common Dept read. */
export function Component() {
  return <NamedListScreen list="Departments" resourceName="Dept" title="Departments" singular="Department" />;
}
