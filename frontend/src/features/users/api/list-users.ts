import { usersRoutes } from '@shared/api/routes/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** GET Users: every user with the role per branch; the name filter runs on the server. */
export const usersQueryKey = [usersRoutes.listUsers.path] as const;

export const usersQueryOptions = (name: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, name],
    queryFn: (context) =>
      apiCall(usersRoutes.listUsers, { signal: querySignal(context), query: name ? { Name: name } : {} }),
  });

export const useUsers = (name: string) => useQuery(usersQueryOptions(name));
