import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../lib/lookup-query';

export const useTaxCodes = () => useQuery(lookupQueryOptions(lookupsRoutes.taxCodes, {}));
export const useInsurers = () => useQuery(lookupQueryOptions(lookupsRoutes.insurers));
