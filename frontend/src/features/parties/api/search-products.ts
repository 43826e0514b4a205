import { partiesRoutes } from '@shared/api/routes/parties';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { productKey } from './party-kind';
import { querySignal } from '../../../lib/query-signal';

export type ProductSearchQuery = { RegNo?: string; VIN?: string; Limit: number; Next?: string };

/** GET Products/Search: by part of the registration number or the start of the VIN. */
export const searchProductsQueryOptions = (query: ProductSearchQuery) =>
  queryOptions({
    queryKey: [...productKey, 'search', query],
    queryFn: (context) => apiCall(partiesRoutes.searchProducts, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useSearchProducts = (query: ProductSearchQuery | undefined) =>
  useQuery({ ...searchProductsQueryOptions(query ?? { Limit: 1 }), enabled: query !== undefined });
