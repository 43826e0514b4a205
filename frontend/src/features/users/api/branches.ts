import { iamRoutes } from '@shared/api/routes/iam';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** GET Entities: the organisation's branches, to name them and to give access in them. */
export const branchesQueryOptions = queryOptions({
  queryKey: [iamRoutes.entities.path],
  queryFn: (context) => apiCall(iamRoutes.entities, { signal: querySignal(context) }),
  staleTime: 5 * 60_000,
});

export const useBranches = () => useQuery(branchesQueryOptions);
