import { describe, expect, it } from 'vitest';
import {
  afterReauth,
  loginGuard,
  safeReturnUrl,
  sessionLoadFailure,
  shellGuard,
  withReturnUrl,
  type ShellDecision,
  type ShellState,
} from './guards';

describe('shellGuard (spec platform §2 Guard behaviour)', () => {
  const rows: [ShellState, ShellDecision][] = [
    [{ hasToken: false, hasSession: false, online: true }, 'login'],
    [{ hasToken: false, hasSession: true, online: true }, 'login'],
    [{ hasToken: false, hasSession: false, online: false }, 'login'],
    [{ hasToken: true, hasSession: false, online: true }, 'load'],
    [{ hasToken: true, hasSession: false, online: false }, 'retry'],
    [{ hasToken: true, hasSession: true, online: true }, 'allow'],
    [{ hasToken: true, hasSession: true, online: false }, 'allow'],
  ];
  it.each(rows)('%o → %s', (state, decision) => expect(shellGuard(state)).toBe(decision));
});

describe('sessionLoadFailure', () => {
  it.each([
    [401, 'login'],
    [503, 'retry'],
    [-1, 'retry'],
    [500, 'retry'],
  ] as const)('code %s → %s', (code, decision) => expect(sessionLoadFailure({ code })).toBe(decision));
});

describe('loginGuard', () => {
  it('sends a logged-in user home and shows the form otherwise', () => {
    expect(loginGuard(true)).toBe('home');
    expect(loginGuard(false)).toBe('show');
  });
});

describe('afterReauth (spec platform §4)', () => {
  const who = (userId: string, entityId: string) =>
    ({ User: { UserId: userId }, Entity: { EntId: entityId } }) as never;
  it.each([
    ['same user, same branch', who('u1', 'e1'), who('u1', 'e1'), 'retry'],
    ['same user, other branch', who('u1', 'e1'), who('u1', 'e2'), 'home'],
    ['other user', who('u1', 'e1'), who('u2', 'e1'), 'home'],
    ['no earlier session', undefined, who('u1', 'e1'), 'home'],
    ['modal dismissed', who('u1', 'e1'), undefined, 'login'],
  ])('%s → %s', (_name, before, login, decision) => expect(afterReauth(before, login)).toBe(decision));
});

describe('return URLs', () => {
  it.each([
    ['/basic/Home', '/basic/Home'],
    ['/settings/activeloginsessions?x=1', '/settings/activeloginsessions?x=1'],
    ['//evil.example/x', undefined],
    ['https://evil.example', undefined],
    ['/\\evil.example', undefined],
    ['/login', undefined],
    ['/Login?returnUrl=/x', undefined],
    ['/retry', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (raw, safe) => expect(safeReturnUrl(raw)).toBe(safe));

  it('puts where the user was into the redirect', () => {
    expect(withReturnUrl('/login', '/settings/activeloginsessions')).toBe(
      '/login?returnUrl=%2Fsettings%2Factiveloginsessions',
    );
    expect(withReturnUrl('/login', '/')).toBe('/login');
    expect(withReturnUrl('/login', '/login')).toBe('/login');
  });
});
