/**
 * Browser storage keys, spec platform §3 'Local storage'. The session key keeps
 * the token for this tab; `Token` in local storage outlives the tab only when the
 * user chose 'keep me logged in', so a new tab can log in by itself.
 */
export const StorageKeys = {
  token: 'Token',
  sessionToken: 'workshop_token',
  username: 'appusername',
  domain: 'appdomname',
  theme: 'Theme',
} as const;

// Storage can throw (private mode, quota, disabled cookies); a failed write must
// never break a login, it only loses the convenience.
const read = (storage: Storage, key: string): string | undefined => {
  try {
    return storage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
};
const write = (storage: Storage, key: string, value: string | undefined): void => {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // see above
  }
};

/** The token for this tab: the session copy, else a kept token from local storage (new tab). */
export function readToken(): string | undefined {
  const session = read(sessionStorage, StorageKeys.sessionToken);
  if (session) return session;
  const kept = read(localStorage, StorageKeys.token);
  if (kept) write(sessionStorage, StorageKeys.sessionToken, kept);
  return kept;
}

/** After login: always the session copy; the local copy only when 'keep me logged in'. */
export function saveToken(token: string, keepLoggedIn: boolean): void {
  write(sessionStorage, StorageKeys.sessionToken, token);
  // Not keeping must also drop an older kept token, or a new tab would revive it.
  write(localStorage, StorageKeys.token, keepLoggedIn ? token : undefined);
}

/** A replacement token (branch switch, re-login) keeps the choice made at login. */
export function replaceToken(token: string): void {
  saveToken(token, isTokenKept());
}

export const isTokenKept = (): boolean => read(localStorage, StorageKeys.token) !== undefined;

export function clearToken(): void {
  write(sessionStorage, StorageKeys.sessionToken, undefined);
  write(localStorage, StorageKeys.token, undefined);
}

export type RememberedLogin = { username?: string; domain?: string };

/** 'Remember me' keeps the username and domain for the next login; unticking forgets them. */
export function rememberLogin(remember: boolean, login: { username: string; domain: string }): void {
  write(localStorage, StorageKeys.username, remember ? login.username : undefined);
  write(localStorage, StorageKeys.domain, remember ? login.domain : undefined);
}

export function rememberedLogin(): RememberedLogin {
  const username = read(localStorage, StorageKeys.username);
  const domain = read(localStorage, StorageKeys.domain);
  return { ...(username ? { username } : {}), ...(domain ? { domain } : {}) };
}

export type ColorMode = 'light' | 'dark';

export const readTheme = (): ColorMode => (read(localStorage, StorageKeys.theme) === 'dark' ? 'dark' : 'light');
export const saveTheme = (mode: ColorMode): void => write(localStorage, StorageKeys.theme, mode);
