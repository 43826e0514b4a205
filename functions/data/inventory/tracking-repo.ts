import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { db, tableName } from '../../lib/aws-clients';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { indexKeyNames } from '../table/index-query';
import { queryAll } from '../table/query-all';
import { stockPk } from './inventory-keys';
import type { Page } from './stock-repo';
import { expiringPartition, itemBatchPrefix, itemSerialPrefix } from './tracking-keys';
import type { BatchRecord, SerialRecord } from './tracking-writes';

/**
 * Reads of batches and serials (docs/inventory-batches.md §1): an item's
 * batches and serials in the branch (B1, S1: one Query each of the stock
 * partition, side by side), and the branch's batches by expiry (B3, GSI1).
 */

/** B1 + S1: the item's batches with stock in every warehouse, and its serial numbers (in stock or where they went). */
export async function readItemTracking(
  orgId: string,
  entId: string,
  itemId: string,
): Promise<{ batches: BatchRecord[]; serials: SerialRecord[] }> {
  const read = <T>(prefix: string) =>
    queryAll<T>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': stockPk(orgId, entId), ':prefix': prefix },
      ConsistentRead: true,
    });
  const [batches, serials] = await Promise.all([
    read<BatchRecord>(itemBatchPrefix(itemId)),
    read<SerialRecord>(itemSerialPrefix(itemId)),
  ]);
  return { batches: batches.filter((b) => b.OnHand > 0), serials };
}

const EXPIRING = 'EXPIRING';

/** B3: the branch's batches that expire on or before `through` (expired ones included), soonest first, paged. */
export async function listExpiringBatches(
  orgId: string,
  entId: string,
  q: { through: string; limit: number; cursor?: string | undefined },
): Promise<Page<BatchRecord>> {
  const partition = expiringPartition(orgId, entId);
  const startKey = decodePageCursor(q.cursor, {
    tag: EXPIRING,
    orgId,
    pk: { is: stockPk(orgId, entId) },
    index: { number: 1, partition },
    refusal: InventoryMessages.badCursor,
  });
  const index = indexKeyNames(1);
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.name,
      KeyConditionExpression: '#pk = :pk AND #sk < :to',
      ExpressionAttributeNames: { '#pk': index.pk, '#sk': index.sk },
      // The sort key starts with the date: every key of that day sorts before `<day>$` ('$' follows '#').
      ExpressionAttributeValues: { ':pk': partition, ':to': `${q.through}$` },
      Limit: q.limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const items = (answer.Items ?? []) as BatchRecord[];
  return answer.LastEvaluatedKey
    ? { items, next: encodePageCursor(EXPIRING, answer.LastEvaluatedKey as Record<string, string>) }
    : { items };
}
