import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../lib/lookup-query';

/** GET System/Lookups/TimeZones. */
export const timeZonesQueryOptions = lookupQueryOptions(lookupsRoutes.timeZones);

export const useTimeZones = () => useQuery(timeZonesQueryOptions);
