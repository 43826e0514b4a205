import { partiesRoutes } from '@shared/api/routes/parties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { productKey } from './party-kind';
import { querySignal } from '../../../lib/query-signal';

/** GET Products/{id}/Ownership: every owner of the vehicle, open while ToDt is absent. */
export const ownershipHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productKey, 'ownership', id],
    queryFn: (context) => apiCall(partiesRoutes.ownershipHistory, { params: { id }, signal: querySignal(context) }),
  });

export const useOwnershipHistory = (id: string | undefined) =>
  useQuery({ ...ownershipHistoryQueryOptions(id ?? ''), enabled: id !== undefined });
