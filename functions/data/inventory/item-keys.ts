import { orgPk, type Key } from '../table/keys';

/**
 * Keys of the item master (docs/inventory-items.md §2). An item's record and its
 * reorder levels share the item's partition (one Query opens the item screen);
 * the organisation's items are listed on GSI1, most recently changed first; a
 * branch's reorder levels on GSI1 too (the reorder report). Keys hold ids only.
 */

/** IM1: one item (the catalogue part's id) with its reorder levels in every branch. */
export const itemPk = (orgId: string, itemId: string): string => `${orgPk(orgId)}#ITEM#${itemId}`;
export const ITEM_SK = 'ITEM';
export const itemKey = (orgId: string, itemId: string): Key => ({ pk: itemPk(orgId, itemId), sk: ITEM_SK });
/** IM2 (GSI1 on the item): the organisation's items, most recently changed first. */
export const itemsPartition = (orgId: string): string => `${orgPk(orgId)}#ITEMS`;
export const itemsSortKey = (upDt: string, itemId: string): string => `${upDt}#${itemId}`;

/** A reorder level of an item in a warehouse of a branch. */
export const reorderPrefix = (entId: string): string => `RL#${entId}#`;
export const reorderKey = (orgId: string, itemId: string, entId: string, whId: string): Key => ({
  pk: itemPk(orgId, itemId),
  sk: `${reorderPrefix(entId)}${whId}`,
});
/** IM4 (GSI1 on the reorder level): a branch's reorder levels, by item then warehouse. */
export const reorderPartition = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#REORDER`;
export const reorderSortKey = (itemId: string, whId: string): string => `${itemId}#${whId}`;

/** IM5: a branch's open reorder suggestions, at most one per item × warehouse (the key is the pair). */
export const suggestionPk = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#REORDSUG`;
export const suggestionKey = (orgId: string, entId: string, itemId: string, whId: string): Key => ({
  pk: suggestionPk(orgId, entId),
  sk: `${itemId}#${whId}`,
});

/** IM6: the organisation's item groups, one small partition. */
export const groupsPk = (orgId: string): string => `${orgPk(orgId)}#IGRP`;
export const groupKey = (orgId: string, groupId: string): Key => ({ pk: groupsPk(orgId), sk: `GRP#${groupId}` });

/** IM7: the organisation's price lists (headers), one small partition. */
export const priceListsPk = (orgId: string): string => `${orgPk(orgId)}#PRL`;
export const priceListKey = (orgId: string, listId: string): Key => ({ pk: priceListsPk(orgId), sk: `LIST#${listId}` });
/** IM8: the prices of one list, by item; one price is one GetItem. */
export const pricesPk = (orgId: string, listId: string): string => `${orgPk(orgId)}#PRL#${listId}`;
export const priceKey = (orgId: string, listId: string, itemId: string): Key => ({
  pk: pricesPk(orgId, listId),
  sk: `PRC#${itemId}`,
});
/**
 * IM10: the reach of a customer category's active price lists (ids, names, validity),
 * one item per category (`-`: all customers): the guard two overlapping changes race on,
 * and what a sale reads to find the category's list for its date.
 */
export const priceCoversPk = (orgId: string): string => `${orgPk(orgId)}#PRLCAT`;
export const priceCoverKey = (orgId: string, catKey: string): Key => ({
  pk: priceCoversPk(orgId),
  sk: `CAT#${catKey}`,
});
