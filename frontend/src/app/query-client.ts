import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { dismissToast, notifyError } from '../components/toast/toast-store';
import { isInputError, toClientError } from '../lib/api-error';

const isSilent = (meta: Record<string, unknown> | undefined): boolean => meta?.silent === true;

/**
 * Server state. Failed calls are shown in one place, here, unless a query or
 * mutation says `meta: { silent: true }` because its screen words the failure
 * itself (login, change password, the session load the guard decides on).
 *
 * A mutation with a `mutationKey` owns the failure notice it showed: its next
 * success (the same save tried again, a good file after a bad one) dismisses
 * it, so a stale failure never stands beside the success.
 */
export function createAppQueryClient(): QueryClient {
  const failureNotices = new Map<string, number>();
  const noticeKey = (mutationKey: readonly unknown[] | undefined): string | undefined =>
    mutationKey ? JSON.stringify(mutationKey) : undefined;
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A read refused for its input (a search term) is shown by the screen that asked, once.
        if (!isSilent(query.meta) && !isInputError(error)) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isSilent(mutation.meta)) return;
        const id = notifyError(error);
        const key = noticeKey(mutation.options.mutationKey);
        if (key !== undefined && id !== undefined) failureNotices.set(key, id);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        const key = noticeKey(mutation.options.mutationKey);
        const id = key === undefined ? undefined : failureNotices.get(key);
        if (key === undefined || id === undefined) return;
        dismissToast(id);
        failureNotices.delete(key);
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
