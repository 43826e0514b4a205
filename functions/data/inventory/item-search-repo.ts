import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { ItemMessages } from '@shared/inventory/item-messages';
import { normaliseCode, searchPlan, searchWords, MIN_PREFIX } from '@shared/catalogue/search-keys';
import { db, tableName } from '../../lib/aws-clients';
import { visibleFrom, visibleRecordKeys } from '../catalogue/record-repo';
import { batchGetAll } from '../table/batch-get';
import { decodeCursor, encodeCursor } from '../table/cursor';
import { queryAll } from '../table/query-all';
import { transact, type Write } from '../table/transact';
import { itemsPartition } from './item-keys';
import type { ItemRecord } from './items-repo';
import { itemSearchPk, itemSearchRows, KIND_ORDER, type ItemSearchRow, type StoredSearchRow } from './item-search-rows';

/**
 * IS1 read (docs/inventory-items.md §13.2): the items whose code, SKU or a word of the description
 * starts with the typed text, in ONE Query of the organisation's item search partition. A text of
 * one word, or holding a digit, is read as a code (`OF-611` → `of611`, which also finds a word or SKU
 * starting so); a text of several words queries its longest word and post-filters on the others.
 */

export type ItemSearchPlan = { prefix: string; filters: string[] };

export function itemSearchPlan(typed: string): ItemSearchPlan | undefined {
  if (searchWords(typed).length <= 1 || /\d/.test(typed)) {
    const prefix = normaliseCode(typed);
    return prefix.length >= MIN_PREFIX ? { prefix, filters: [] } : undefined;
  }
  // Several words: the catalogue's word plan (its longest word, the others post-filtered).
  const word = searchPlan(typed).word;
  return word ? { prefix: word.key, filters: [...word.filters] } : undefined;
}

const TAG = 'ISRCH';

function startKeyOf(orgId: string, plan: ItemSearchPlan, cursor: string | undefined) {
  if (cursor === undefined || cursor === '') return undefined;
  const sk = decodeCursor(cursor, TAG, ItemMessages.badCursor);
  // A cursor names a sort key of this search only: never another partition or another prefix.
  if (typeof sk !== 'string' || !sk.startsWith(plan.prefix))
    throw new ApiError(ErrorCode.BadRequest, ItemMessages.badCursor);
  return { pk: itemSearchPk(orgId), sk };
}

/** Whether `Next` is a cursor of this index (else it is the catalogue search's, the fallback's). */
export function isItemSearchCursor(cursor: string | undefined): boolean {
  if (!cursor) return false;
  try {
    decodeCursor(cursor, TAG, ItemMessages.badCursor);
    return true;
  } catch {
    return false;
  }
}

/**
 * One page of distinct items for the plan: one Query reading up to three rows an item asked (an item
 * may match by several tokens); the SKU matches first, then the code matches, then the word matches.
 * A row's item already listed on an earlier page may appear again after a page boundary (rare: an item
 * matching by two tokens that straddle it).
 */
export async function queryItemSearch(
  orgId: string,
  plan: ItemSearchPlan,
  page: { limit: number; cursor?: string | undefined; ownOnly: boolean },
): Promise<{ rows: ItemSearchRow[]; next?: string }> {
  const startKey = startKeyOf(orgId, plan, page.cursor);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': itemSearchPk(orgId), ':p': plan.prefix };
  const filters = plan.filters.map((w, i) => {
    names['#n'] = 'Norm';
    values[`:w${i}`] = ` ${w}`;
    return `contains(#n, :w${i})`;
  });
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ...(filters.length > 0 ? { FilterExpression: filters.join(' AND '), ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
      Limit: Math.min(page.limit * 3, 300),
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const found = (answer.Items ?? []) as StoredSearchRow[];
  const byItem = new Map<string, StoredSearchRow>();
  let last: string | undefined;
  let stopped = false;
  for (const row of found) {
    if (byItem.size >= page.limit && !byItem.has(row.ItemId)) {
      stopped = true;
      break;
    }
    last = row.sk;
    if (page.ownOnly && !row.Own) continue;
    const seen = byItem.get(row.ItemId);
    if (!seen || KIND_ORDER[row.Kind] < KIND_ORDER[seen.Kind]) byItem.set(row.ItemId, row);
  }
  const lastKey = answer.LastEvaluatedKey?.sk as string | undefined;
  const next = stopped ? last : lastKey;
  const rows = [...byItem.values()]
    .map((row, at) => ({ row, at }))
    .sort((a, b) => KIND_ORDER[a.row.Kind] - KIND_ORDER[b.row.Kind] || a.at - b.at)
    .map(({ row: { pk: _pk, sk: _sk, type: _t, ...rest } }) => rest as ItemSearchRow & { type?: string });
  return { rows, ...(next ? { next: encodeCursor(TAG, next) } : {}) };
}

/**
 * The backfill (and the repair after a shipped system catalogue changed the parts' facts): every item of
 * the organisation (IM2) with its part, own copy first, and the rows they call for; rows no item calls for
 * any more are deleted. Not one transaction (it is run on an organisation at rest: the demo's seed, a
 * deployment step); each item's rows are put whole. Returns the rows written and deleted.
 */
export async function rebuildItemSearch(orgId: string): Promise<{ items: number; put: number; deleted: number }> {
  const [items, stored] = await Promise.all([
    queryAll<ItemRecord & { pk: string; sk: string }>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': itemsPartition(orgId) },
    }),
    queryAll<StoredSearchRow>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': itemSearchPk(orgId) },
      ProjectionExpression: 'pk, sk',
    }),
  ]);
  const keys = items.flatMap((i) => visibleRecordKeys(orgId, false, 'PART', i.ItemId));
  const parts = await batchGetAllInChunks(keys);
  const wanted = items.flatMap((item, i) => itemSearchRows(orgId, visibleFrom(parts.slice(2 * i, 2 * i + 2)), item));
  const keep = new Set(wanted.map((r) => r.sk));
  const writes: Write[] = [
    ...stored
      .filter((r) => !keep.has(r.sk))
      .map((r): Write => ({ item: { Delete: { TableName: tableName(), Key: { pk: r.pk, sk: r.sk } } } })),
    ...wanted.map((Item): Write => ({ item: { Put: { TableName: tableName(), Item } } })),
  ];
  // In small transactions, so a large organisation's rebuild never meets the 100-item limit or a hot retry.
  for (let i = 0; i < writes.length; i += 25) await transact(writes.slice(i, i + 25));
  return { items: items.length, put: wanted.length, deleted: writes.length - wanted.length };
}

async function batchGetAllInChunks(keys: readonly { pk: string; sk: string }[]) {
  const out: (Record<string, unknown> | undefined)[] = [];
  for (let i = 0; i < keys.length; i += 1000) out.push(...(await batchGetAll(keys.slice(i, i + 1000))));
  return out;
}
