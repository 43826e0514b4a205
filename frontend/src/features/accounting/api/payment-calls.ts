import { invoicesRoutes } from '@shared/api/routes/invoices';
import { IDEMPOTENCY_HEADER, type PaymentAnswer, type PaymentCreateBody } from '@shared/invoices/call-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { INVOICES_KEY } from './invoice-calls';

export const PAYMENTS_KEY = ['accounting', 'payments'] as const;
export type PaymentsQuery = z.input<typeof invoicesRoutes.payments.query>;

/** GET Accounting/Payments: newest first; `Unapplied=true` lists the payments with something left to apply. */
export const usePayments = (query: PaymentsQuery) =>
  useQuery({
    queryKey: [...PAYMENTS_KEY, query],
    queryFn: (context) => apiCall(invoicesRoutes.payments, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/**
 * POST Accounting/Payments with the form's Idempotency-Key: the same key twice
 * (a double click, a retry after a lost answer) records one payment.
 */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ key, body }: { key: string; body: PaymentCreateBody }): Promise<PaymentAnswer> =>
      apiCall(invoicesRoutes.createPayment, { body, headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
    },
  });
}

/** POST Accounting/Payments/{Id}/Apply: some of an unapplied payment to invoices, with the payment's `ver`. */
export function useApplyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({
      id,
      ver,
      apply,
    }: {
      id: string;
      ver: number;
      apply: { InvId: string; Amount: number }[];
    }): Promise<PaymentAnswer> =>
      apiCall(invoicesRoutes.applyPayment, { params: { Id: id }, body: { ver, Apply: apply } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
    },
  });
}
