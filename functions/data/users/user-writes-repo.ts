import { UsersMessages } from '@shared/users/users-messages';
import { tableName } from '../../lib/aws-clients';
import { entityMembersGsi1, keys } from '../identity/identity-keys';
import { nowIso, type Key } from '../table/keys';
import { transact, type Write } from '../table/transact';
import { uniquePointer } from '../table/unique-pointer';
import { unchangedSince, updateWhileOwned, versionedUpdate } from '../table/versioned-update';
import { roleKeys, type ResolvedRole } from './roles-repo';
import { memberSortKey, roleHoldersGsi2, type AdminAccessRecord, type AdminUserRecord } from './users-repo';

/**
 * Every change to a user and their access items, each one transaction guarded
 * by the user's `ver` (docs/decisions-users.md, "Data model"). The username,
 * e-mail and phone are unique in the organisation through pointer items.
 */

type PointerField = 'UserName' | 'Email' | 'Phone';

const pointers: Record<PointerField, { key: (orgId: string, value: string) => Key; type: string; taken: string }> = {
  UserName: { key: keys.username, type: 'UserName', taken: UsersMessages.usernameTaken },
  Email: { key: keys.userEmail, type: 'UserEmail', taken: UsersMessages.emailTaken },
  Phone: { key: keys.userPhone, type: 'UserPhone', taken: UsersMessages.phoneTaken },
};

const claim = (orgId: string, field: PointerField, value: string, userId: string): Write =>
  uniquePointer.claim(
    pointers[field].key(orgId, value),
    { type: pointers[field].type, UserId: userId },
    pointers[field].taken,
    field,
  );

const release = (orgId: string, field: PointerField, value: string, userId: string): Write =>
  uniquePointer.release(pointers[field].key(orgId, value), { name: 'UserId', value: userId });

/** Conditional bump of the user's `ver`: every change to a user or their access goes through it. */
const bumpUser = (user: AdminUserRecord, set: Record<string, unknown> = {}): Write =>
  versionedUpdate({ key: keys.user(user.OrgId, user.UserId), expectedVer: user.ver, set });

/** A custom role must still be the version read, so an edit in between cannot leave a holder with stale rights. */
const roleUnchanged = (orgId: string, role: ResolvedRole): Write[] =>
  role.Predefined ? [] : [unchangedSince(roleKeys.role(orgId, role.RoleId), role.ver)];

/** The other admin the last-entity-admin rule counted on must still be active when the change commits. */
const keeperStillActive = (orgId: string, keeperId: string | undefined): Write[] =>
  keeperId
    ? [
        {
          item: {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.user(orgId, keeperId),
              ConditionExpression: 'Active = :yes',
              ExpressionAttributeValues: { ':yes': true },
            },
          },
          conflict: UsersMessages.lastAdmin,
        },
      ]
    : [];

/**
 * The access item of a user in a branch holding a role: the role's access data
 * copied in, the user's name for the branch's employee list (GSI1) and, for a
 * custom role, the GSI2 keys that let an edited role reach its holders.
 */
function accessItem(user: AdminUserRecord, entityId: string, role: ResolvedRole): Record<string, unknown> {
  const record: AdminAccessRecord = {
    type: 'Access',
    OrgId: user.OrgId,
    UserId: user.UserId,
    EntId: entityId,
    Role: role.Name,
    RoleId: role.RoleId,
    Access: role.Access,
    Name: user.Name,
    UserName: user.UserName,
    Tec: user.NoW?.Tec === true,
    ...(user.Desig ? { Desig: user.Desig } : {}),
    ...(user.Dept ? { Dept: user.Dept } : {}),
    ...(user.Email ? { Email: user.Email } : {}),
    ...(user.Phone ? { Phone: user.Phone } : {}),
  };
  return {
    ...keys.access(user.OrgId, user.UserId, entityId),
    gsi1pk: entityMembersGsi1(user.OrgId, entityId),
    gsi1sk: memberSortKey(user.Name, user.UserId),
    ...(role.Predefined
      ? {}
      : { gsi2pk: roleHoldersGsi2(user.OrgId, role.RoleId), gsi2sk: `ACCESS#${user.UserId}#${entityId}` }),
    ...record,
  };
}

