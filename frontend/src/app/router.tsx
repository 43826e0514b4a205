import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { toClientError } from '../lib/api-error';
import { isOnline } from '../lib/connectivity';
import { safeReturnUrl } from '../lib/return-url';
import { clearSession, sessionQueryKey, sessionQueryOptions } from '../lib/session';
import { readToken } from '../lib/token-storage';
import { HOME_PATH, LOGIN_PATH, RETRY_PATH, loginGuard, sessionLoadFailure, shellGuard, withReturnUrl } from './guards';
import { AppLoading } from './routes/app-loading';
import { RouteError } from './routes/route-error';
import { screenRoute } from './screen-routes';

const here = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * Routes (spec platform §2 'Top-level routes'). Every screen is a lazy chunk; the
 * guards run as loaders, so nothing of the logged-in area renders (or downloads
 * its data) before the session is known. Only screens of the manifests are
 * routed: any other path is the not-found page.
 */
export function createAppRouter(queryClient: QueryClient) {
  let screensAdded = false;
  async function shellLoader({ request }: LoaderFunctionArgs) {
    const decision = shellGuard({
      hasToken: readToken() !== undefined,
      hasSession: queryClient.getQueryData(sessionQueryKey) !== undefined,
      online: isOnline(),
    });
    if (decision === 'login') throw redirect(withReturnUrl(LOGIN_PATH, here(request)));
    if (decision === 'retry') throw redirect(withReturnUrl(RETRY_PATH, here(request)));
    if (decision === 'load') {
      try {
        await queryClient.fetchQuery(sessionQueryOptions);
      } catch (error) {
        if (sessionLoadFailure(toClientError(error)) === 'login') {
          clearSession(queryClient);
          throw redirect(withReturnUrl(LOGIN_PATH, here(request)));
        }
        throw redirect(withReturnUrl(RETRY_PATH, here(request)));
      }
    }
    return null;
  }

  function loginLoader({ request }: LoaderFunctionArgs) {
    if (loginGuard(readToken() !== undefined) === 'home') {
      const back = safeReturnUrl(new URL(request.url).searchParams.get('returnUrl'));
      throw redirect(back ?? HOME_PATH);
    }
    return null;
  }

  return createBrowserRouter(
    [
      {
        ErrorBoundary: RouteError,
        // The first load runs guards and fetches route code before anything can render.
        HydrateFallback: AppLoading,
        children: [
          { path: 'login', loader: loginLoader, lazy: () => import('../features/auth/routes/login') },
          { path: 'retry', lazy: () => import('./routes/retry') },
          // The customer's invoice behind an SMS link: no login, nothing of the shell (docs/printing.md 'The customer's page: /i/{token}').
          { path: 'i/:token', lazy: () => import('../features/public-invoice/route') },
          // The vendor's purchase order behind an SMS or e-mail link: no login (docs/purchasing.md §19).
          { path: 'p/:token', lazy: () => import('../features/public-purchase-order/route') },
          // A branch's booking page for its customers: no login, nothing of the shell (docs/customer-loop.md §6).
          { path: 'book/:token', lazy: () => import('../features/public-booking/route') },
          // A workshop's wall display: the token in the fragment, no login, nothing of the shell (docs/customer-loop.md §20).
          { path: 'tv', lazy: () => import('../features/service/shop-floor/tv/route') },
          {
            path: '/',
            id: 'shell',
            loader: shellLoader,
            // Child navigations need no new guard run: later 401s go through the login modal.
            shouldRevalidate: () => false,
            lazy: () => import('./routes/shell'),
            children: [
              // Redirect-only routes render nothing (element null), and say so to the router.
              { index: true, loader: () => redirect('/basic'), element: null },
              {
                path: 'basic',
                // Before the screens join (below), a first load of /basic/Home matches this route as its leaf:
                // it renders nothing, and says so, rather than leave the router to warn of an empty page.
                element: null,
                children: [{ index: true, loader: () => redirect(HOME_PATH), element: null }],
              },
              // Every screen from the features' manifests joins here on the first navigation (below).
              { path: 'unauthorised', lazy: () => import('./routes/unauthorised') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
    {
      /**
       * The screens of every feature's manifest (app/screens.ts) join the shell on
       * the first navigation the known routes cannot match exactly, so the login
       * page never downloads them (docs/decisions.md 'Login route size'). A path
       * still unmatched afterwards is the not-found page.
       */
      async patchRoutesOnNavigation({ patch }) {
        if (screensAdded) return;
        const { APP_SCREENS } = await import('./screens');
        if (screensAdded) return;
        screensAdded = true;
        patch('shell', APP_SCREENS.map(screenRoute));
      },
    },
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;
