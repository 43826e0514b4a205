import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../lib/lookup-query';

/** GET System/StatesCities/{state}/Cities for the chosen state code. */
export const useCities = (stateCode: string | undefined) =>
  useQuery({
    ...lookupQueryOptions(lookupsRoutes.cities, { params: { state: stateCode ?? '' } }),
    enabled: stateCode !== undefined && stateCode !== '',
  });
