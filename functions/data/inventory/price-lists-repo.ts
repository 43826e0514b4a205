import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Messages } from '@shared/api/messages';
import { ItemMessages } from '@shared/inventory/item-messages';
import { db, tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import type { StartKey } from '../table/index-query';
import { nowIso } from '../table/keys';
import { queryAll } from '../table/query-all';
import { transact, type Write } from '../table/transact';
import { versionedUpdate } from '../table/versioned-update';
import { priceKey, priceListKey, priceListsPk, pricesPk } from './item-keys';
import type { Page } from './stock-repo';

/**
 * Price lists (docs/inventory-items.md §6, IM7–IM8): a header per list in the
 * organisation's lists partition, and the list's prices in a partition of its
 * own, one item per priced item, the price in integer paise. A change of prices
 * is one transaction with the header at its `ver` (which also keeps `Count`).
 * A list's customer category and validity also live in its category's cover
 * (price-list-covers.ts), written in the same transaction as the header.
 */

export type PriceListRecord = {
  _id: string;
  Name: string;
  Desc?: string;
  Act: boolean;
  /** The customer category it prices for (as customers carry it); absent: all customers. */
  CatId?: string;
  /** Valid from and to, inclusive (YYYY-MM-DD); absent: open. */
  From?: string;
  To?: string;
  Count: number;
  ver: number;
};
export type PriceRecord = { ItemId: string; PrP: number };

const stripList = (i: Record<string, unknown>): PriceListRecord => ({
  _id: String(i._id),
  Name: String(i.Name),
  ...(i.Desc ? { Desc: String(i.Desc) } : {}),
  Act: i.Act !== false,
  ...(i.CatId ? { CatId: String(i.CatId) } : {}),
  ...(i.From ? { From: String(i.From) } : {}),
  ...(i.To ? { To: String(i.To) } : {}),
  Count: Number(i.Count ?? 0),
  ver: Number(i.ver),
});

export async function listPriceLists(orgId: string): Promise<PriceListRecord[]> {
  const items = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': priceListsPk(orgId) },
    ConsistentRead: true,
  });
  return items.map(stripList).sort((a, b) => a.Name.localeCompare(b.Name));
}

export async function getPriceList(orgId: string, id: string): Promise<PriceListRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: priceListKey(orgId, id), ConsistentRead: true }),
  );
  return answer.Item ? stripList(answer.Item) : undefined;
}

/** A new list, with the cover writes of its category (`covers`) in the same transaction. */
export async function createPriceList(
  orgId: string,
  list: { _id: string; Name: string; Desc?: string; CatId?: string; From?: string; To?: string },
  covers: readonly Write[] = [],
) {
  const now = nowIso();
  const record = { ...list, Act: true, Count: 0, ver: 1 };
  await transact([
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...priceListKey(orgId, list._id), type: 'PriceList', ...record, CrAt: now, UpDt: now },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    ...covers,
  ]);
  return stripList(record);
}

/**
 * A change of the header at `ver` (`undefined` in `change` removes the field),
 * with its category covers in the same transaction; answers the list as written.
 */
export async function updatePriceList(
  orgId: string,
  list: PriceListRecord,
  ver: number,
  change: Readonly<Record<string, unknown>>,
  covers: readonly Write[] = [],
): Promise<PriceListRecord> {
  const set: Record<string, unknown> = { ...change, UpDt: nowIso() };
  await transact([
    versionedUpdate({ key: priceListKey(orgId, list._id), expectedVer: ver, set, conflict: Messages.conflict }),
    ...covers,
  ]);
  const merged: Record<string, unknown> = { ...list };
  for (const [k, v] of Object.entries(change)) merged[k] = v;
  return stripList({ ...merged, ver: ver + 1 });
}

/**
 * Sets (`PrP`) or removes (`undefined`) prices at the list's `ver`: the header's
 * `ver` and `Count` move in the same transaction, so two clerks' changes never
 * interleave (the second answers 409) and `Count` is always the prices stored.
 */
export async function changePrices(
  orgId: string,
  list: PriceListRecord,
  ver: number,
  prices: readonly { ItemId: string; PrP: number | undefined }[],
): Promise<void> {
  const stored = await batchGet(
    prices.map((p) => priceKey(orgId, list._id, p.ItemId)),
    true,
  );
  let count = list.Count;
  const writes: Write[] = prices.map((p, i): Write => {
    const had = stored[i] !== undefined;
    const key = priceKey(orgId, list._id, p.ItemId);
    if (p.PrP === undefined) {
      if (had) count -= 1;
      return { item: { Delete: { TableName: tableName(), Key: key } } };
    }
    if (!had) count += 1;
    return {
      item: { Put: { TableName: tableName(), Item: { ...key, type: 'ListPrice', ItemId: p.ItemId, PrP: p.PrP } } },
    };
  });
  await transact([
    versionedUpdate({
      key: priceListKey(orgId, list._id),
      expectedVer: ver,
      set: { Count: count, UpDt: nowIso() },
      conflict: Messages.conflict,
    }),
    ...writes,
  ]);
}

const PRICES = 'PRICES';

/** IM8: a page of a list's prices, by item id. */
export async function listPrices(
  orgId: string,
  listId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<Page<PriceRecord>> {
  const pk = pricesPk(orgId, listId);
  const startKey = decodePageCursor(q.cursor, { tag: PRICES, orgId, pk: { is: pk }, refusal: ItemMessages.badCursor });
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      Limit: q.limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const items = (answer.Items ?? []).map((i) => ({ ItemId: String(i.ItemId), PrP: Number(i.PrP) }));
  const last = answer.LastEvaluatedKey as StartKey | undefined;
  return last ? { items, next: encodePageCursor(PRICES, last) } : { items };
}
