import type { LoginResponse } from '@shared/api/routes/iam';

/**
 * The login modal that a 401 opens (spec platform §4). Calls that fail together
 * wait on the same modal; it settles with the new login, or undefined when the
 * user dismissed it.
 */
type Pending = { promise: Promise<LoginResponse | undefined>; resolve: (login: LoginResponse | undefined) => void };

let pending: Pending | undefined;
const listeners = new Set<() => void>();
const emit = (): void => listeners.forEach((listener) => listener());

export function requestReauth(): Promise<LoginResponse | undefined> {
  if (pending) return pending.promise;
  let resolve: Pending['resolve'] = () => undefined;
  const promise = new Promise<LoginResponse | undefined>((done) => {
    resolve = done;
  });
  pending = { promise, resolve };
  emit();
  return promise;
}

export function settleReauth(login: LoginResponse | undefined): void {
  const current = pending;
  pending = undefined;
  current?.resolve(login);
  emit();
}

export const isReauthOpen = (): boolean => pending !== undefined;
export const subscribeReauth = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
