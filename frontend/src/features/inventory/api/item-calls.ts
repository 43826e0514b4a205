import { inventoryRoutes } from '@shared/api/routes/inventory';
import { inventoryItemRoutes as routes } from '@shared/api/routes/inventory-items';
import { settingsRoutes } from '@shared/api/routes/settings';
import type { ItemCreateBody, ItemUpdateBody } from '@shared/inventory/item-schemas';
import type { PricesBody } from '@shared/inventory/price-list-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { importCallOf } from '../../../components/csv-import/import-call';
import { INVENTORY_KEY } from './inventory-calls';

/**
 * The item master's calls (shared/api/routes/inventory-items.ts): items, groups,
 * price lists and the reorder point report. All under the inventory key, so a
 * change of stock or of an item refreshes every list that shows it.
 */

const ITEMS_KEY = [...INVENTORY_KEY, 'items'] as const;
const GROUPS_KEY = [...INVENTORY_KEY, 'item-groups'] as const;
const PRICE_LISTS_KEY = [...INVENTORY_KEY, 'price-lists'] as const;
const REORDER_KEY = [...INVENTORY_KEY, 'reorder'] as const;

export type ItemsQuery = z.input<typeof routes.items.query>;

export const useItems = (query: ItemsQuery) =>
  useQuery({
    queryKey: [...ITEMS_KEY, 'list', query],
    queryFn: (context) => apiCall(routes.items, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useItem = (Id: string) =>
  useQuery({
    queryKey: [...ITEMS_KEY, 'one', Id],
    queryFn: (context) => apiCall(routes.item, { params: { Id }, signal: querySignal(context) }),
  });

/** GET Inventory/Items/{Id}/Movements: the item's balances per warehouse and a page of its movements, newest first. */
export const useItemMovements = (Id: string, Cursor: string | undefined) =>
  useQuery({
    queryKey: [...ITEMS_KEY, 'movements', Id, Cursor ?? ''],
    queryFn: (context) =>
      apiCall(inventoryRoutes.itemMovements, {
        params: { Id },
        query: Cursor ? { Cursor } : {},
        signal: querySignal(context),
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

const useInvalidating = <B, A>(call: (body: B) => Promise<A>) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
};

/** The organisation's item attributes or custom fields (settings/inventory/Attributes, .../customfields). */
export const useItemValueList = (list: 'Attributes' | 'CustomFields') =>
  useQuery({
    queryKey: [...INVENTORY_KEY, 'value-list', list],
    queryFn: (context) =>
      apiCall(settingsRoutes.listSettingsEntries, { params: { list }, signal: querySignal(context) }),
  });

export const useCreateItem = () => useInvalidating((body: ItemCreateBody) => apiCall(routes.createItem, { body }));
export const useUpdateItem = (Id: string) =>
  useInvalidating((body: ItemUpdateBody) => apiCall(routes.updateItem, { params: { Id }, body }));

/** POST Inventory/MasterItems/Import, for the CSV importer (a dry run first). */
export const importItems = importCallOf(routes.importItems);

export const useItemGroups = () =>
  useQuery({
    queryKey: GROUPS_KEY,
    queryFn: (context) => apiCall(routes.itemGroups, { signal: querySignal(context) }),
  });
export const useCreateItemGroup = () =>
  useInvalidating((body: { Name: string; Desc?: string }) => apiCall(routes.createItemGroup, { body }));
export const useUpdateItemGroup = () =>
  useInvalidating(({ Id, ...body }: { Id: string; ver: number; Name?: string; Desc?: string; Act?: boolean }) =>
    apiCall(routes.updateItemGroup, { params: { Id }, body }),
  );

export const usePriceLists = () =>
  useQuery({
    queryKey: PRICE_LISTS_KEY,
    queryFn: (context) => apiCall(routes.priceLists, { signal: querySignal(context) }),
  });
export const useCreatePriceList = () =>
  useInvalidating((body: z.input<typeof routes.createPriceList.body>) => apiCall(routes.createPriceList, { body }));
/** PUT Inventory/PriceLists/{Id} at the list's `ver`: `null` clears the category or a date. */
export const useUpdatePriceList = (Id: string) =>
  useInvalidating((body: z.input<typeof routes.updatePriceList.body>) =>
    apiCall(routes.updatePriceList, { params: { Id }, body }),
  );
export const usePrices = (Id: string, Cursor: string | undefined) =>
  useQuery({
    queryKey: [...PRICE_LISTS_KEY, 'prices', Id, Cursor ?? ''],
    queryFn: (context) =>
      apiCall(routes.prices, { params: { Id }, query: Cursor ? { Cursor } : {}, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });
export const useChangePrices = (Id: string) =>
  useInvalidating((body: PricesBody) => apiCall(routes.changePrices, { params: { Id }, body }));

export type ReorderQuery = z.input<typeof routes.reorderReport.query>;
export const useReorderReport = (query: ReorderQuery) =>
  useQuery({
    queryKey: [...REORDER_KEY, query],
    queryFn: (context) => apiCall(routes.reorderReport, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });
export const useSuggestReorder = () =>
  useInvalidating((Lines: { ItemId: string; WhId: string }[]) => apiCall(routes.suggestReorder, { body: { Lines } }));
export const useCloseSuggestion = () =>
  useInvalidating((params: { ItemId: string; WhId: string }) => apiCall(routes.closeSuggestion, { params }));
