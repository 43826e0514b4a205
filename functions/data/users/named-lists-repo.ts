import { UsersMessages } from '@shared/users/users-messages';
import { orgPk, type Key } from '../table/keys';
import { transact } from '../table/transact';
import { uniquePointer } from '../table/unique-pointer';
import { versionedDelete, versionedPut, versionedUpdate } from '../table/versioned-update';
import { queryOrgPrefix, readItem } from './users-repo';

/**
 * Designations (`DESIG#<id>`) and departments (`DEPT#<id>`) of an organisation,
 * each with a unique-name pointer (`DESIGNAME#<name>`, `DEPTNAME#<name>`).
 */
export type NamedListKind = 'DESIG' | 'DEPT';
export type NamedItemRecord = {
  type: 'Designation' | 'Department';
  OrgId: string;
  Id: string;
  Name: string;
  ver: number;
};

export const namedListKeys = {
  item: (kind: NamedListKind, orgId: string, id: string): Key => ({ pk: orgPk(orgId), sk: `${kind}#${id}` }),
  name: (kind: NamedListKind, orgId: string, name: string): Key => ({
    pk: orgPk(orgId),
    sk: `${kind}NAME#${name.trim().toLowerCase()}`,
  }),
};

export const recordType = (kind: NamedListKind): NamedItemRecord['type'] =>
  kind === 'DESIG' ? 'Designation' : 'Department';

export const listNamedItems = (kind: NamedListKind, orgId: string): Promise<NamedItemRecord[]> =>
  queryOrgPrefix<NamedItemRecord>(orgId, `${kind}#`);

export const readNamedItem = (kind: NamedListKind, orgId: string, id: string) =>
  readItem<NamedItemRecord>(namedListKeys.item(kind, orgId, id));

const claimName = (kind: NamedListKind, orgId: string, name: string, id: string) =>
  uniquePointer.claim(
    namedListKeys.name(kind, orgId, name),
    { type: `${recordType(kind)}Name`, Id: id },
    UsersMessages.nameTaken,
    'Name',
  );

export async function insertNamedItem(kind: NamedListKind, record: NamedItemRecord): Promise<void> {
  await transact([
    versionedPut({ ...namedListKeys.item(kind, record.OrgId, record.Id), ...record }, undefined),
    claimName(kind, record.OrgId, record.Name, record.Id),
  ]);
}

/** Renames under the item's `ver`; the name pointer moves when the name really changes (not only its case). */
export async function renameNamedItem(kind: NamedListKind, found: NamedItemRecord, name: string): Promise<void> {
  const { OrgId: orgId, Id: id } = found;
  const renamed = found.Name.trim().toLowerCase() !== name.trim().toLowerCase();
  await transact([
    versionedUpdate({ key: namedListKeys.item(kind, orgId, id), expectedVer: found.ver, set: { Name: name } }),
    ...(renamed
      ? [uniquePointer.release(namedListKeys.name(kind, orgId, found.Name)), claimName(kind, orgId, name, id)]
      : []),
  ]);
}

export async function deleteNamedItem(kind: NamedListKind, found: NamedItemRecord): Promise<void> {
  await transact([
    versionedDelete(namedListKeys.item(kind, found.OrgId, found.Id), found.ver),
    uniquePointer.release(namedListKeys.name(kind, found.OrgId, found.Name)),
  ]);
}
