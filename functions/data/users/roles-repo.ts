import type { AccessData } from '@shared/access/access-data';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { UsersMessages } from '@shared/users/users-messages';
import { keys } from '../identity/identity-keys';
import { orgPk, type Key } from '../table/keys';
import { MAX_TRANSACTION_ITEMS, transact, type Write } from '../table/transact';
import { uniquePointer } from '../table/unique-pointer';
import { updateWhileOwned, versionedDelete, versionedPut, versionedUpdate } from '../table/versioned-update';
import { queryOrgPrefix, readItem, type AdminAccessRecord } from './users-repo';

/** A custom role of the organisation (`ORG#o / ROLE#<id>`), with a unique-name pointer `ROLENAME#<name>`. */
export type RoleRecord = { type: 'Role'; OrgId: string; RoleId: string; Name: string; Access: AccessData; ver: number };

/** A role ready to be given: predefined (id = its name) or custom (id = ULID, with the `ver` read). */
export type ResolvedRole = { RoleId: string; Name: string; Access: AccessData; Predefined: boolean; ver: number };

export const roleKeys = {
  role: (orgId: string, roleId: string): Key => ({ pk: orgPk(orgId), sk: `ROLE#${roleId}` }),
  roleName: (orgId: string, name: string): Key => ({ pk: orgPk(orgId), sk: `ROLENAME#${name.trim().toLowerCase()}` }),
};

export const listCustomRoles = (orgId: string): Promise<RoleRecord[]> => queryOrgPrefix<RoleRecord>(orgId, 'ROLE#');
export const readCustomRole = (orgId: string, roleId: string) => readItem<RoleRecord>(roleKeys.role(orgId, roleId));

const claimName = (orgId: string, name: string, roleId: string): Write =>
  uniquePointer.claim(
    roleKeys.roleName(orgId, name),
    { type: 'RoleName', RoleId: roleId },
    UsersMessages.roleNameTaken,
    'Name',
  );

const isRename = (before: string, after: string): boolean => before.trim().toLowerCase() !== after.trim().toLowerCase();

export async function insertRole(role: RoleRecord): Promise<void> {
  await transact([
    versionedPut({ ...roleKeys.role(role.OrgId, role.RoleId), ...role }, undefined),
    claimName(role.OrgId, role.Name, role.RoleId),
  ]);
}

/**
 * Edits a role under its `ver` and re-applies it to every access item holding
 * it in the same transaction, so a holder never keeps rights the role no longer
 * grants. A role with more holders than one transaction can carry is refused.
 */
export async function updateRole(
  role: RoleRecord,
  change: { Name: string; Access: AccessData },
  holders: readonly AdminAccessRecord[],
): Promise<void> {
  const { OrgId: orgId, RoleId: roleId } = role;
  const writes = [
    versionedUpdate({
      key: roleKeys.role(orgId, roleId),
      expectedVer: role.ver,
      set: { Name: change.Name, Access: change.Access },
    }),
    ...(isRename(role.Name, change.Name)
      ? [uniquePointer.release(roleKeys.roleName(orgId, role.Name)), claimName(orgId, change.Name, roleId)]
      : []),
    ...holders.map((h) =>
      updateWhileOwned(
        keys.access(orgId, h.UserId, h.EntId),
        { name: 'RoleId', value: roleId },
        { Role: change.Name, Access: change.Access },
      ),
    ),
  ];
  if (writes.length > MAX_TRANSACTION_ITEMS) throw new ApiError(ErrorCode.BadRequest, UsersMessages.roleTooManyHolders);
  await transact(writes);
}

export async function deleteRole(role: RoleRecord): Promise<void> {
  await transact([
    versionedDelete(roleKeys.role(role.OrgId, role.RoleId), role.ver),
    uniquePointer.release(roleKeys.roleName(role.OrgId, role.Name)),
  ]);
}
