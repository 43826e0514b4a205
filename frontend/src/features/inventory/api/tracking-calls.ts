import { inventoryRoutes } from '@shared/api/routes/inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { INVENTORY_KEY } from './inventory-calls';

/** Under the inventory key: a movement changes batches and serials, so they refresh with the stock. */
const TRACKING_KEY = [...INVENTORY_KEY, 'tracking'] as const;

/**
 * GET Inventory/Items/{Id}/Batches: how the item is tracked here, its batches
 * with stock (earliest expiry first) and its serial numbers. Not retried: a user
 * without access Inventory Item simply gets no list to choose from.
 */
export const useItemTracking = (itemId: string | undefined) =>
  useQuery({
    queryKey: [...TRACKING_KEY, itemId],
    queryFn: (context) =>
      apiCall(inventoryRoutes.itemTracking, { params: { Id: itemId ?? '' }, signal: querySignal(context) }),
    enabled: Boolean(itemId),
    retry: false,
  });

export type ExpiringQuery = z.input<typeof inventoryRoutes.expiringBatches.query>;

/** GET Inventory/Batches/Expiring: batches expiring by a date (30 days ahead by default), soonest first. */
export const useExpiringBatches = (query: ExpiringQuery) =>
  useQuery({
    queryKey: [...TRACKING_KEY, 'expiring', query],
    queryFn: (context) => apiCall(inventoryRoutes.expiringBatches, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });
