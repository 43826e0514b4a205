import { usersRoutes } from '@shared/api/routes/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** GET/POST Designations and Departments, PUT/DELETE .../{id}. */
const CALLS = {
  Designations: {
    list: usersRoutes.listDesignations,
    create: usersRoutes.createDesignation,
    update: usersRoutes.updateDesignation,
    remove: usersRoutes.deleteDesignation,
  },
  Departments: {
    list: usersRoutes.listDepartments,
    create: usersRoutes.createDepartment,
    update: usersRoutes.updateDepartment,
    remove: usersRoutes.deleteDepartment,
  },
} as const;
export type NamedListName = keyof typeof CALLS;

export const namedListQueryOptions = (list: NamedListName) =>
  queryOptions({
    queryKey: [CALLS[list].list.path],
    queryFn: (context) => apiCall(CALLS[list].list, { signal: querySignal(context) }),
  });

export const useNamedList = (list: NamedListName, enabled = true) =>
  useQuery({ ...namedListQueryOptions(list), enabled });

function useListMutation<V, T>(list: NamedListName, run: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: namedListQueryOptions(list).queryKey }),
  });
}

export const useCreateNamed = (list: NamedListName) =>
  useListMutation(list, (Name: string) => apiCall(CALLS[list].create, { body: { Name } }));
export const useUpdateNamed = (list: NamedListName) =>
  useListMutation(list, ({ id, Name, ver }: { id: string; Name: string; ver: number }) =>
    apiCall(CALLS[list].update, { params: { id }, body: { Name, ver } }),
  );
export const useDeleteNamed = (list: NamedListName) =>
  useListMutation(list, (id: string) => apiCall(CALLS[list].remove, { params: { id } }));
