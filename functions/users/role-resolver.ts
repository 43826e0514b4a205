import type { AccessData } from '@shared/access/access-data';
import { PREDEFINED_ROLES } from '@shared/access/roles';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { UsersMessages } from '@shared/users/users-messages';
import { readCustomRole, roleKeys } from '../data/users/roles-repo';
import { tableName } from '../lib/aws-clients';

/** A role ready to be given: predefined (id = its name) or custom (id = ULID, with the `ver` read). */
export type ResolvedRole = { RoleId: string; Name: string; Access: AccessData; Predefined: boolean; ver: number };

export async function resolveRole(orgId: string, roleId: string): Promise<ResolvedRole> {
  const predefined = PREDEFINED_ROLES.find((r) => r.Name === roleId);
  if (predefined) return { RoleId: predefined.Name, Name: predefined.Name, Access: predefined.Access, Predefined: true, ver: 1 };
  const custom = await readCustomRole(orgId, roleId);
  if (!custom) {
    throw new ApiError(ErrorCode.BadRequest, UsersMessages.roleNotFound, [{ path: 'RoleId', message: UsersMessages.roleNotFound }]);
  }
  return { RoleId: custom.RoleId, Name: custom.Name, Access: custom.Access, Predefined: false, ver: custom.ver };
}

/**
 * A custom role must still be the version read when the grant commits, so an
 * edit of the role in between cannot leave a holder with stale access data.
 */
export function roleUnchanged(orgId: string, role: ResolvedRole) {
  if (role.Predefined) return [];
  return [
    {
      item: {
        ConditionCheck: {
          TableName: tableName(),
          Key: roleKeys.role(orgId, role.RoleId),
          ConditionExpression: 'ver = :ver',
          ExpressionAttributeValues: { ':ver': role.ver },
        },
      },
    },
  ];
}
