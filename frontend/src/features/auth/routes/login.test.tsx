import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../components/testing/render';
import { Component as LoginPage } from './login';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderOn(hostname: string) {
  vi.stubGlobal('location', { ...window.location, hostname });
  renderRoutes([{ path: '/login', Component: LoginPage }], '/login', undefined, { queryClient: new QueryClient() });
}

describe('login page domain field (spec platform §2 Login screen)', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['karkhana.app', true],
    ['app.karkhana.app', true],
    ['www.karkhana.app', true],
    ['my.karkhana.app', true],
    ['acme.karkhana.app', false],
  ])('on %s the domain field is shown: %s', (hostname, shown) => {
    renderOn(hostname);
    expect(screen.queryByLabelText('Domain') !== null).toBe(shown);
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText(/contact your administrator/)).toBeTruthy();
  });

  it('names the tenant the host implies', () => {
    renderOn('acme.karkhana.app');
    expect(screen.getByText('Log in to acme')).toBeTruthy();
  });
});
