import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { iamRoutes } from '@shared/api/routes/iam';
import { loadUserAndOrg, setPasswordHash } from '../data/identity/identity-repo';
import { deleteSession, listUserSessions } from '../data/identity/sessions-repo';
import type { Call } from '../lib/http/call';
import { hashPassword, verifyPassword } from '../lib/password';

/** Ends every session of a user except `keep`; answers how many ended. */
export async function endSessions(orgId: string, userId: string, keep?: string): Promise<number> {
  const sessions = await listUserSessions(orgId, userId);
  const others = sessions.filter((s) => s.SessionId !== keep);
  await Promise.all(others.map((s) => deleteSession({ orgId, userId, sessionId: s.SessionId })));
  return others.length;
}

/**
 * PUT Users/ChangePassword. The username and domain in the body must be the
 * caller's own (they come from the form); a wrong current password is a 400, not
 * a 401, so the client does not take it for an ended session.
 */
export async function changePassword(
  call: Call<typeof iamRoutes.changePassword>,
): Promise<{ message: string; EndedSessions: number }> {
  const { orgId, userId, sessionId } = call.session;
  const { OldPassword, NewPassword, username, domain, EndOtherSessions } = call.body;
  const { user, org } = await loadUserAndOrg(orgId, userId);
  if (!user || !org) throw new ApiError(ErrorCode.Unauthorised, Messages.sessionEnded);
  if (user.UserName !== username || org.Domain !== domain) {
    throw new ApiError(ErrorCode.BadRequest, Messages.enterCorrectUsername, [
      { path: 'username', message: Messages.enterCorrectUsername },
    ]);
  }
  if (!(await verifyPassword(OldPassword, user.PwdHash))) {
    throw new ApiError(ErrorCode.BadRequest, Messages.currentPasswordInvalid, [
      { path: 'OldPassword', message: Messages.currentPasswordInvalid },
    ]);
  }
  if (OldPassword === NewPassword) {
    throw new ApiError(ErrorCode.BadRequest, 'The new password must differ from the current one.', [
      { path: 'NewPassword', message: 'The new password must differ from the current one.' },
    ]);
  }
  await setPasswordHash(user, await hashPassword(NewPassword));
  const EndedSessions = EndOtherSessions ? await endSessions(orgId, userId, sessionId) : 0;
  return { message: Messages.passwordChanged, EndedSessions };
}
