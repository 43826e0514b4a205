import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../lib/lookup-query';

/** GET System/TaxCodes (cached) for today: the versions in force, one per code (spec service-documents §7). */
export const taxCodesInForceQueryOptions = (today: string) => lookupQueryOptions(lookupsRoutes.taxCodes, { query: { Date: today } });

export const useTaxCodesInForce = (today: string) => useQuery(taxCodesInForceQueryOptions(today));
