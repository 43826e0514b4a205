import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { db, tableName } from '../../lib/aws-clients';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage, type StartKey } from '../table/index-query';
import { queryAll } from '../table/query-all';
import {
  itemBalancePrefix,
  movementPk,
  recentStockPartition,
  stockPk,
  warehouseStockPartition,
} from './inventory-keys';
import type { BalanceRecord, MovementRecord } from './stock-records';

/**
 * Reads of stock (docs/inventory.md §1): the branch's balances (I1) or one
 * warehouse's (I2), most recently moved first, one item's balances (I3) and
 * its movements newest first (I4). Each page is one key-condition Query; nothing here scans.
 */

export type Page<T> = { items: T[]; next?: string };

const STOCK = 'STOCK';
const MOVEMENTS = 'MOVEMENTS';

const pageAnswer = <T>(items: T[], tag: string, lastKey?: StartKey): Page<T> =>
  lastKey ? { items, next: encodePageCursor(tag, lastKey) } : { items };

/** I1 / I2: the stock of a branch, or of one of its warehouses, most recently moved first. */
export async function listStock(
  orgId: string,
  entId: string,
  q: { whId?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<BalanceRecord>> {
  const [index, partition] =
    q.whId === undefined
      ? ([2, recentStockPartition(orgId, entId)] as const)
      : ([1, warehouseStockPartition(orgId, entId, q.whId)] as const);
  const startKey = decodePageCursor(q.cursor, {
    tag: STOCK,
    orgId,
    pk: { is: stockPk(orgId, entId) },
    index: { number: index, partition },
    refusal: InventoryMessages.badCursor,
  });
  const page = await queryIndexPage<BalanceRecord>({
    index,
    partition,
    newestFirst: true,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  return pageAnswer(page.items, STOCK, page.lastKey);
}

/** I3: one item's balance in each warehouse of the branch (a handful of items). */
export const listItemBalances = (orgId: string, entId: string, itemId: string): Promise<BalanceRecord[]> =>
  queryAll<BalanceRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': stockPk(orgId, entId), ':prefix': itemBalancePrefix(itemId) },
    ConsistentRead: true,
  });

/** I4: an item's movements in the branch, newest first. */
export async function listMovements(
  orgId: string,
  entId: string,
  itemId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<Page<MovementRecord>> {
  const pk = movementPk(orgId, entId, itemId);
  const startKey = decodePageCursor(q.cursor, {
    tag: MOVEMENTS,
    orgId,
    pk: { is: pk },
    refusal: InventoryMessages.badCursor,
  });
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
      Limit: q.limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return pageAnswer(
    (answer.Items ?? []) as MovementRecord[],
    MOVEMENTS,
    answer.LastEvaluatedKey as StartKey | undefined,
  );
}

/** Every movement of an item and warehouse (tests and the bench check the invariant with it). */
export const allMovements = (orgId: string, entId: string, itemId: string): Promise<MovementRecord[]> =>
  queryAll<MovementRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': movementPk(orgId, entId, itemId) },
    ConsistentRead: true,
  });
