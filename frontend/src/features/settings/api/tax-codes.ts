import { lookupsRoutes } from '@shared/api/routes/lookups';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET System/TaxCodes for today: the versions in force, one per code (spec service-documents §7). */
export const useTaxCodesInForce = (today: string) =>
  useQuery({
    queryKey: [lookupsRoutes.taxCodes.path, today],
    queryFn: ({ signal }) => apiCall(lookupsRoutes.taxCodes, { query: { Date: today }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
