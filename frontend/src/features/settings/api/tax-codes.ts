import { lookupsRoutes } from '@shared/api/routes/lookups';
import type { TaxCode } from '@shared/documents/tax-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../lib/lookup-query';

/**
 * GET System/TaxCodes (cached) for today: the versions in force, one per code
 * (spec service-documents §7). A failed fetch yields an empty list (§8), which is
 * not kept: the next screen that needs the codes asks again.
 */
export const taxCodesInForceQueryOptions = (today: string) => {
  const lookup = lookupQueryOptions(lookupsRoutes.taxCodes, { query: { Date: today } });
  return queryOptions({
    ...lookup,
    queryFn: async (context: Parameters<NonNullable<typeof lookup.queryFn>>[0]): Promise<TaxCode[]> => {
      try {
        return await lookup.queryFn!(context);
      } catch {
        return [];
      }
    },
    staleTime: (query) => (query.state.data?.length === 0 ? 0 : Number.POSITIVE_INFINITY),
  });
};

export const useTaxCodesInForce = (today: string) => useQuery(taxCodesInForceQueryOptions(today));
