import { usersRoutes } from '@shared/api/routes/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';
import { querySignal } from '../../../lib/query-signal';

/** GET Users/{id}; kept under the list key so every user change refreshes it. */
export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'id', id],
    queryFn: (context) => apiCall(usersRoutes.getUser, { signal: querySignal(context), params: { id } }),
  });

export const useUser = (id: string | undefined) =>
  useQuery({ ...userQueryOptions(id ?? ''), enabled: id !== undefined });
