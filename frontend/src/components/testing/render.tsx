import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from '../toast/toaster';
import { notifyError } from '../toast/toast-store';
import { sessionQueryKey } from '../../lib/session';

/**
 * Renders with a fresh query client (no retries) and the toaster, like the app
 * provider; with a session, as inside the session guard.
 */
export function renderWithProviders(
  ui: ReactNode,
  session?: UserAndEntity,
): RenderResult & { queryClient: QueryClient } {
  const queryClient = quietQueryClient();
  if (session) queryClient.setQueryData(sessionQueryKey, session);
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A query client that retries nothing and leaves failures to the component (no error toasts of its own). */
export function quietQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A query client for screen tests: failures become the app's error toasts (unless `meta.silent`), and nothing is retried. */
export function screenQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => notifyError(error) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => mutation.meta?.silent !== true && notifyError(error),
    }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export type RenderRoutesOptions = {
  /** How failures show: the screen tests' error toasts (screenQueryClient) unless told. */
  queryClient?: QueryClient;
  /** The pages visited before `at`, oldest first, so a test can go back. */
  history?: string[];
  /** Providers the routes read besides the query client and the session (the screens list, say). */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

/**
 * Renders route modules in a memory router at `at`, as inside the session guard
 * of `session` (none: as before logging in), with the toaster; `options` choose
 * the query client, earlier history and any providers around the router.
 * Returns the router, so a test reads where a link or navigation went.
 */
export function renderRoutes(
  routes: RouteObject[],
  at: string,
  session: UserAndEntity | undefined,
  { queryClient = screenQueryClient(), history = [], wrapper: Wrapper }: RenderRoutesOptions = {},
) {
  if (session) queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter(routes, { initialEntries: [...history, at], initialIndex: history.length });
  const app = <RouterProvider router={router} />;
  render(
    <QueryClientProvider client={queryClient}>
      {Wrapper ? <Wrapper>{app}</Wrapper> : app}
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
