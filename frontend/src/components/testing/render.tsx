import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import type { ReactNode } from 'react';
import { Toaster } from '../toast/toaster';
import { sessionQueryKey } from '../../lib/session';

/**
 * Renders with a fresh query client (no retries) and the toaster, like the app
 * provider; with a session, as inside the session guard.
 */
export function renderWithProviders(ui: ReactNode, session?: UserAndEntity): RenderResult & { queryClient: QueryClient } {
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
