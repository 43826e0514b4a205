import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { salesReceiptRoutes } from '@shared/api/routes/sales-receipts';
import { salesReturnRoutes } from '@shared/api/routes/sales-returns';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import type { ReceiptAnswer, ReceiptCreateBody, ReceiptReopenBody } from '@shared/sales/receipt-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** Every sales receipt query sits under this key: a sale refreshes them (and the stock it moved). */
const RECEIPTS_KEY = ['sales', 'receipts'] as const;

export type ReceiptsQuery = z.input<typeof salesReceiptRoutes.receipts.query>;

/** GET Accounting/SalesReceipts: newest first; `Q` a number or a phone. */
export const useReceipts = (query: ReceiptsQuery) =>
  useQuery({
    queryKey: [...RECEIPTS_KEY, query],
    queryFn: (context) => apiCall(salesReceiptRoutes.receipts, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** GET Accounting/SalesReceipts/{Id}. */
/** One receipt; asks nothing until there is an id (a return opened without its receipt). */
export const useReceipt = (Id: string) =>
  useQuery({
    enabled: Id !== '',
    queryKey: [...RECEIPTS_KEY, 'one', Id],
    queryFn: (context) => apiCall(salesReceiptRoutes.receipt, { params: { Id }, signal: querySignal(context) }),
  });

/** POST Accounting/SalesReceipts: refreshes the receipts and the inventory lists. */
export function useCreateReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: ReceiptCreateBody): Promise<ReceiptAnswer> =>
      apiCall(salesReceiptRoutes.createReceipt, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: RECEIPTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}

/** PUT Accounting/SalesReceipts/{Id}: a receipt re-opened and saved again under its number (docs/sales.md §13). */
export function useReopenReceipt(Id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: ReceiptReopenBody): Promise<ReceiptAnswer> =>
      apiCall(salesReturnRoutes.reopenReceipt, { params: { Id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: RECEIPTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}

/**
 * The sale lookup (Inventory/Items/Sale/NameSearchLite): parts by code or name at
 * the price the branch sells them to the buyer's customer category (`PrList` the list that priced it).
 */
export const findSaleParts = async (text: string, Cat?: string): Promise<ItemLookupRow[]> =>
  (await apiCall(catalogueRoutes.itemsSaleNameLite, { params: { text }, query: Cat ? { Cat } : {} })).Items;
