import type { LoginResponse, UserAndEntity } from '@shared/api/routes/iam';
import type { ClientError } from '../lib/api-error';

export { HOME_PATH, LOGIN_PATH, RETRY_PATH, safeReturnUrl, withReturnUrl } from '../lib/return-url';

/**
 * Route guard decisions, spec platform §2 'Guard behaviour' and §4 'Login and
 * session', as pure functions: the router's loaders only carry them out.
 */

export type ShellState = { hasToken: boolean; hasSession: boolean; online: boolean };
export type ShellDecision = 'login' | 'load' | 'retry' | 'allow';

/** Entering the logged-in area. */
export function shellGuard({ hasToken, hasSession, online }: ShellState): ShellDecision {
  if (!hasToken) return 'login';
  if (hasSession) return 'allow';
  return online ? 'load' : 'retry';
}

/** Loading GetUserAndEntitySettings failed: a refused token means log in again, anything else can be retried. */
export const sessionLoadFailure = (error: Pick<ClientError, 'code'>): 'login' | 'retry' =>
  error.code === 401 ? 'login' : 'retry';

/** The login route when a token is already there goes home (or where the user was heading). */
export const loginGuard = (hasToken: boolean): 'home' | 'show' => (hasToken ? 'home' : 'show');

type Identity = { userId: string; entityId: string };
const identityOf = (session: Pick<UserAndEntity, 'User' | 'Entity'>): Identity => ({
  userId: session.User.UserId,
  entityId: session.Entity.EntId,
});

/**
 * After the login modal a 401 opened: the failed call is retried only when the
 * same user came back to the same branch; someone else goes to basic; a dismissed
 * modal goes to Login.
 */
export function afterReauth(
  before: Pick<UserAndEntity, 'User' | 'Entity'> | undefined,
  login: Pick<LoginResponse, 'User' | 'Entity'> | undefined,
): 'retry' | 'home' | 'login' {
  if (!login) return 'login';
  if (!before) return 'home';
  const a = identityOf(before);
  const b = identityOf(login);
  return a.userId === b.userId && a.entityId === b.entityId ? 'retry' : 'home';
}
