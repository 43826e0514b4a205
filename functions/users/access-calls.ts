import type { AccessData } from '@shared/access/access-data';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { usersRoutes } from '@shared/api/routes/users';
import { adminLevel, removesLastOwnAdminRight } from '@shared/users/access-rules';
import type { User } from '@shared/users/user-schemas';
import { UsersMessages } from '@shared/users/users-messages';
import { deleteSession, listUserSessions } from '../data/identity/sessions-repo';
import { grantUserAccess, revokeUserAccess } from '../data/users/user-writes-repo';
import { otherActiveAdmins, type AdminAccessRecord } from '../data/users/users-repo';
import type { Call, SessionContext } from '../lib/http/call';
import { assertMayManage, callerRightsIn } from './manage-guard';
import { resolveRole } from './role-resolver';
import { loadUser, staleVer, userView } from './user-calls';

/**
 * The last-entity-admin rule, checked before anything is written: when the
 * caller would take away their own admin right in a branch, another active
 * admin must remain. Answers that admin's id, whom the transaction re-checks.
 */
async function lastAdminGuard(
  session: SessionContext,
  targetUserId: string,
  entityId: string,
  current: AccessData | undefined,
  next: AccessData | undefined,
): Promise<string | undefined> {
  const probe = { callerId: session.userId, targetUserId, current, next, otherActiveAdmins: 1 };
  // Only the caller's own demotion can trip the rule; skip the member query otherwise.
  if (!removesLastOwnAdminRight({ ...probe, otherActiveAdmins: 0 })) return undefined;
  const others = await otherActiveAdmins(session.orgId, entityId, session.userId);
  if (removesLastOwnAdminRight({ ...probe, otherActiveAdmins: others.length })) {
    throw new ApiError(ErrorCode.BadRequest, UsersMessages.lastAdmin);
  }
  return others[0]?.UserId;
}

async function loadGrant(session: SessionContext, userId: string, entityId: string) {
  const { access: caller } = await callerRightsIn(session, entityId, 'U');
  const { user, access } = await loadUser(session.orgId, userId);
  const current = access.find((a) => a.EntId === entityId);
  assertMayManage(caller, adminLevel(current?.Access as AccessData | undefined));
  return { caller, user, access, current };
}

/**
 * PUT Users/{id}/Access/{entityId}: gives the user access to the branch with a
 * role (or changes their role there). The access item gets the role's access data.
 */
export async function grantAccess(call: Call<typeof usersRoutes.grantAccess>): Promise<User> {
  const { session } = call;
  const { id, entityId } = call.params;
  const { caller, user, current } = await loadGrant(session, id, entityId);
  if (user.ver !== call.body.ver) throw staleVer();
  const role = await resolveRole(session.orgId, call.body.RoleId);
  assertMayManage(caller, adminLevel(role.Access));
  const keeper = await lastAdminGuard(
    session,
    user.UserId,
    entityId,
    current?.Access as AccessData | undefined,
    role.Access,
  );
  await grantUserAccess(user, entityId, role, keeper);
  return userView(session.orgId, user.UserId);
}

/**
 * DELETE Users/{id}/Access/{entityId}?ver=n: takes the branch away. The user's
 * last branch stays (deactivate instead); a default branch moves to another one;
 * their sessions in that branch end.
 */
export async function revokeAccess(call: Call<typeof usersRoutes.revokeAccess>): Promise<User> {
  const { session } = call;
  const { id, entityId } = call.params;
  const { user, access, current } = await loadGrant(session, id, entityId);
  if (user.ver !== call.query.ver) throw staleVer();
  if (!current) throw new ApiError(ErrorCode.BadRequest, UsersMessages.noAccessInBranch);
  const remaining: AdminAccessRecord[] = access.filter((a) => a.EntId !== entityId);
  const nextDefault = remaining[0];
  if (!nextDefault) throw new ApiError(ErrorCode.BadRequest, UsersMessages.lastBranch);
  const keeper = await lastAdminGuard(session, user.UserId, entityId, current.Access as AccessData, undefined);
  await revokeUserAccess(user, entityId, nextDefault.EntId, keeper);
  const sessions = await listUserSessions(session.orgId, user.UserId);
  await Promise.all(
    sessions
      .filter((s) => s.EntId === entityId && s.SessionId !== session.sessionId)
      .map((s) => deleteSession({ orgId: session.orgId, userId: user.UserId, sessionId: s.SessionId })),
  );
  return userView(session.orgId, user.UserId);
}
