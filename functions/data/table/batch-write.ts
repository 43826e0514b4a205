import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import type { Key } from './keys';

/** DynamoDB's limit on the writes of one BatchWriteItem. */
const BATCH = 25;

/**
 * Puts many items, 25 per BatchWriteItem, a few batches at a time, retrying
 * unprocessed ones. Unconditional: for seeding and bulk loads of items nobody
 * else writes (the system catalogue, bench data), never for editable records.
 */
export async function putAll(items: readonly (Key & Record<string, unknown>)[], parallel = 4): Promise<void> {
  const batches: (Key & Record<string, unknown>)[][] = [];
  for (let i = 0; i < items.length; i += BATCH) batches.push(items.slice(i, i + BATCH));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < batches.length) {
      const batch = batches[next++] ?? [];
      let pending: Record<string, unknown>[] = batch.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** Math.min(attempt, 6)));
        if (attempt > 10) throw new Error('BatchWrite kept returning unprocessed items');
        const answer = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
        pending = (answer.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined) ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, batches.length) }, worker));
}