/** A new user: the user, the username, e-mail and phone pointers and the access item of the default branch. */
export async function insertUser(user: AdminUserRecord, entityId: string, role: ResolvedRole): Promise<void> {
  const { OrgId: orgId, UserId: userId } = user;
  await transact([
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.user(orgId, userId), ...user, CrDt: nowIso() },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    claim(orgId, 'UserName', user.UserName, userId),
    ...(user.Email ? [claim(orgId, 'Email', user.Email, userId)] : []),
    ...(user.Phone ? [claim(orgId, 'Phone', user.Phone, userId)] : []),
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: accessItem(user, entityId, role),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    ...roleUnchanged(orgId, role),
  ]);
}

/** The details a user edit sets; an optional one left `undefined` is removed. */
export type UserDetails = Pick<
  AdminUserRecord,
  'Name' | 'DefEntId' | 'TZ' | 'NoW' | 'Email' | 'Phone' | 'Desig' | 'Dept'
>;

/**
 * Edits a user's details. E-mail and phone pointers move with the values, and
 * the name, designation, contacts and technician flag copied into each access
 * item (the branch employee lists) follow, all in one transaction guarded by the user's `ver`.
 */
export async function updateUserDetails(
  user: AdminUserRecord,
  access: readonly AdminAccessRecord[],
  details: UserDetails,
): Promise<void> {
  const { OrgId: orgId, UserId: userId } = user;
  const writes: Write[] = [];
  for (const field of ['Email', 'Phone'] as const) {
    if (user[field] === details[field]) continue;
    const before = user[field];
    const after = details[field];
    if (before) writes.push(release(orgId, field, before, userId));
    if (after) writes.push(claim(orgId, field, after, userId));
  }
  writes.push(bumpUser(user, { ...details }));
  const copied = {
    Name: details.Name,
    Email: details.Email,
    Phone: details.Phone,
    Desig: details.Desig,
    Dept: details.Dept,
    Tec: details.NoW?.Tec === true,
  };
  for (const grant of access) {
    writes.push(
      updateWhileOwned(
        keys.access(orgId, userId, grant.EntId),
        { name: 'UserId', value: userId },
        {
          gsi1sk: memberSortKey(details.Name, userId),
          ...copied,
        },
      ),
    );
  }
  await transact(writes);
}

/** Sets plain fields of the user (Active, PwdHash) under its `ver`. */
export const updateUserFields = (
  user: AdminUserRecord,
  set: Partial<Pick<AdminUserRecord, 'Active' | 'PwdHash'>>,
): Promise<void> => transact([bumpUser(user, set)]);

/** Gives (or changes) the user's role in a branch; the branch must exist. */
export async function grantUserAccess(
  user: AdminUserRecord,
  entityId: string,
  role: ResolvedRole,
  keeperId?: string,
): Promise<void> {
  await transact([
    bumpUser(user),
    { item: { Put: { TableName: tableName(), Item: accessItem(user, entityId, role) } } },
    {
      item: {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.entity(user.OrgId, entityId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    },
    ...roleUnchanged(user.OrgId, role),
    ...keeperStillActive(user.OrgId, keeperId),
  ]);
}

/** Takes a branch away; the user's default branch moves to `nextDefault` when it was that one. */
export async function revokeUserAccess(
  user: AdminUserRecord,
  entityId: string,
  nextDefault: string,
  keeperId?: string,
): Promise<void> {
  await transact([
    bumpUser(user, user.DefEntId === entityId ? { DefEntId: nextDefault } : {}),
    {
      item: {
        Delete: {
          TableName: tableName(),
          Key: keys.access(user.OrgId, user.UserId, entityId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    },
    ...keeperStillActive(user.OrgId, keeperId),
  ]);
}
