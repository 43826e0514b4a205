import type { RouteBodyInput } from '@shared/api/route';
import { usersRoutes } from '@shared/api/routes/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/**
 * POST Users, PUT Users/{id}, PUT Users/{id}/Active, PUT Users/{id}/Password,
 * PUT and DELETE Users/{id}/Access/{entityId}: each invalidates the users list
 * (which also holds the single-user queries).
 */
function useUsersMutation<V, T>(run: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export type UserCreateInput = RouteBodyInput<typeof usersRoutes.createUser>;
export type UserUpdateInput = RouteBodyInput<typeof usersRoutes.updateUser>;

export const useCreateUser = () =>
  useUsersMutation((body: UserCreateInput) => apiCall(usersRoutes.createUser, { body }));

export const useUpdateUser = (id: string) =>
  useUsersMutation((body: UserUpdateInput) => apiCall(usersRoutes.updateUser, { params: { id }, body }));

export const useSetUserActive = (id: string) =>
  useUsersMutation((body: { Active: boolean; ver: number }) =>
    apiCall(usersRoutes.setUserActive, { params: { id }, body }),
  );

export const useResetUserPassword = (id: string) =>
  useUsersMutation((body: { NewPassword: string; ver: number }) =>
    apiCall(usersRoutes.resetUserPassword, { params: { id }, body }),
  );

export const useGrantAccess = (id: string) =>
  useUsersMutation(({ entityId, ...body }: { entityId: string; RoleId: string; ver: number }) =>
    apiCall(usersRoutes.grantAccess, { params: { id, entityId }, body }),
  );

export const useRevokeAccess = (id: string) =>
  useUsersMutation(({ entityId, ver }: { entityId: string; ver: number }) =>
    apiCall(usersRoutes.revokeAccess, { params: { id, entityId }, query: { ver } }),
  );
