import { inventoryRoutes } from '@shared/api/routes/inventory';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type {
  PartsOrderBody,
  PurchaseOrderAnswer,
  PurchaseOrderCreateBody,
  PurchaseOrderSaveBody,
  PurchaseReceiveAnswer,
  PurchaseReceiveCreateBody,
} from '@shared/purchasing/purchase-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { IDEMPOTENCY_HEADER } from '@shared/fields/idempotency-key';
import { RECEIVING_STATUS } from '@shared/purchasing/receive-parts';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/**
 * The purchasing calls (docs/purchasing.md §6). Everything sits under one key:
 * a receive changes its order, and an order's step changes the lists.
 */

export const PURCHASING_KEY = ['purchasing'] as const;
export type PurchaseOrdersQuery = z.input<typeof purchasingRoutes.purchaseOrders.query>;

/** The branch's warehouses (where the stock comes in). */

/** GET PurchaseOrder/PurchaseOrders: newest first, all or of one status. */
export const usePurchaseOrders = (query: PurchaseOrdersQuery) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'orders', query],
    queryFn: (context) => apiCall(purchasingRoutes.purchaseOrders, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** GET PurchaseOrder/PurchaseOrders/{Id}. */
export const usePurchaseOrder = (Id: string | undefined) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'orders', 'one', Id],
    queryFn: (context) =>
      apiCall(purchasingRoutes.purchaseOrder, { params: { Id: Id ?? '' }, signal: querySignal(context) }),
    enabled: Id !== undefined,
  });

function useChange<I>(call: (input: I) => Promise<PurchaseOrderAnswer | PurchaseReceiveAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PURCHASING_KEY }),
  });
}

/** POST PurchaseOrder/PurchaseOrders: a draft. */
export const useCreatePurchaseOrder = () =>
  useChange((body: PurchaseOrderCreateBody) => apiCall(purchasingRoutes.createPurchaseOrder, { body }));

/** PUT PurchaseOrder/PurchaseOrders/{Id}: a draft saved at its `ver`. */
export const useSavePurchaseOrder = (Id: string) =>
  useChange((body: PurchaseOrderSaveBody) => apiCall(purchasingRoutes.savePurchaseOrder, { params: { Id }, body }));

// Send, Cancel and the other steps of an order: po-step-calls.ts (the action table, docs/purchasing.md §18).

/** GET PurchaseOrder/PurchaseReceives: newest first. */
export const usePurchaseReceives = (query: { Cursor?: string }) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'receives', query],
    queryFn: (context) => apiCall(purchasingRoutes.purchaseReceives, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/**
 * While a receive of this order runs: the newest receives read every second, and the one of this order
 * still Partially Received (docs/purchasing-journey.md §4) tells how many of its parts are in.
 */
export const useReceivingProgress = (poId: string, running: boolean) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'receiving', poId],
    queryFn: async (context) => {
      const page = await apiCall(purchasingRoutes.purchaseReceives, {
        query: { Limit: 5 },
        signal: querySignal(context),
      });
      const row = page.Items.find((r) => r.PoId === poId && r.Sts === RECEIVING_STATUS && r.Parts);
      return row ? { done: row.Part ?? 0, parts: row.Parts ?? 0 } : null;
    },
    enabled: running,
    refetchInterval: running ? 1000 : false,
    meta: { silent: true },
  });

/** POST PurchaseOrder/PurchaseReceives, with the form's Idempotency-Key: a retry after a receive in parts stopped finishes that receive, never a second. */
export const useCreatePurchaseReceive = () =>
  useChange(({ key, body }: { key: string; body: PurchaseReceiveCreateBody }) =>
    apiCall(purchasingRoutes.createPurchaseReceive, { body, headers: { [IDEMPOTENCY_HEADER]: key } }),
  );

/** GET Inventory/RequestedParts?Sts=New: what repair orders are short of, not ordered yet (a parts order's choice). */
export const useNewRequestedParts = () =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'requested'],
    queryFn: (context) =>
      apiCall(inventoryRoutes.requestedParts, { query: { Sts: 'New', Limit: 50 }, signal: querySignal(context) }),
  });

/** POST PurchaseOrder/PartsOrders: the picked requests, one vendor, one order. */
export const useCreatePartsOrder = () =>
  useChange((body: PartsOrderBody) => apiCall(purchasingRoutes.createPartsOrder, { body }));
