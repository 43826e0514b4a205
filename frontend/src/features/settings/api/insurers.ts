import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * GET System/Insurance (cached): the insurance companies a workshop can tie up with.
 * No abort signal: a cached lookup is one request shared by every caller
 * (api-client), and a signal aborted for one mount (StrictMode mounts twice in
 * development) would fail the shared request for the remount too.
 */
export const useInsurers = () =>
  useQuery({
    queryKey: [lookupsRoutes.insurers.path],
    queryFn: () => apiCall(lookupsRoutes.insurers),
    staleTime: Number.POSITIVE_INFINITY,
  });
