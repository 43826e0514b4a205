import { orgPk, type Key } from '../table/keys';
import { queryOrgPrefix, readItem } from './users-repo';

/**
 * Designations (`DESIG#<id>`) and departments (`DEPT#<id>`) of an organisation,
 * each with a unique-name pointer (`DESIGNAME#<name>`, `DEPTNAME#<name>`).
 */
export type NamedListKind = 'DESIG' | 'DEPT';
export type NamedItemRecord = { type: 'Designation' | 'Department'; OrgId: string; Id: string; Name: string; ver: number };

export const namedListKeys = {
  item: (kind: NamedListKind, orgId: string, id: string): Key => ({ pk: orgPk(orgId), sk: `${kind}#${id}` }),
  name: (kind: NamedListKind, orgId: string, name: string): Key => ({
    pk: orgPk(orgId),
    sk: `${kind}NAME#${name.trim().toLowerCase()}`,
  }),
};

export const recordType = (kind: NamedListKind): NamedItemRecord['type'] => (kind === 'DESIG' ? 'Designation' : 'Department');

export const listNamedItems = (kind: NamedListKind, orgId: string): Promise<NamedItemRecord[]> =>
  queryOrgPrefix<NamedItemRecord>(orgId, `${kind}#`);

export const readNamedItem = (kind: NamedListKind, orgId: string, id: string) =>
  readItem<NamedItemRecord>(namedListKeys.item(kind, orgId, id));
