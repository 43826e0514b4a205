import type { Key } from '../table/keys';
import { stockPk } from './inventory-keys';

/**
 * Keys of batches and serial numbers (docs/inventory-batches.md §2). Both live
 * in the branch's stock partition beside the balances (`ORG#o#STK#e`), so a
 * movement's balance, batches and serials are read by one Query or one
 * BatchGetItem of one partition. Batch and serial numbers are identities that
 * never change (their characters are checked: never `#`), so they may be keys.
 */

/** B1: an item's batches in every warehouse of the branch. */
export const itemBatchPrefix = (itemId: string): string => `BATCH#${itemId}#`;
/** B2: an item's batches in one warehouse (FEFO reads these). */
export const batchPrefix = (itemId: string, whId: string): string => `${itemBatchPrefix(itemId)}${whId}#`;
export const batchKey = (orgId: string, entId: string, itemId: string, whId: string, batch: string): Key => ({
  pk: stockPk(orgId, entId),
  sk: `${batchPrefix(itemId, whId)}${batch}`,
});
/** B3 (GSI1 on a batch with an expiry date): the branch's batches by expiry, soonest first. */
export const expiringPartition = (orgId: string, entId: string): string => `${stockPk(orgId, entId)}#EXP`;
export const expiringSortKey = (exp: string, itemId: string, whId: string, batch: string): string =>
  `${exp}#${itemId}#${whId}#${batch}`;

/** S1: an item's serial numbers in the branch (in stock or where they went). */
export const itemSerialPrefix = (itemId: string): string => `SERIAL#${itemId}#`;
export const serialKey = (orgId: string, entId: string, itemId: string, serial: string): Key => ({
  pk: stockPk(orgId, entId),
  sk: `${itemSerialPrefix(itemId)}${serial}`,
});
