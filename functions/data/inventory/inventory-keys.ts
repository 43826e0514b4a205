import { orgPk, type Key } from '../table/keys';

/**
 * Keys of stock (docs/inventory.md §2). Balances of a branch share one
 * partition, an item's warehouses side by side (I3), listed most recently moved
 * first for the branch (I1, GSI2) and per warehouse (I2, GSI1); movements, the high-volume record, get a partition per item
 * and branch (I4), newest first by their ULID; adjustments are documents of the
 * store, listed on GSI1 per branch (I5). Keys hold ids only.
 */

/** I3: every balance of a branch, by item and warehouse. */
export const stockPk = (orgId: string, entId: string): string => `${orgPk(orgId)}#STK#${entId}`;
export const BALANCE_PREFIX = 'BAL#';
/** The balances of one item, one per warehouse (I3). */
export const itemBalancePrefix = (itemId: string): string => `${BALANCE_PREFIX}${itemId}#`;
export const balanceKey = (orgId: string, entId: string, itemId: string, whId: string): Key => ({
  pk: stockPk(orgId, entId),
  sk: `${itemBalancePrefix(itemId)}${whId}`,
});
/** I2 (GSI1 on the balance): the stock of one warehouse, most recently moved first. */
export const warehouseStockPartition = (orgId: string, entId: string, whId: string): string =>
  `${stockPk(orgId, entId)}#WH#${whId}`;
/** I1 (GSI2 on the balance): the stock of every warehouse of the branch, most recently moved first. */
export const recentStockPartition = (orgId: string, entId: string): string => `${stockPk(orgId, entId)}#RECENT`;
/** The sort key of both lists: when the balance last moved, then which one (ties in one millisecond stay apart). */
export const recentStockSortKey = (at: string, itemId: string, whId: string): string => `${at}#${itemId}#${whId}`;

/** I4: an item's movements in a branch, sort key the movement's ULID. */
export const movementPk = (orgId: string, entId: string, itemId: string): string =>
  `${orgPk(orgId)}#MOV#${entId}#${itemId}`;

/** I5 (GSI1 on the adjustment's header): a branch's adjustments by date. */
export const adjustmentsPartition = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#ADJ`;
export const adjustmentSortKey = (date: string, docId: string): string => `${date}#${docId}`;
