import { NamedListScreen } from '../components/named-list-screen';

export const handle = { title: 'Designations' };

/** settings/Designations (spec platform §2); needs Common Desig read. */
export function Component() {
  return <NamedListScreen list="Designations" resourceName="Desig" title="Designations" singular="Designation" />;
}
