import { PREDEFINED_ROLES } from '@shared/access/roles';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { UsersMessages } from '@shared/users/users-messages';
import { readCustomRole, type ResolvedRole } from '../data/users/roles-repo';

export type { ResolvedRole };

export async function resolveRole(orgId: string, roleId: string): Promise<ResolvedRole> {
  const predefined = PREDEFINED_ROLES.find((r) => r.Name === roleId);
  if (predefined)
    return { RoleId: predefined.Name, Name: predefined.Name, Access: predefined.Access, Predefined: true, ver: 1 };
  const custom = await readCustomRole(orgId, roleId);
  if (!custom) {
    throw new ApiError(ErrorCode.BadRequest, UsersMessages.roleNotFound, [
      { path: 'RoleId', message: UsersMessages.roleNotFound },
    ]);
  }
  return { RoleId: custom.RoleId, Name: custom.Name, Access: custom.Access, Predefined: false, ver: custom.ver };
}
