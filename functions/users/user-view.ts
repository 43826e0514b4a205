import type { AccessData } from '@shared/access/access-data';
import { isEntityAdmin } from '@shared/access/access-context';
import type { User } from '@shared/users/user-schemas';
import type { AdminAccessRecord, AdminUserRecord } from '../data/users/users-repo';

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
      .map((a) => ({
        EntId: a.EntId,
        RoleId: a.RoleId ?? a.Role,
        Role: a.Role,
        Admin: isEntityAdmin(a.Access as AccessData),
      }))
      .sort((a, b) => a.EntId.localeCompare(b.EntId)),
    ver: user.ver,
  };
}
