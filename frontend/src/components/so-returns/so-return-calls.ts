import { soReturnRoutes } from '@shared/api/routes/so-returns';
import type { SoReturnAnswer, SoReturnBody } from '@shared/so-returns/so-return-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../lib/api-client';
import { querySignal } from '../../lib/query-signal';

/**
 * A sales order's returns (docs/sales-returns-orders.md §4): the branch's list, what an order may return, and
 * the return, which refreshes the order, its fulfilment, the stock and the invoices.
 */
const KEY = ['so-returns'] as const;

export type SoReturnsQuery = z.input<typeof soReturnRoutes.salesOrderReturns.query>;

export const useSoReturns = (query: SoReturnsQuery) =>
  useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: (context) => apiCall(soReturnRoutes.salesOrderReturns, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useSoReturnable = (Id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'order', Id],
    queryFn: (context) =>
      apiCall(soReturnRoutes.salesOrderReturnable, { params: { Id }, signal: querySignal(context) }),
    enabled,
  });

export function useReturnGoods(Id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: SoReturnBody): Promise<SoReturnAnswer> =>
      apiCall(soReturnRoutes.returnSalesOrderGoods, { params: { Id }, body }),
    onSuccess: () => {
      for (const queryKey of [KEY, ['sales-documents'], ['fulfilment'], ['inventory'], ['invoices']])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
