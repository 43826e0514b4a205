import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET System/Insurance (cached): the insurance companies a workshop can tie up with. */
export const useInsurers = () =>
  useQuery({
    queryKey: [lookupsRoutes.insurers.path],
    queryFn: ({ signal }) => apiCall(lookupsRoutes.insurers, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
