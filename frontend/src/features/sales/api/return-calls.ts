import { salesReturnRoutes } from '@shared/api/routes/sales-returns';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import type { ReceiptCancelBody, ReturnAnswer, ReturnCreateBody } from '@shared/sales/return-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** Sales returns and the receipt's cancel (docs/sales.md §12–13): each write refreshes returns, receipts and stock. */
const RETURNS_KEY = ['sales', 'returns'] as const;
const RECEIPTS_KEY = ['sales', 'receipts'] as const;

export type ReturnsQuery = z.input<typeof salesReturnRoutes.salesReturns.query>;

/** GET Accounting/SalesReturns: newest first; `SR` one receipt's. */
export const useReturns = (query: ReturnsQuery) =>
  useQuery({
    queryKey: [...RETURNS_KEY, query],
    queryFn: (context) => apiCall(salesReturnRoutes.salesReturns, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** GET Accounting/SalesReturns/{Id}. */
export const useReturn = (Id: string) =>
  useQuery({
    queryKey: [...RETURNS_KEY, 'one', Id],
    queryFn: (context) => apiCall(salesReturnRoutes.salesReturn, { params: { Id }, signal: querySignal(context) }),
  });

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: RETURNS_KEY });
    void queryClient.invalidateQueries({ queryKey: RECEIPTS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['inventory'] });
  };
}

/** POST Accounting/SalesReturns. */
export function useCreateReturn() {
  const refresh = useRefreshAfter();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: ReturnCreateBody): Promise<ReturnAnswer> =>
      apiCall(salesReturnRoutes.createSalesReturn, { body }),
    onSuccess: refresh,
  });
}

/** POST Accounting/SalesReceipts/{Id}/Cancel (ReOpenSR). */
export function useCancelReceipt(Id: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: ReceiptCancelBody): Promise<ReceiptAnswer> =>
      apiCall(salesReturnRoutes.cancelReceipt, { params: { Id }, body }),
    onSuccess: refresh,
  });
}
