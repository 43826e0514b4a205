import { inventoryRoutes } from '@shared/api/routes/inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { INVENTORY_KEY } from './inventory-calls';

/** Under the inventory key: an issue or an order's save moves reservations, so these lists refresh with stock. */
export type RequestedPartsQuery = z.input<typeof inventoryRoutes.requestedParts.query>;

/** GET Inventory/RequestedParts: the branch's requested parts, newest first, all or of one status. */
export const useRequestedParts = (query: RequestedPartsQuery) =>
  useQuery({
    queryKey: [...INVENTORY_KEY, 'requested', query],
    queryFn: (context) => apiCall(inventoryRoutes.requestedParts, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export type PartsWaitingQuery = z.input<typeof inventoryRoutes.partsWaitingOrders.query>;

/** GET Inventory/WorkOrders/WaitingForParts: open repair orders with stocked parts still to issue. */
export const usePartsWaitingOrders = (query: PartsWaitingQuery) =>
  useQuery({
    queryKey: [...INVENTORY_KEY, 'wo-waiting', query],
    queryFn: (context) => apiCall(inventoryRoutes.partsWaitingOrders, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });
