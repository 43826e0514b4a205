import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import type { Key } from './keys';

/** DynamoDB's limit on the writes of one BatchWriteItem. */
const BATCH = 25;

/** Sends write requests 25 per BatchWriteItem, a few batches at a time, retrying unprocessed ones. */
async function writeAll(requests: readonly Record<string, unknown>[], parallel: number): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < requests.length; i += BATCH) batches.push(requests.slice(i, i + BATCH));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < batches.length) {
      let pending = batches[next++] ?? [];
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

/**
 * Puts many items, 25 per BatchWriteItem, a few batches at a time, retrying
 * unprocessed ones. Unconditional: for seeding and bulk loads of items nobody
 * else writes (the system catalogue, bench data), never for editable records.
 */
export const putAll = (items: readonly (Key & Record<string, unknown>)[], parallel = 4): Promise<void> =>
  writeAll(
    items.map((Item) => ({ PutRequest: { Item } })),
    parallel,
  );

/**
 * Deletes many items by key, 25 per BatchWriteItem. Unconditional: only for
 * keys nobody else can hold (a failed change's own written-ahead revisions).
 */
export const deleteAll = (keys: readonly Key[], parallel = 4): Promise<void> =>
  writeAll(
    keys.map((k) => ({ DeleteRequest: { Key: { pk: k.pk, sk: k.sk } } })),
    parallel,
  );
