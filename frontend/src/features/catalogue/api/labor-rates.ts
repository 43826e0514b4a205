import { catalogueRoutes } from '@shared/api/routes/catalogue';
import type { LtgId } from '@shared/catalogue/call-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { lookupQueryOptions } from '../../../lib/lookup-query';
import { SILENT } from '../utils/save-error';
import { importCallOf } from '../../../components/csv-import/import-call';
import { OPERATIONS_KEY } from './operations';

/** GET LTGS/ (cached, spec service-documents §9): the three guides with their labour rates. */
export const guidesQueryOptions = lookupQueryOptions(catalogueRoutes.guides);
export const useGuides = () => useQuery(guidesQueryOptions);

export type PriceList = 'PRICESET' | 'PRICENOTSET';
export const PRICES_KEY = ['catalogue', 'prices'] as const;

/** GET LTGS/PRICESET or LTGS/PRICENOTSET: operations of a guide with or without a fixed price. */
export const pricesQueryOptions = (list: PriceList, LTG: LtgId, Q: string | undefined, Next: string | undefined) =>
  queryOptions({
    queryKey: [...PRICES_KEY, list, LTG, Q ?? '', Next ?? ''] as const,
    queryFn: ({ signal }) =>
      apiCall(list === 'PRICESET' ? catalogueRoutes.pricesSet : catalogueRoutes.pricesNotSet, {
        query: { LTG, ...(Q ? { Q } : {}), ...(Next ? { Next } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const usePrices = (list: PriceList, LTG: LtgId, Q: string | undefined, Next: string | undefined) =>
  useQuery(pricesQueryOptions(list, LTG, Q, Next));

/** Prices follow the rate and the other way round: every list that shows either is read again. */
function useInvalidatePricing() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: guidesQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: PRICES_KEY }),
      queryClient.invalidateQueries({ queryKey: OPERATIONS_KEY }),
    ]);
}

/** PUT LTGS/{id}/Rate with the guide's `ver`. */
export function useSetGuideRate() {
  const invalidate = useInvalidatePricing();
  return useMutation({
    meta: SILENT,
    mutationFn: ({ id, ver, Rate }: { id: LtgId; ver: number; Rate: number }) =>
      apiCall(catalogueRoutes.setGuideRate, { params: { id }, body: { ver, Rate } }),
    onSettled: invalidate,
  });
}

/** PUT LTGS/{id}/OpCodes/{opId}/Price with the price's `ver`; `Pr: null` clears it (back to hours × rate). */
export function useSetOpPrice() {
  const invalidate = useInvalidatePricing();
  return useMutation({
    meta: SILENT,
    mutationFn: ({ id, opId, ver, Pr }: { id: LtgId; opId: string; ver: number; Pr: number | null }) =>
      apiCall(catalogueRoutes.setOpPrice, { params: { id, opId }, body: { ver, Pr } }),
    onSettled: invalidate,
  });
}

export const importPricesOf = (id: LtgId) => importCallOf(catalogueRoutes.importPrices, { id });
