import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import type { CreditNoteBody, DebitNoteBody, PurchaseReturnBody } from '@shared/purchasing/return-schemas';
import type { NoteKind } from '@shared/purchasing/return-statuses';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { PURCHASING_KEY } from './purchase-calls';

/**
 * The calls of purchase returns and vendor notes (docs/purchase-returns.md §7).
 * Under the purchasing key: a return changes its receive and bill, a note its bill.
 */

const R = purchaseReturnsRoutes;

/** GET PurchaseReturns/PurchaseReturns: newest first. */
export const usePurchaseReturns = (query: { Cursor?: string }) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'returns', query],
    queryFn: (context) => apiCall(R.purchaseReturns, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** GET PurchaseReturns/DebitNotes or VendorCredits: newest first. */
export const useVendorNotes = (kind: NoteKind, query: { Cursor?: string }) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'notes', kind, query],
    queryFn: (context) =>
      apiCall(kind === 'Debit' ? R.debitNotes : R.vendorCredits, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** GET one note. */
export const useVendorNote = (kind: NoteKind, Id: string | undefined) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'notes', kind, 'one', Id],
    queryFn: (context) =>
      apiCall(kind === 'Debit' ? R.debitNote : R.vendorCredit, {
        params: { Id: Id ?? '' },
        signal: querySignal(context),
      }),
    enabled: Id !== undefined,
  });

/** GET PurchaseReturns/Returnable/{Id}: what a receive has left to return. */
export const useReturnable = (Id: string | undefined) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'returnable', Id],
    queryFn: (context) => apiCall(R.returnableReceive, { params: { Id: Id ?? '' }, signal: querySignal(context) }),
    enabled: Id !== undefined,
  });

/** GET PurchaseReturns/Creditable/{Id}: what a bill's lines have left to credit. */
export const useCreditable = (Id: string | undefined) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'creditable', Id],
    queryFn: (context) => apiCall(R.creditableBill, { params: { Id: Id ?? '' }, signal: querySignal(context) }),
    enabled: Id !== undefined,
  });

export function useCreatePurchaseReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: PurchaseReturnBody) => apiCall(R.createPurchaseReturn, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PURCHASING_KEY }),
  });
}

export function useCreateVendorNote() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (args: { kind: 'Debit'; body: DebitNoteBody } | { kind: 'Credit'; body: CreditNoteBody }) =>
      args.kind === 'Debit'
        ? apiCall(R.createDebitNote, { body: args.body })
        : apiCall(R.createVendorCredit, { body: args.body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PURCHASING_KEY }),
  });
}
