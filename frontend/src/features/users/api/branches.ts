import { iamRoutes } from '@shared/api/routes/iam';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET Entities: the organisation's branches, to name them and to give access in them. */
export const branchesQueryOptions = queryOptions({
  queryKey: [iamRoutes.entities.path],
  queryFn: ({ signal }) => apiCall(iamRoutes.entities, { signal }),
  staleTime: 5 * 60_000,
});

export const useBranches = () => useQuery(branchesQueryOptions);
