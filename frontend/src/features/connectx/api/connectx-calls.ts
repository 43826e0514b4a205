import { connectxRoutes } from '@shared/api/routes/connectx';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/**
 * The ConnectX calls (docs/connectx.md §7): the two lists (each also delivers
 * what waits for this branch) and the two sendings, which read the lists again.
 */
const KEY = ['ConnectX'] as const;

export const useCxOutgoing = (cursor: string | undefined) =>
  useQuery({
    queryKey: [...KEY, 'Outgoing', cursor ?? ''],
    queryFn: (context) =>
      apiCall(connectxRoutes.cxOutgoing, { query: cursor ? { Cursor: cursor } : {}, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useCxIncoming = (cursor: string | undefined) =>
  useQuery({
    queryKey: [...KEY, 'Incoming', cursor ?? ''],
    queryFn: (context) =>
      apiCall(connectxRoutes.cxIncoming, { query: cursor ? { Cursor: cursor } : {}, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export function useSendInvoiceOnKarkhana() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => apiCall(connectxRoutes.cxSendInvoice, { params: { Id: id }, body: {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
