import { partiesRoutes } from '@shared/api/routes/parties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { productKey } from './party-kind';
import { querySignal } from '../../../lib/query-signal';

/** GET Products/{id}. */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productKey, 'record', id],
    queryFn: (context) => apiCall(partiesRoutes.getProduct, { params: { id }, signal: querySignal(context) }),
  });

export const useProduct = (id: string | undefined) =>
  useQuery({ ...productQueryOptions(id ?? ''), enabled: id !== undefined });
