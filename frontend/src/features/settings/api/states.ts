import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../lib/lookup-query';

/** GET System/StatesCities/States (cached): current GST states, without the legacy codes. */
export const statesQueryOptions = lookupQueryOptions(lookupsRoutes.states);

export const useStates = () => useQuery(statesQueryOptions);
