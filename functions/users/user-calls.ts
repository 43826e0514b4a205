import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { usersRoutes } from '@shared/api/routes/users';
import { adminLevel } from '@shared/users/access-rules';
import type { User } from '@shared/users/user-schemas';
import { UsersMessages } from '@shared/users/users-messages';
import { keys } from '../data/identity/identity-keys';
import { nowIso } from '../data/table/keys';
import { deleteSession, listUserSessions } from '../data/identity/sessions-repo';
import { listUserAccess, listUsersWithAccess, memberSortKey, readUser, type AdminUserRecord } from '../data/users/users-repo';
import { transact, type Write } from '../data/table/transact';
import { uniquePointer } from '../data/table/unique-pointer';
import { tableName } from '../lib/aws-clients';
import type { Call } from '../lib/http/call';
import { hashPassword } from '../lib/password';
import { assertMayManage, callerAccess, callerRightsIn, highestLevel } from './manage-guard';
import { resolveRole, roleUnchanged } from './role-resolver';
import { accessItem, bumpUser, toUser } from './user-view';

const DEFAULT_TZ = 'Asia/Calcutta';

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

export const getUser = (call: Call<typeof usersRoutes.getUser>): Promise<User> => userView(call.session.orgId, call.params.id);

const pointer = (key: { pk: string; sk: string }, type: string, userId: string, conflict: string): Write =>
  uniquePointer.claim(key, { type, UserId: userId }, conflict);

const dropPointer = (key: { pk: string; sk: string }, userId: string): Write => uniquePointer.release(key, { name: 'UserId', value: userId });

/**
 * POST Users: the user, the username pointer (uniqueness per organisation), the
 * e-mail and phone pointers and the access item of the default branch, in one
 * transaction. The initial password is hashed with scrypt.
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
  const writes: Write[] = [
    {
      item: {
        Put: { TableName: tableName(), Item: { ...keys.user(orgId, user.UserId), ...user, CrDt: nowIso() }, ConditionExpression: 'attribute_not_exists(pk)' },
      },
    },
    pointer(keys.username(orgId, user.UserName), 'UserName', user.UserId, UsersMessages.usernameTaken),
    ...(user.Email ? [pointer(keys.userEmail(orgId, user.Email), 'UserEmail', user.UserId, UsersMessages.emailTaken)] : []),
    ...(user.Phone ? [pointer(keys.userPhone(orgId, user.Phone), 'UserPhone', user.UserId, UsersMessages.phoneTaken)] : []),
    { item: { Put: { TableName: tableName(), Item: accessItem(user, body.DefEntId, role), ConditionExpression: 'attribute_not_exists(pk)' } } },
    ...roleUnchanged(orgId, role),
  ];
  await transact(writes);
  return userView(orgId, user.UserId);
}

/** Nobody changes a user who holds more admin rights (in any branch) than they do. */
async function loadManageable(call: { session: Call<typeof usersRoutes.getUser>['session'] }, userId: string) {
  const found = await loadUser(call.session.orgId, userId);
  assertMayManage(callerAccess(call.session), highestLevel(found.access));
  return found;
}

/**
 * PUT Users/{id}: details. E-mail and phone pointers move with the values, and
 * the name, designation and contacts copied into each access item (the branch
 * employee lists) follow, all in one transaction guarded by the user's `ver`.
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
  const writes: Write[] = [];
  if (user.Email !== body.Email) {
    if (user.Email) writes.push(dropPointer(keys.userEmail(orgId, user.Email), user.UserId));
    if (body.Email) writes.push(pointer(keys.userEmail(orgId, body.Email), 'UserEmail', user.UserId, UsersMessages.emailTaken));
  }
  if (user.Phone !== body.Phone) {
    if (user.Phone) writes.push(dropPointer(keys.userPhone(orgId, user.Phone), user.UserId));
    if (body.Phone) writes.push(pointer(keys.userPhone(orgId, body.Phone), 'UserPhone', user.UserId, UsersMessages.phoneTaken));
  }
  const optional = { Email: body.Email, Phone: body.Phone, Desig: body.Desig, Dept: body.Dept };
  const set: Record<string, unknown> = { Name: body.Name, DefEntId: body.DefEntId, TZ: body.TZ ?? user.TZ ?? DEFAULT_TZ, NoW: { ...user.NoW, Tec: body.Tec === true } };
  const remove: string[] = [];
  for (const [name, value] of Object.entries(optional)) {
    if (value === undefined) remove.push(name);
    else set[name] = value;
  }
  writes.push(bumpUser(user, set, remove));
  const copied = { Name: body.Name, ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)) };
  const copiedRemove = Object.entries(optional).filter(([, v]) => v === undefined).map(([k]) => k);
  for (const grant of access) {
    const names: Record<string, string> = { '#g': 'gsi1sk' };
    const values: Record<string, unknown> = { ':g': memberSortKey(body.Name, user.UserId), ':u': user.UserId };
    const sets = ['#g = :g'];
    Object.entries(copied).forEach(([k, v], i) => {
      names[`#c${i}`] = k;
      values[`:c${i}`] = v;
      sets.push(`#c${i} = :c${i}`);
    });
    const removes = copiedRemove.map((k, i) => {
      names[`#x${i}`] = k;
      return `#x${i}`;
    });
    writes.push({
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.access(orgId, user.UserId, grant.EntId),
          UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: 'UserId = :u',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
    });
  }
  await transact(writes);
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
  await transact([bumpUser(user, { Active: call.body.Active })]);
  // Login refuses an inactive user from here on; the sessions already open end now.
  if (!call.body.Active) await endSessions(orgId, user.UserId);
  return userView(orgId, user.UserId);
}

/** PUT Users/{id}/Password: an admin sets a new password; the user's other sessions end. */
export async function resetUserPassword(call: Call<typeof usersRoutes.resetUserPassword>): Promise<User> {
  const { orgId, sessionId } = call.session;
  const { user } = await loadManageable(call, call.params.id);
  if (user.ver !== call.body.ver) throw staleVer();
  await transact([bumpUser(user, { PwdHash: await hashPassword(call.body.NewPassword) })]);
  await endSessions(orgId, user.UserId, sessionId);
  return userView(orgId, user.UserId);
}
