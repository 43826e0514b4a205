import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { ActiveSession, iamRoutes, LoginResponse, UserAndEntity } from '@shared/api/routes/iam';
import { listEntities, loadLoginData } from '../data/identity/identity-repo';
import { deleteSession, listUserSessions, moveSessionToEntity } from '../data/identity/sessions-repo';
import type { Call } from '../lib/http/call';
import { issueToken, toUserAndEntity } from './login-data';

const sessionEnded = (): ApiError => new ApiError(ErrorCode.Unauthorised, Messages.sessionEnded);

/** GET IAM/Auth/GetUserAndEntitySettings: restores entity, access, user and org. */
export async function getUserAndEntitySettings(
  call: Call<typeof iamRoutes.getUserAndEntitySettings>,
): Promise<UserAndEntity> {
  const { orgId, userId, entityId, sessionId } = call.session;
  const { org, user, entity, access } = await loadLoginData(orgId, userId, entityId);
  // Access withdrawn or user deactivated since login: the session is over.
  if (!org || !user || !entity || !access || !user.Active) throw sessionEnded();
  return toUserAndEntity({ org, user, entity, access }, sessionId);
}

/** POST IAM/Auth/SwitchBranch: moves the session to another granted branch and issues a new token. */
export async function switchBranch(call: Call<typeof iamRoutes.switchBranch>): Promise<LoginResponse> {
  const { orgId, userId, entityId, sessionId, session } = call.session;
  const { ToEntityId } = call.body;
  const { org, user, entity, access } = await loadLoginData(orgId, userId, ToEntityId);
  if (!org || !user || !user.Active) throw sessionEnded();
  if (!entity || !access) throw new ApiError(ErrorCode.Forbidden, Messages.unauthorisedPage);
  if (ToEntityId !== entityId) await moveSessionToEntity({ orgId, userId, sessionId }, entityId, ToEntityId);
  const token = await issueToken({ ...session, EntId: ToEntityId });
  return { ...token, ...toUserAndEntity({ org, user, entity, access }, sessionId) };
}

/** GET Identities/Logout: ends this session at once. */
export async function logout(call: Call<typeof iamRoutes.logout>): Promise<{ message: string }> {
  const { orgId, userId, sessionId } = call.session;
  await deleteSession({ orgId, userId, sessionId });
  return { message: Messages.loggedOut };
}

/** GET Identities/ActiveSessions: the caller's own live sessions, newest first. */
export async function activeSessions(call: Call<typeof iamRoutes.activeSessions>): Promise<ActiveSession[]> {
  const { orgId, userId, sessionId } = call.session;
  const [sessions, entities] = await Promise.all([listUserSessions(orgId, userId), listEntities(orgId)]);
  const names = new Map(entities.map((e) => [e.EntId, e.DName]));
  return sessions
    .sort((a, b) => b.CrDt.localeCompare(a.CrDt))
    .map((s) => ({
      SessionId: s.SessionId,
      Current: s.SessionId === sessionId,
      CrDt: s.CrDt,
      LastDt: s.LastDt,
      Client: s.Client,
      Ip: s.Ip,
      EntId: s.EntId,
      EntName: names.get(s.EntId),
      ExpDt: s.ExpDt,
    }));
}

/** PUT Identities/DeactivateSession: ends one of the caller's sessions; it is refused on its next request. */
export async function deactivateSession(call: Call<typeof iamRoutes.deactivateSession>): Promise<{ message: string }> {
  const { orgId, userId } = call.session;
  // The key includes the caller's user id, so only their own sessions can be ended.
  const ended = await deleteSession({ orgId, userId, sessionId: call.body.SessionId });
  if (!ended) throw new ApiError(ErrorCode.NotFound, 'This session has already ended.');
  return { message: Messages.sessionDeactivated };
}
