import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../lib/lookup-query';

/** GET System/Insurance (cached): the insurance companies a workshop can tie up with. */
export const insurersQueryOptions = lookupQueryOptions(lookupsRoutes.insurers);

export const useInsurers = () => useQuery(insurersQueryOptions);
