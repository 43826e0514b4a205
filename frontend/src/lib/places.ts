import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from './lookup-query';

/** GET System/StatesCities/{state}/Cities (cached) for a GST state code; asks nothing until a state is chosen. */
export const useCities = (stateCode: string | undefined) =>
  useQuery({
    ...lookupQueryOptions(lookupsRoutes.cities, { params: { state: stateCode ?? '' } }),
    enabled: stateCode !== undefined && stateCode !== '',
  });
