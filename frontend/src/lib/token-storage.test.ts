import { afterEach, describe, expect, it } from 'vitest';
import {
  clearToken,
  readTheme,
  readToken,
  rememberedLogin,
  rememberLogin,
  replaceToken,
  saveTheme,
  saveToken,
  StorageKeys,
} from './token-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token storage (spec platform §3 Local storage)', () => {
  it('uses the spec key names', () => {
    expect(StorageKeys).toEqual({
      token: 'Token',
      sessionToken: 'workshop_token',
      username: 'appusername',
      domain: 'appdomname',
      theme: 'Theme',
    });
  });

  it('always keeps the token for this tab, and in local storage only with keep me logged in', () => {
    saveToken('t1', false);
    expect(sessionStorage.getItem('workshop_token')).toBe('t1');
    expect(localStorage.getItem('Token')).toBeNull();

    saveToken('t2', true);
    expect(sessionStorage.getItem('workshop_token')).toBe('t2');
    expect(localStorage.getItem('Token')).toBe('t2');
  });

  it('drops an older kept token when the next login does not keep it', () => {
    saveToken('old', true);
    saveToken('new', false);
    expect(localStorage.getItem('Token')).toBeNull();
    expect(readToken()).toBe('new');
  });

  it('lets a new tab log in with a kept token', () => {
    localStorage.setItem('Token', 'kept');
    expect(readToken()).toBe('kept');
    expect(sessionStorage.getItem('workshop_token')).toBe('kept');
  });

  it('has no token after logout', () => {
    saveToken('t', true);
    clearToken();
    expect(readToken()).toBeUndefined();
    expect(localStorage.getItem('Token')).toBeNull();
  });

  it('keeps the keep-me-logged-in choice when a branch switch replaces the token', () => {
    saveToken('a', true);
    replaceToken('b');
    expect(localStorage.getItem('Token')).toBe('b');
    saveToken('c', false);
    replaceToken('d');
    expect(localStorage.getItem('Token')).toBeNull();
    expect(readToken()).toBe('d');
  });

  it('remembers username and domain only with remember me', () => {
    rememberLogin(true, { username: 'advisor', domain: 'demo' });
    expect(localStorage.getItem('appusername')).toBe('advisor');
    expect(localStorage.getItem('appdomname')).toBe('demo');
    expect(rememberedLogin()).toEqual({ username: 'advisor', domain: 'demo' });

    rememberLogin(false, { username: 'advisor', domain: 'demo' });
    expect(rememberedLogin()).toEqual({});
  });

  it('keeps the colour mode under Theme', () => {
    expect(readTheme()).toBe('light');
    saveTheme('dark');
    expect(localStorage.getItem('Theme')).toBe('dark');
    expect(readTheme()).toBe('dark');
  });
});
