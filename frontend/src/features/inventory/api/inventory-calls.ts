import { inventoryRoutes } from '@shared/api/routes/inventory';
import type { AdjustmentAnswer, AdjustmentCreateBody } from '@shared/inventory/call-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** Every inventory list sits under this key: an adjustment moves stock, so it refreshes them all. */
export const INVENTORY_KEY = ['inventory'] as const;
const STOCK_KEY = [...INVENTORY_KEY, 'stock'] as const;
const ADJUSTMENTS_KEY = [...INVENTORY_KEY, 'adjustments'] as const;

export type StockQuery = z.input<typeof inventoryRoutes.stock.query>;
export type AdjustmentsQuery = z.input<typeof inventoryRoutes.adjustments.query>;

/** GET Inventory/Stock: the branch's balances, or one warehouse's with `Wh`. */
export const useStock = (query: StockQuery) =>
  useQuery({
    queryKey: [...STOCK_KEY, query],
    queryFn: (context) => apiCall(inventoryRoutes.stock, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** GET Inventory/Adjustments: newest first. */
export const useAdjustments = (query: AdjustmentsQuery) =>
  useQuery({
    queryKey: [...ADJUSTMENTS_KEY, query],
    queryFn: (context) => apiCall(inventoryRoutes.adjustments, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** GET Inventory/Settings/Warehouses (cached): names for the lists and the adjustment's warehouse choice. */

/** POST Inventory/Adjustments: refreshes the stock and the adjustments. */
export function useCreateAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: AdjustmentCreateBody): Promise<AdjustmentAnswer> =>
      apiCall(inventoryRoutes.createAdjustment, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
}
