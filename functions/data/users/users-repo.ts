import type { AccessData } from '@shared/access/access-data';
import { isEntityAdmin } from '@shared/access/access-context';
import { queryAll } from '../table/query-all';
import { batchGet } from '../table/batch-get';
import { keys, prefixes } from '../identity/identity-keys';
import { listEntityMembers } from '../identity/identity-repo';
import { queryIndexAll } from '../table/index-query';
import { orgPk, type Key } from '../table/keys';
import type { AccessRecord, EntityRecord, UserRecord } from '../identity/records';

/**
 * Users and their access items for the users administration. The items are the
 * identity items of docs/data-model.md; this area adds `Desig`/`Dept` on the user,
 * `RoleId` and `ver` on access items, and GSI2 on access items holding a custom
 * role (docs/decisions-users.md, "Data model").
 */
export type AdminUserRecord = UserRecord & { Desig?: string; Dept?: string };
export type AdminAccessRecord = AccessRecord & { RoleId?: string; Dept?: string };

/** GSI2 partition of the access items that hold one custom role (to re-apply an edited role). */
export const roleHoldersGsi2 = (orgId: string, roleId: string): string => `${orgPk(orgId)}#ROLE#${roleId}`;
export const memberSortKey = (name: string, userId: string): string => `USER#${name}#${userId}`;

/** Items of the organisation partition whose sort key starts with `prefix` (strongly consistent). */
export const queryOrgPrefix = <T>(orgId: string, prefix: string): Promise<T[]> =>
  queryAll<T>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': prefix },
    ConsistentRead: true,
  });

export async function readItem<T>(key: Key): Promise<T | undefined> {
  const [item] = await batchGet<Record<string, unknown>>([key], true);
  return item as T | undefined;
}

export const readUser = (orgId: string, userId: string) => readItem<AdminUserRecord>(keys.user(orgId, userId));

/** Every user of the organisation and every access item: two queries of the organisation partition. */
export async function listUsersWithAccess(
  orgId: string,
): Promise<{ users: AdminUserRecord[]; access: AdminAccessRecord[] }> {
  const [users, access] = await Promise.all([
    queryOrgPrefix<AdminUserRecord>(orgId, prefixes.user),
    queryOrgPrefix<AdminAccessRecord>(orgId, 'ACCESS#'),
  ]);
  return { users, access };
}

export const listUserAccess = (orgId: string, userId: string): Promise<AdminAccessRecord[]> =>
  queryOrgPrefix<AdminAccessRecord>(orgId, prefixes.userAccess(userId));

/** The caller's access item and the entity of a branch, in one BatchGetItem. */
export async function readAccessAndEntity(
  orgId: string,
  userId: string,
  entityId: string,
): Promise<{ access?: AdminAccessRecord; entity?: EntityRecord }> {
  const [access, entity] = await batchGet<Record<string, unknown>>(
    [keys.access(orgId, userId, entityId), keys.entity(orgId, entityId)],
    true,
  );
  return { access: access as AdminAccessRecord | undefined, entity: entity as EntityRecord | undefined };
}

/**
 * Active users other than `exceptUserId` who are entity admins (SA or EA) of the
 * branch: GSI1 members of the branch, then their user items for the Active flag.
 */
export async function otherActiveAdmins(
  orgId: string,
  entityId: string,
  exceptUserId: string,
): Promise<AdminUserRecord[]> {
  const members = (await listEntityMembers(orgId, entityId)) as AdminAccessRecord[];
  const admins = members.filter((m) => m.UserId !== exceptUserId && isEntityAdmin(m.Access as AccessData));
  if (admins.length === 0) return [];
  const users = await batchGet<AdminUserRecord>(
    admins.map((a) => keys.user(orgId, a.UserId)),
    true,
  );
  return users.filter((u): u is AdminUserRecord => u?.Active === true);
}

/** Access items holding a custom role (GSI2; eventually consistent, see docs/decisions-users.md). */
export const listRoleHolders = (orgId: string, roleId: string): Promise<AdminAccessRecord[]> =>
  queryIndexAll<AdminAccessRecord>({ index: 2, partition: roleHoldersGsi2(orgId, roleId) });
