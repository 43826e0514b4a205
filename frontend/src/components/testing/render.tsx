import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import type { ReactNode } from 'react';
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (session) queryClient.setQueryData(sessionQueryKey, session);
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
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

/**
 * Renders route modules in a memory router at `at`, as inside the session guard
 * of `session`, with the toaster; `queryClient` decides how failures show (the
 * screen tests' by default). Returns the router, so a test reads where a link
 * or navigation went.
 */
export function renderRoutes(
  routes: RouteObject[],
  at: string,
  session: UserAndEntity,
  queryClient: QueryClient = screenQueryClient(),
) {
  queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
