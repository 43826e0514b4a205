import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { iamRoutes, LoginResponse } from '@shared/api/routes/iam';
import { findOrgIdByDomain, findUserIdByUsername, getUser, listEntitiesOfUser, loadLoginData } from '../data/identity/identity-repo';
import { clearAccountFailures, readThrottle, recordFailure } from '../data/identity/login-throttle-repo';
import type { UserRecord } from '../data/identity/records';
import type { Call } from '../lib/http/call';
import { hashGate, hashGateBusy } from '../lib/hash-gate';
import { decoyHash, verifyPassword } from '../lib/password';
import { startSession } from './login-data';

const wrongCredentials = (): ApiError => new ApiError(ErrorCode.Unauthorised, Messages.wrongCredentials);

/**
 * POST IAM/Auth/Authenticate (spec platform §4, §7). An unknown domain, an
 * unknown user and a wrong password all answer the same 'Username/Password is
 * Wrong.' after the same scrypt work; repeated failures lock the account and the
 * client address for 15 minutes.
 */
export async function authenticate(call: Call<typeof iamRoutes.authenticate>): Promise<LoginResponse> {
  const { username, password, domain, KeepLoggedIn } = call.body;
  const ip = call.client.ip;
  // Too many logins already hashing or waiting: refuse before any work, and count no guess.
  if (hashGate.isFull()) throw hashGateBusy();

  const orgId = await findOrgIdByDomain(domain);
  const [throttle, userId] = await Promise.all([
    readThrottle(orgId, username, ip),
    orgId ? findUserIdByUsername(orgId, username) : Promise.resolve(undefined),
  ]);
  if (throttle.addressLocked) throw new ApiError(ErrorCode.TooManyRequests, Messages.tooManyFromAddress);
  if (throttle.accountLocked) throw new ApiError(ErrorCode.TooManyRequests, Messages.lockedOut);

  const user: UserRecord | undefined = orgId && userId ? await getUser(orgId, userId, true) : undefined;
  const passwordOk = await verifyPassword(password, user?.PwdHash ?? (await decoyHash()));
  if (!orgId || !user || !user.Active || !passwordOk) {
    await recordFailure(orgId, username, ip);
    throw wrongCredentials();
  }

  let parts = await loadLoginData(orgId, user.UserId, user.DefEntId, user);
  if (!parts.access) {
    // The default branch was taken away: log in to the first branch still granted.
    const [first] = await listEntitiesOfUser(orgId, user.UserId);
    if (first) parts = await loadLoginData(orgId, user.UserId, first.EntId, user);
  }
  const { org, entity, access } = parts;
  if (!org || !entity || !access) throw wrongCredentials();

  const [answer] = await Promise.all([
    startSession({ org, user, entity, access }, call.client, KeepLoggedIn ?? false),
    clearAccountFailures(orgId, username),
  ]);
  return answer;
}
