import { orgPk, type Key } from '../table/keys';

/**
 * Keys of stock (docs/inventory.md §2). Balances of a branch share one
 * partition, an item's warehouses side by side (I1, I3), with a GSI1 copy per
 * warehouse (I2); movements, the high-volume record, get a partition per item
 * and branch (I4), newest first by their ULID; adjustments are documents of the
 * store, listed on GSI1 per branch (I5). Keys hold ids only.
 */

/** I1, I3: every balance of a branch. */
export const stockPk = (orgId: string, entId: string): string => `${orgPk(orgId)}#STK#${entId}`;
export const BALANCE_PREFIX = 'BAL#';
/** The balances of one item, one per warehouse (I3). */
export const itemBalancePrefix = (itemId: string): string => `${BALANCE_PREFIX}${itemId}#`;
export const balanceKey = (orgId: string, entId: string, itemId: string, whId: string): Key => ({
  pk: stockPk(orgId, entId),
  sk: `${itemBalancePrefix(itemId)}${whId}`,
});
/** I2 (GSI1 on the balance): the stock of one warehouse, by item id. */
export const warehouseStockPartition = (orgId: string, entId: string, whId: string): string =>
  `${stockPk(orgId, entId)}#WH#${whId}`;

/** I4: an item's movements in a branch, sort key the movement's ULID. */
export const movementPk = (orgId: string, entId: string, itemId: string): string =>
  `${orgPk(orgId)}#MOV#${entId}#${itemId}`;

/** I5 (GSI1 on the adjustment's header): a branch's adjustments by date. */
export const adjustmentsPartition = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#ADJ`;
export const adjustmentSortKey = (date: string, docId: string): string => `${date}#${docId}`;
