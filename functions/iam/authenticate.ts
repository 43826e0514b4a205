import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { iamRoutes, LoginResponse } from '@shared/api/routes/iam';
import {
  findOrgIdByDomain,
  findUserIdByUsername,
  getUser,
  listEntitiesOfUser,
  loadLoginData,
} from '../data/identity/identity-repo';
import {
  forgiveLoginFailures,
  refundLoginSlots,
  takeLoginSlots,
  type LoginRefusal,
} from '../data/identity/login-throttle-repo';
import type { UserRecord } from '../data/identity/records';
import type { Call } from '../lib/http/call';
import { hashGate, hashGateBusy } from '../lib/hash-gate';
import { decoyHash, verifyPassword } from '../lib/password';
import { startSession } from './login-data';

const wrongCredentials = (): ApiError => new ApiError(ErrorCode.Unauthorised, Messages.wrongCredentials);

const refusalMessage: Record<LoginRefusal['refused'], string> = {
  address: Messages.tooManyFromAddress,
  accountAddress: Messages.lockedOut,
  account: Messages.accountSlowedDown,
};

const throttled = ({ refused, retryAfter }: LoginRefusal): ApiError =>
  new ApiError(
    ErrorCode.TooManyRequests,
    refusalMessage[refused],
    undefined,
    retryAfter ? { 'retry-after': String(retryAfter) } : undefined,
  );

/**
 * POST IAM/Auth/Authenticate (spec platform §4, §7). An unknown domain, an
 * unknown user and a wrong password all answer the same 'Username/Password is
 * Wrong.' after the same scrypt work. Each guess takes its throttle slots before
 * the password is checked, so parallel guesses cannot pass the limits
 * (docs/login-throttling.md).
 */
export async function authenticate(call: Call<typeof iamRoutes.authenticate>): Promise<LoginResponse> {
  const { username, password, domain, KeepLoggedIn } = call.body;
  const ip = call.client.ip;
  // Too many logins already hashing or waiting: refuse before any work, and count no guess.
  if (hashGate.isFull()) throw hashGateBusy();

  const orgId = await findOrgIdByDomain(domain);
  const [taken, userId] = await Promise.all([
    takeLoginSlots(orgId, username, ip),
    orgId ? findUserIdByUsername(orgId, username) : Promise.resolve(undefined),
  ]);
  if ('refused' in taken) throw throttled(taken);
  const { slots } = taken;

  let passwordOk: boolean;
  let user: UserRecord | undefined;
  try {
    user = orgId && userId ? await getUser(orgId, userId, true) : undefined;
    passwordOk = await verifyPassword(password, user?.PwdHash ?? (await decoyHash()));
  } catch (error) {
    // Refused as busy (or failed) before the password was checked: this guess used none of its slots.
    await refundLoginSlots(slots);
    throw error;
  }
  // A failure keeps its slots: that is the counting.
  if (!orgId || !user || !user.Active || !passwordOk) throw wrongCredentials();

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
    forgiveLoginFailures(slots),
  ]);
  return answer;
}
