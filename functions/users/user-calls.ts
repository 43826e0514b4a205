import { DEFAULT_TIME_ZONE } from '@shared/fields/time-zone';
import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { usersRoutes } from '@shared/api/routes/users';
import { adminLevel } from '@shared/users/access-rules';
import type { User } from '@shared/users/user-schemas';
import { UsersMessages } from '@shared/users/users-messages';
import { deleteSession, listUserSessions } from '../data/identity/sessions-repo';
import { insertUser, updateUserDetails, updateUserFields } from '../data/users/user-writes-repo';
import { listUserAccess, listUsersWithAccess, readUser, type AdminUserRecord } from '../data/users/users-repo';
import type { Call } from '../lib/http/call';
import { hashPassword } from '../lib/password';
import { assertMayManage, callerAccess, callerRightsIn, highestLevel } from './manage-guard';
import { resolveRole } from './role-resolver';
import { toUser } from './user-view';

const DEFAULT_TZ = DEFAULT_TIME_ZONE;

const notFound = (): ApiError => new ApiError(ErrorCode.NotFound, UsersMessages.userNotFound);
/** A `ver` older than the stored one: the same answer as a failed conditional write. */
export const staleVer = (): ApiError => new ApiError(ErrorCode.Conflict, Messages.conflict);

/** A user with their access items, strongly consistent; 404 when absent. */
export async function loadUser(orgId: string, userId: string) {
  const [user, access] = await Promise.all([readUser(orgId, userId), listUserAccess(orgId, userId)]);
  if (!user) throw notFound();
  return { user, access };
}

/** GET Users: every user of the organisation with the role per branch; `Name` filters by name or username. */
export async function listUsers(call: Call<typeof usersRoutes.listUsers>): Promise<User[]> {
  const { users, access } = await listUsersWithAccess(call.session.orgId);
  const needle = call.query.Name?.toLowerCase();
  return users
    .filter((u) => !needle || u.Name.toLowerCase().includes(needle) || u.UserName.includes(needle))
    .map((u) => toUser(u, access))
    .sort((a, b) => a.Name.localeCompare(b.Name));
}

export async function userView(orgId: string, userId: string): Promise<User> {
  const { user, access } = await loadUser(orgId, userId);
  return toUser(user, access);
}

export const getUser = (call: Call<typeof usersRoutes.getUser>): Promise<User> =>
  userView(call.session.orgId, call.params.id);

/**
 * POST Users: the user with their username, e-mail and phone unique in the
 * organisation and access to the default branch, in one transaction. The
 * initial password is hashed with scrypt.
 */
export async function createUser(call: Call<typeof usersRoutes.createUser>): Promise<User> {
  const { orgId } = call.session;
  const body = call.body;
  const { access: caller } = await callerRightsIn(call.session, body.DefEntId, 'C');
  const role = await resolveRole(orgId, body.RoleId);
  assertMayManage(caller, adminLevel(role.Access));
  const user: AdminUserRecord = {
    type: 'User',
    OrgId: orgId,
    UserId: ulid(),
    UserName: body.UserName,
    Name: body.Name,
    ...(body.Email ? { Email: body.Email } : {}),
    ...(body.Phone ? { Phone: body.Phone } : {}),
    ...(body.Desig ? { Desig: body.Desig } : {}),
    ...(body.Dept ? { Dept: body.Dept } : {}),
    PwdHash: await hashPassword(body.Password),
    DefEntId: body.DefEntId,
    TZ: body.TZ ?? DEFAULT_TZ,
    ...(body.Tec ? { NoW: { Tec: true } } : {}),
    Active: true,
    ver: 1,
  };
  await insertUser(user, body.DefEntId, role);
  return userView(orgId, user.UserId);
}

/** Nobody changes a user who holds more admin rights (in any branch) than they do. */
async function loadManageable(call: { session: Call<typeof usersRoutes.getUser>['session'] }, userId: string) {
  const found = await loadUser(call.session.orgId, userId);
  assertMayManage(callerAccess(call.session), highestLevel(found.access));
  return found;
}

/**
 * PUT Users/{id}: details. The e-mail and phone stay unique, and the branch
 * employee lists follow the new name and contacts, in one transaction.
 */
export async function updateUser(call: Call<typeof usersRoutes.updateUser>): Promise<User> {
  const { orgId } = call.session;
  const { user, access } = await loadManageable(call, call.params.id);
  const body = call.body;
  if (user.ver !== body.ver) throw staleVer();
  if (!access.some((a) => a.EntId === body.DefEntId)) {
    throw new ApiError(ErrorCode.BadRequest, UsersMessages.defaultBranchNeedsAccess, [
      { path: 'DefEntId', message: UsersMessages.defaultBranchNeedsAccess },
    ]);
  }
  await updateUserDetails(user, access, {
    Name: body.Name,
    DefEntId: body.DefEntId,
    TZ: body.TZ ?? user.TZ ?? DEFAULT_TZ,
    NoW: { ...user.NoW, Tec: body.Tec === true },
    Email: body.Email,
    Phone: body.Phone,
    Desig: body.Desig,
    Dept: body.Dept,
  });
  return userView(orgId, user.UserId);
}

/** Ends every session of a user except `keep` (the caller's own current session). */
export async function endSessions(orgId: string, userId: string, keep?: string): Promise<number> {
  const sessions = (await listUserSessions(orgId, userId)).filter((s) => s.SessionId !== keep);
  await Promise.all(sessions.map((s) => deleteSession({ orgId, userId, sessionId: s.SessionId })));
  return sessions.length;
}

/** PUT Users/{id}/Active: activate or deactivate; deactivating ends all their sessions. */
export async function setUserActive(call: Call<typeof usersRoutes.setUserActive>): Promise<User> {
  const { orgId, userId } = call.session;
  if (call.params.id === userId && !call.body.Active) {
    throw new ApiError(ErrorCode.BadRequest, UsersMessages.cannotDeactivateSelf);
  }
  const { user } = await loadManageable(call, call.params.id);
  if (user.ver !== call.body.ver) throw staleVer();
  await updateUserFields(user, { Active: call.body.Active });
  // Login refuses an inactive user from here on; the sessions already open end now.
  if (!call.body.Active) await endSessions(orgId, user.UserId);
  return userView(orgId, user.UserId);
}

/** PUT Users/{id}/Password: an admin sets a new password; the user's other sessions end. */
export async function resetUserPassword(call: Call<typeof usersRoutes.resetUserPassword>): Promise<User> {
  const { orgId, sessionId } = call.session;
  const { user } = await loadManageable(call, call.params.id);
  if (user.ver !== call.body.ver) throw staleVer();
  await updateUserFields(user, { PwdHash: await hashPassword(call.body.NewPassword) });
  await endSessions(orgId, user.UserId, sessionId);
  return userView(orgId, user.UserId);
}
