import type { RouteBodyInput } from '@shared/api/route';
import { usersRoutes } from '@shared/api/routes/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** GET/POST Roles, PUT/DELETE Roles/{id}. */
export const rolesQueryOptions = queryOptions({
  queryKey: [usersRoutes.listRoles.path],
  queryFn: (context) => apiCall(usersRoutes.listRoles, { signal: querySignal(context) }),
});

export const useRoles = (enabled = true) => useQuery({ ...rolesQueryOptions, enabled });

export type RoleCreateInput = RouteBodyInput<typeof usersRoutes.createRole>;
export type RoleUpdateInput = RouteBodyInput<typeof usersRoutes.updateRole>;

function useRolesMutation<V, T>(run: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesQueryOptions.queryKey }),
  });
}

export const useCreateRole = () =>
  useRolesMutation((body: RoleCreateInput) => apiCall(usersRoutes.createRole, { body }));
export const useUpdateRole = () =>
  useRolesMutation(({ id, ...body }: RoleUpdateInput & { id: string }) =>
    apiCall(usersRoutes.updateRole, { params: { id }, body }),
  );
export const useDeleteRole = () =>
  useRolesMutation((id: string) => apiCall(usersRoutes.deleteRole, { params: { id } }));
