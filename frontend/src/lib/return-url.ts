/** Paths the guards send people to (spec platform §2). */
export const HOME_PATH = '/basic/Home';
export const LOGIN_PATH = '/login';
export const RETRY_PATH = '/retry';

const NO_RETURN = [LOGIN_PATH, RETRY_PATH];

/**
 * Where to go back to after login or retry. Only same-origin paths are accepted
 * (a crafted `?returnUrl=//evil.example` must not send a fresh session elsewhere).
 */
export function safeReturnUrl(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  const path = raw.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (NO_RETURN.some((blocked) => path === blocked || path.startsWith(`${blocked}/`))) return undefined;
  return raw;
}

/** The guard redirect to `target` that remembers where the user was. */
export const withReturnUrl = (target: string, here: string): string => {
  const back = safeReturnUrl(here);
  return back && back !== '/' ? `${target}?returnUrl=${encodeURIComponent(back)}` : target;
};
