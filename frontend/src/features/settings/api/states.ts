import { lookupsRoutes } from '@shared/api/routes/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET System/StatesCities/States (cached): current GST states, without the legacy codes. */
export const statesQueryOptions = queryOptions({
  queryKey: [lookupsRoutes.states.path],
  queryFn: ({ signal }) => apiCall(lookupsRoutes.states, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useStates = () => useQuery(statesQueryOptions);
