import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { IDEMPOTENCY_HEADER } from '@shared/invoices/call-schemas';
import type { BillCancelBody, BillCreateBody, BillPaymentCreateBody } from '@shared/purchasing/bill-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { PURCHASING_KEY } from './purchase-calls';

/**
 * The calls of vendor bills and payments made (docs/purchasing.md §12). Under
 * the purchasing key: a bill changes its receive and order, a payment its bills.
 */

/** GET Bills/Bills: newest first, all or one vendor's. */
export const useBills = (query: { VendId?: string; Cursor?: string }) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'bills', query],
    queryFn: (context) => apiCall(purchasingRoutes.bills, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** GET Bills/Bills/{Id}. */
export const useBill = (Id: string | undefined) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'bills', 'one', Id],
    queryFn: (context) => apiCall(purchasingRoutes.bill, { params: { Id: Id ?? '' }, signal: querySignal(context) }),
    enabled: Id !== undefined,
  });

/** GET PurchaseOrder/PurchaseReceives/{Id}: the receive a bill is made from. */
export const useReceive = (Id: string | undefined) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'receives', 'one', Id],
    queryFn: (context) =>
      apiCall(purchasingRoutes.purchaseReceive, { params: { Id: Id ?? '' }, signal: querySignal(context) }),
    enabled: Id !== undefined,
  });

/** GET Bills/PaymentsMade: newest first, all or one vendor's. */
export const useBillPayments = (query: { VendId?: string; Cursor?: string }) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'payments', query],
    queryFn: (context) => apiCall(purchasingRoutes.billPayments, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export function useCreateBill() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: BillCreateBody) => apiCall(purchasingRoutes.createBill, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PURCHASING_KEY }),
  });
}

/** POST Bills/PaymentsMade with the form's Idempotency-Key: a retry of the same payment is recorded once. */
export function useCreateBillPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ key, body }: { key: string; body: BillPaymentCreateBody }) =>
      apiCall(purchasingRoutes.createBillPayment, { body, headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PURCHASING_KEY }),
  });
}

/** POST Bills/Bills/{Id}/Cancel at the `ver` shown: the bill, its receive and order and the balances change. */
export function useCancelBill(Id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: BillCancelBody) => apiCall(purchasingRoutes.cancelBill, { params: { Id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PURCHASING_KEY }),
  });
}
