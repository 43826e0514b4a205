import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET System/Lookups/TimeZones. */
export const useTimeZones = () =>
  useQuery({
    queryKey: [lookupsRoutes.timeZones.path],
    queryFn: ({ signal }) => apiCall(lookupsRoutes.timeZones, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
