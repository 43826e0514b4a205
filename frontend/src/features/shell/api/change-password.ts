import type { RouteBodyInput } from '@shared/api/route';
import { iamRoutes } from '@shared/api/routes/iam';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { activeSessionsQueryOptions } from './active-sessions';

export type ChangePasswordBody = RouteBodyInput<typeof iamRoutes.changePassword>;

/**
 * Users/ChangePassword (spec platform §7). A wrong current password answers 400
 * with its own message; the form words every failure itself.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiCall(iamRoutes.changePassword, { body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryOptions.queryKey }),
  });
}
