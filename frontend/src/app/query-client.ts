import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../components/toast/toast-store';
import { toClientError } from '../lib/api-error';

const isSilent = (meta: Record<string, unknown> | undefined): boolean => meta?.silent === true;

/**
 * Server state. Failed calls are shown in one place, here, unless a query or
 * mutation says `meta: { silent: true }` because its screen words the failure
 * itself (login, change password, the session load the guard decides on).
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isSilent(query.meta)) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!isSilent(mutation.meta)) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Only an unreachable server is worth one more try; every other answer is final.
        retry: (failures, error) => failures < 1 && toClientError(error).status === 0,
      },
      mutations: { retry: false },
    },
  });
}
