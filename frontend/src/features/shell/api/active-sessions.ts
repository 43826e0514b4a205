import { iamRoutes } from '@shared/api/routes/iam';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** Identities/ActiveSessions and DeactivateSession (spec platform §7). */
export const activeSessionsQueryOptions = queryOptions({
  queryKey: [iamRoutes.activeSessions.path],
  queryFn: (context) => apiCall(iamRoutes.activeSessions, { signal: querySignal(context) }),
});

export const useActiveSessions = () => useQuery(activeSessionsQueryOptions);

export function useDeactivateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiCall(iamRoutes.deactivateSession, { body: { SessionId: sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryOptions.queryKey }),
  });
}
