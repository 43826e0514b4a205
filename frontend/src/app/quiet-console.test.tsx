import { cleanup, configure, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorisedHandler } from '../lib/api-client';
import { stubServer } from '../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../components/testing/fixtures';
import { AppProvider } from './provider';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { createUnauthorisedHandler } from './unauthorised-handler';

// The first visit of each lazy route compiles it on the fly, slowly on a busy 2-core machine.
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => {
  const { Token: _token, ...session } = loginAnswer();
  stubServer(({ path }) => {
    if (path.includes('IAM/Auth/GetUserAndEntitySettings')) return jsonResponse(200, session);
    // The header's parts-arrived menu reads its notices on every screen of a branch with Service.
    if (path.includes('Notices/PartsArrived')) return jsonResponse(200, { Notices: [] });
    return jsonResponse(200, { Items: [] });
  });
  sessionStorage.setItem('workshop_token', 'tok');
});
afterEach(() => {
  cleanup();
  setUnauthorisedHandler(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** A normal session logs nothing (docs/decisions.md 'A quiet console'); React Router's development build says what it dislikes. */
describe('a session start logs nothing to the console', () => {
  it.each(['/', '/basic/Home'])(
    'opening the app at %s and landing on Home warns of no missing HydrateFallback or element-less leaf route',
    async (at) => {
      const warn = vi.spyOn(console, 'warn');
      const error = vi.spyOn(console, 'error');
      window.history.replaceState(null, '', at);
      const queryClient = createAppQueryClient();
      // The app's own router is under test here (its routes, guards and fallbacks), so not the shared render's.
      const router = createAppRouter(queryClient);
      setUnauthorisedHandler(createUnauthorisedHandler(queryClient, router));
      render(
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/basic/Home');
      expect(warn.mock.calls).toEqual([]);
      expect(error.mock.calls).toEqual([]);
    },
  );
});
