import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import type { Key } from './keys';

const keyId = (key: Key): string => `${key.pk}\u0000${key.sk}`;

/**
 * Reads up to 100 items in one round trip (retrying unprocessed keys) and
 * returns them in the order of `wanted`, undefined where absent.
 */
export async function batchGet<T extends Record<string, unknown>>(
  wanted: readonly Key[],
  consistent = false,
): Promise<(T | undefined)[]> {
  if (wanted.length === 0) return [];
  const found = new Map<string, T>();
  const unique = [...new Map(wanted.map((k) => [keyId(k), { pk: k.pk, sk: k.sk }])).values()];
  let pending: Record<string, unknown>[] = unique;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
    if (attempt > 6) throw new Error('BatchGet kept returning unprocessed keys');
    const answer = await db().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: consistent } } }),
    );
    for (const item of answer.Responses?.[tableName()] ?? []) {
      found.set(keyId(item as Key), item as T);
    }
    pending = (answer.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
  }
  return wanted.map((k) => found.get(keyId(k)));
}

/**
 * Any number of keys, in the order of `wanted`: one BatchGetItem per 100 keys (DynamoDB's limit), sent side by
 * side, so a caller folds all the keys it needs into one round trip.
 */
export async function batchGetAll<T extends Record<string, unknown>>(
  wanted: readonly Key[],
): Promise<(T | undefined)[]> {
  const chunks: Key[][] = [];
  for (let i = 0; i < wanted.length; i += 100) chunks.push(wanted.slice(i, i + 100));
  return (await Promise.all(chunks.map((chunk) => batchGet<T>(chunk)))).flat();
}
