import { partiesRoutes } from '@shared/api/routes/parties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { productKey } from './party-kind';

/** GET Products/{id}. */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productKey, 'record', id],
    queryFn: ({ signal }) => apiCall(partiesRoutes.getProduct, { params: { id }, signal }),
  });

export const useProduct = (id: string | undefined) => useQuery({ ...productQueryOptions(id ?? ''), enabled: id !== undefined });
