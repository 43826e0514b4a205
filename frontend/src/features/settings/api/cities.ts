import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET System/StatesCities/{state}/Cities for the chosen state code. */
export const useCities = (stateCode: string | undefined) =>
  useQuery({
    queryKey: [lookupsRoutes.cities.path, stateCode],
    queryFn: ({ signal }) => apiCall(lookupsRoutes.cities, { params: { state: stateCode ?? '' }, signal }),
    enabled: stateCode !== undefined && stateCode !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
