import type { AccessData } from '@shared/access/access-data';
import { isEntityAdmin } from '@shared/access/access-context';
import type { User } from '@shared/users/user-schemas';
import { entityMembersGsi1, keys } from '../data/identity/identity-keys';
import type { Write } from '../data/table/transact';
import { versionedUpdate } from '../data/table/versioned-update';
import { memberSortKey, roleHoldersGsi2, type AdminAccessRecord, type AdminUserRecord } from '../data/users/users-repo';
import type { ResolvedRole } from './role-resolver';

/** The user as the API answers it: details, Tec flag and the role per branch. */
export function toUser(user: AdminUserRecord, access: readonly AdminAccessRecord[]): User {
  return {
    UserId: user.UserId,
    UserName: user.UserName,
    Name: user.Name,
    ...(user.Email ? { Email: user.Email } : {}),
    ...(user.Phone ? { Phone: user.Phone } : {}),
    ...(user.TZ ? { TZ: user.TZ } : {}),
    ...(user.Desig ? { Desig: user.Desig } : {}),
    ...(user.Dept ? { Dept: user.Dept } : {}),
    Tec: user.NoW?.Tec === true,
    Active: user.Active,
    DefEntId: user.DefEntId,
    Branches: access
      .filter((a) => a.UserId === user.UserId)
      .map((a) => ({ EntId: a.EntId, RoleId: a.RoleId ?? a.Role, Role: a.Role, Admin: isEntityAdmin(a.Access as AccessData) }))
      .sort((a, b) => a.EntId.localeCompare(b.EntId)),
    ver: user.ver,
  };
}

/**
 * The access item of a user in a branch holding a role: the role's access data
 * copied in, the user's name for the branch's employee list (GSI1) and, for a
 * custom role, the GSI2 keys that let an edited role reach its holders.
 */
export function accessItem(user: AdminUserRecord, entityId: string, role: ResolvedRole): Record<string, unknown> {
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
    ...(user.Desig ? { Desig: user.Desig } : {}),
    ...(user.Dept ? { Dept: user.Dept } : {}),
    ...(user.Email ? { Email: user.Email } : {}),
    ...(user.Phone ? { Phone: user.Phone } : {}),
  };
  return {
    ...keys.access(user.OrgId, user.UserId, entityId),
    gsi1pk: entityMembersGsi1(user.OrgId, entityId),
    gsi1sk: memberSortKey(user.Name, user.UserId),
    ...(role.Predefined ? {} : { gsi2pk: roleHoldersGsi2(user.OrgId, role.RoleId), gsi2sk: `ACCESS#${user.UserId}#${entityId}` }),
    ...record,
  };
}

/** Conditional bump of the user's `ver`: every change to a user or their access goes through it. */
export const bumpUser = (user: AdminUserRecord, set: Record<string, unknown> = {}, remove: readonly string[] = []): Write =>
  versionedUpdate({ key: keys.user(user.OrgId, user.UserId), expectedVer: user.ver, set, remove });
