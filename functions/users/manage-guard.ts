import type { AccessData } from '@shared/access/access-data';
import { isPermitted } from '@shared/access/access-model';
import { resource, type Right } from '@shared/access/permission';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { adminLevel, mayManageLevel, type AdminLevel } from '@shared/users/access-rules';
import { UsersMessages } from '@shared/users/users-messages';
import type { EntityRecord } from '../data/identity/records';
import { readAccessAndEntity, type AdminAccessRecord } from '../data/users/users-repo';
import type { SessionContext } from '../lib/http/call';

/**
 * The caller's rights in the branch a change concerns. The route's permission
 * was checked on the caller's current branch; access in another branch also
 * needs the User right there (SA/EA bypass per the access model).
 */
export async function callerRightsIn(
  session: SessionContext,
  entityId: string,
  right: Right,
): Promise<{ access: AccessData; entity: EntityRecord }> {
  if (entityId === session.entityId && session.access && session.entity) {
    return { access: session.access, entity: session.entity };
  }
  const found = await readAccessAndEntity(session.orgId, session.userId, entityId);
  if (!found.entity) {
    throw new ApiError(ErrorCode.BadRequest, UsersMessages.branchNotFound, [
      { path: 'EntId', message: UsersMessages.branchNotFound },
    ]);
  }
  const access = found.access?.Access;
  if (!access || !isPermitted(resource('Common', 'User', right), { access, config: found.entity.Config })) {
    throw new ApiError(ErrorCode.Forbidden, UsersMessages.noRightsInBranch);
  }
  return { access, entity: found.entity };
}

/** The caller's access in their current branch (loaded by the route's resource permission). */
export function callerAccess(session: SessionContext): AccessData {
  if (!session.access) throw new ApiError(ErrorCode.Forbidden, UsersMessages.noRightsInBranch);
  return session.access;
}

/** The highest admin level a user holds in any branch. */
export const highestLevel = (access: readonly AdminAccessRecord[]): AdminLevel =>
  access.reduce<AdminLevel>((top, a) => Math.max(top, adminLevel(a.Access as AccessData)) as AdminLevel, 0);

/** Refuses with 403 unless the caller holds at least that admin level. */
export function assertMayManage(caller: AccessData, level: AdminLevel): void {
  if (!mayManageLevel(caller, level)) throw new ApiError(ErrorCode.Forbidden, UsersMessages.cannotGrantRole);
}
