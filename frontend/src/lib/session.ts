import type { iamRoutes, LoginResponse, UserAndEntity } from '@shared/api/routes/iam';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { clearToken, saveToken, replaceToken } from './token-storage';
import { querySignal } from './query-signal';

/**
 * The logged-in user, branch, access and organisation (spec platform §3 'Login
 * response'), held as the GetUserAndEntitySettings query so login, re-login and
 * branch switch simply write the answer they already have into the cache.
 */
export const sessionQueryKey = ['IAM/Auth/GetUserAndEntitySettings'] as const satisfies readonly [
  (typeof iamRoutes)['getUserAndEntitySettings']['path'],
];

/**
 * The iam contract (its response schemas, classic zod) loads when the session is
 * first fetched, not with the app: the login page never needs it before submit
 * (docs/decisions.md 'Login route size'). Vite preloads it with the shell.
 */
export const loadIamRoutes = async () => (await import('@shared/api/routes/iam')).iamRoutes;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  // A 401 here is decided by the guard (clear the token, go to Login), never by the login modal.
  queryFn: async (context) =>
    apiCall((await loadIamRoutes()).getUserAndEntitySettings, { signal: querySignal(context), reauth: false }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
  meta: { silent: true },
});

export const sessionFromLogin = ({ Token: _token, ...session }: LoginResponse): UserAndEntity => session;

/** The session inside the guarded area; the guard has loaded it before any screen renders. */
export function useSession(): UserAndEntity {
  const { data } = useQuery(sessionQueryOptions);
  if (!data) throw new Error('useSession is used outside the area the session guard protects');
  return data;
}

/** After Authenticate: token per 'keep me logged in', session data in the cache. */
export function storeLogin(queryClient: QueryClient, login: LoginResponse, keepLoggedIn: boolean): void {
  saveToken(login.Token, keepLoggedIn);
  queryClient.setQueryData(sessionQueryKey, sessionFromLogin(login));
}

/**
 * After SwitchBranch (or a re-login as someone else): a new token, and nothing
 * cached for the old branch survives (reference data included: it is all in the
 * query cache).
 */
export function storeBranchLogin(queryClient: QueryClient, login: LoginResponse): void {
  replaceToken(login.Token);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, sessionFromLogin(login));
}

/** A refused token before anything rendered: token, cached answers and session data all go. */
export function clearSession(queryClient: QueryClient): void {
  clearToken();
  queryClient.clear();
}

/**
 * Logout, or a dismissed login modal, while the shell is on screen: the token
 * goes first (so the login route does not send the user back home), then the
 * app leaves the shell, and only then the session data goes, because the shell
 * reads it until it unmounts.
 */
export async function endSession(queryClient: QueryClient, goToLogin: () => Promise<void> | void): Promise<void> {
  clearToken();
  await goToLogin();
  queryClient.clear();
}
