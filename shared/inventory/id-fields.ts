import * as z from 'zod';

/**
 * The ids a stock line names, on their own (call-schemas.ts re-exports them) so
 * the documents of other families that name items, the sales receipt among them,
 * take them without the inventory calls' schemas (docs/decisions.md 'Lambda bundles').
 */

/** A catalogue part's id, which is the inventory item's (docs/inventory.md §6). */
export const itemId = z.string().trim().min(1, 'Choose an item.').max(40);
export const warehouseId = z.string().trim().min(1, 'Choose a warehouse.').max(64);
