import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/**
 * A vendor's account on their screen (docs/purchasing.md §12): the balance
 * (Bills/VendorBalance), their latest bills and payments made. Under the
 * purchasing key, so a bill or a payment refreshes it.
 */
const KEY = ['purchasing', 'vendor-account'] as const;
const LATEST = 5;

export const useVendorBalance = (VendId: string) =>
  useQuery({
    queryKey: [...KEY, 'balance', VendId],
    queryFn: (context) => apiCall(purchasingRoutes.vendorBalance, { params: { VendId }, signal: querySignal(context) }),
  });

export const useVendorBills = (VendId: string) =>
  useQuery({
    queryKey: [...KEY, 'bills', VendId],
    queryFn: (context) =>
      apiCall(purchasingRoutes.bills, { query: { VendId, Limit: LATEST }, signal: querySignal(context) }),
  });

export const useVendorPayments = (VendId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'payments', VendId],
    queryFn: (context) =>
      apiCall(purchasingRoutes.billPayments, { query: { VendId, Limit: LATEST }, signal: querySignal(context) }),
    enabled,
  });

/** Their latest debit notes and credit notes received (docs/purchase-returns.md R4), for whoever may read them. */
export const useVendorNotes = (VendId: string, kind: 'Debit' | 'Credit', enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'notes', kind, VendId],
    queryFn: (context) =>
      apiCall(kind === 'Debit' ? purchaseReturnsRoutes.debitNotes : purchaseReturnsRoutes.vendorCredits, {
        query: { VendId, Limit: LATEST },
        signal: querySignal(context),
      }),
    enabled,
  });
