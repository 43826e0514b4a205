import { Messages } from '@shared/api/messages';
import { ItemMessages } from '@shared/inventory/item-messages';
import type { UoMConversion } from '@shared/inventory/uom';
import { tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso, orgPk } from '../table/keys';
import { queryAll } from '../table/query-all';
import { transact, type Write } from '../table/transact';
import { versionedPut, versionedUpdate } from '../table/versioned-update';
import {
  itemKey,
  itemPk,
  itemsPartition,
  itemsSortKey,
  ITEM_SK,
  reorderKey,
  reorderPartition,
  reorderPrefix,
  reorderSortKey,
} from './item-keys';
import { claimSkuWrite, releaseSkuWrite, skuOf } from './item-sku-repo';
import { itemSearchRows, itemSearchWrites, partAsReadCheck } from './item-search-rows';
import { visibleFrom, visibleRecordKeys, type Found } from '../catalogue/record-repo';
import type { Page } from './stock-repo';

/**
 * The inventory item record and its reorder levels (docs/inventory-items.md §2,
 * IM1–IM4). The record holds only what inventory needs beyond the catalogue part
 * (group, tracking, unit conversions); code, description, HSN, unit and price stay
 * on the part. Every change is conditional: a new item only if absent, an edit at
 * the `ver` read, its reorder levels in the same transaction.
 */

export type ItemRecord = {
  ItemId: string;
  /** The stock keeping unit code (setting `SKU`), unique in the organisation (item-sku-repo.ts). */
  SKU?: string;
  Grp?: string;
  Track?: 'BN' | 'SN';
  UoMs?: UoMConversion[];
  /** Attribute and custom field values by list entry id (shared/inventory/item-values.ts). */
  Attrs?: Record<string, string>;
  CFs?: Record<string, string | number>;
  /** The unit cost (cost price) in paise: cost of goods at unit cost (report 502, docs/books.md §6.11). */
  UnCostP?: number;
  Act: boolean;
  ver: number;
  CrAt: string;
  CrBy: string;
  UpDt: string;
};

export type ReorderRecord = { ItemId: string; EntId: string; WhId: string; LvlQ: number; QtyQ: number };
export type ReorderLevel = Omit<ReorderRecord, 'ItemId' | 'EntId'>;

const itemItem = (orgId: string, item: ItemRecord) => ({
  ...itemKey(orgId, item.ItemId),
  type: 'InventoryItem',
  gsi1pk: itemsPartition(orgId),
  gsi1sk: itemsSortKey(item.UpDt, item.ItemId),
  ...item,
});

const levelItem = (orgId: string, r: ReorderRecord) => ({
  ...reorderKey(orgId, r.ItemId, r.EntId, r.WhId),
  type: 'ReorderLevel',
  gsi1pk: reorderPartition(orgId, r.EntId),
  gsi1sk: reorderSortKey(r.ItemId, r.WhId),
  ...r,
});

const strip = <T extends Record<string, unknown>>(item: T): T => {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, type: _t, ...rest } = item;
  return rest as T;
};

/** IM1: the item and this branch's reorder levels (one consistent Query of the item's partition). */
export async function getItem(
  orgId: string,
  entId: string,
  itemId: string,
): Promise<{ item: ItemRecord; levels: ReorderRecord[] } | undefined> {
  const all = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': itemPk(orgId, itemId) },
    ConsistentRead: true,
  });
  const head = all.find((i) => i.sk === ITEM_SK);
  if (!head) return undefined;
  const levels = all
    .filter((i) => String(i.sk).startsWith(reorderPrefix(entId)))
    .map((i) => strip(i) as unknown as ReorderRecord);
  return { item: strip(head) as unknown as ItemRecord, levels };
}

/** Several items by id (the list of a search, an import), undefined where absent. */
export const getItems = async (orgId: string, ids: readonly string[]): Promise<(ItemRecord | undefined)[]> =>
  (await batchGet<Record<string, unknown>>(ids.map((id) => itemKey(orgId, id)))).map((i) =>
    i ? (strip(i) as unknown as ItemRecord) : undefined,
  );

const ITEMS = 'ITEMS';

/** IM2: the organisation's items, most recently changed first. */
export async function listItems(
  orgId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<Page<ItemRecord>> {
  const partition = itemsPartition(orgId);
  const startKey = decodePageCursor(q.cursor, {
    tag: ITEMS,
    orgId,
    pk: { startsWith: `${orgPk(orgId)}#ITEM#` },
    index: { number: 1, partition },
    refusal: ItemMessages.badCursor,
  });
  const page = await queryIndexPage<Record<string, unknown>>({
    index: 1,
    partition,
    newestFirst: true,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  const items = page.items.map((i) => strip(i) as unknown as ItemRecord);
  return page.lastKey ? { items, next: encodePageCursor(ITEMS, page.lastKey) } : { items };
}

const levelWrites = (
  orgId: string,
  entId: string,
  itemId: string,
  current: readonly ReorderRecord[],
  next: readonly ReorderLevel[] | undefined,
): Write[] => {
  if (next === undefined) return [];
  const kept = new Set(next.map((l) => l.WhId));
  return [
    ...current
      .filter((l) => !kept.has(l.WhId))
      .map((l): Write => ({
        item: { Delete: { TableName: tableName(), Key: reorderKey(orgId, itemId, entId, l.WhId) } },
      })),
    ...next.map((l): Write => ({
      item: { Put: { TableName: tableName(), Item: levelItem(orgId, { ...l, ItemId: itemId, EntId: entId }) } },
    })),
  ];
};

/** A change of code frees the old one and claims the new one in the item's transaction (one write when only its case changes). */
const skuWrites = (orgId: string, item: ItemRecord, next: string | null | undefined): Write[] => {
  if (next === undefined || next === item.SKU) return [];
  const sameKey = next !== null && item.SKU !== undefined && skuOf(next) === skuOf(item.SKU);
  return [
    ...(item.SKU !== undefined && !sameKey ? [releaseSkuWrite(orgId, item.SKU, item.ItemId)] : []),
    ...(next !== null ? [claimSkuWrite(orgId, next, item.ItemId, ItemMessages.skuTaken(next))] : []),
  ];
};

/** The item's part as the item search index shows it: the organisation's own copy, else the system's. */
const partOfItem = async (orgId: string, itemId: string): Promise<Found | undefined> =>
  visibleFrom(await batchGet<Record<string, unknown>>(visibleRecordKeys(orgId, false, 'PART', itemId), true));

/**
 * The item search rows (item-search-rows.ts) going from the item as it was to as it will be, with the
 * check that the part is still as read (a part edited meanwhile cancels this change: 409).
 */
async function searchWrites(
  orgId: string,
  before: ItemRecord | undefined,
  after: ItemRecord,
  known: Found | undefined,
): Promise<Write[]> {
  const part = known ?? (await partOfItem(orgId, after.ItemId));
  if (!part) return [];
  return [
    ...itemSearchWrites(itemSearchRows(orgId, part, before), itemSearchRows(orgId, part, after)),
    partAsReadCheck(orgId, part, Messages.conflict),
  ];
}

/**
 * A new item, only if the part is not one already, with this branch's reorder levels and its item search
 * rows; one transaction. `part`: the part as the caller read it (read here when not given).
 */
export async function createItem(
  orgId: string,
  entId: string,
  item: Omit<ItemRecord, 'ver' | 'CrAt' | 'UpDt'>,
  levels: readonly ReorderLevel[] = [],
  part?: Found,
): Promise<ItemRecord> {
  const now = nowIso();
  const record: ItemRecord = { ...item, ver: 1, CrAt: now, UpDt: now };
  await transact([
    versionedPut(itemItem(orgId, record), undefined, ItemMessages.alreadyItem),
    ...(item.SKU ? [claimSkuWrite(orgId, item.SKU, item.ItemId, ItemMessages.skuTaken(item.SKU))] : []),
    ...levelWrites(orgId, entId, item.ItemId, [], levels),
    ...(await searchWrites(orgId, undefined, record, part)),
  ]);
  return record;
}

export type ItemChange = {
  SKU?: string | null;
  Grp?: string | null;
  Track?: 'BN' | 'SN' | null;
  UoMs?: UoMConversion[];
  Attrs?: Record<string, string>;
  CFs?: Record<string, string | number>;
  UnCostP?: number | null;
  Act?: boolean;
};

/**
 * An edit made at `ver`: only the fields named change (`null` removes), and when
 * `levels` is given, this branch's reorder levels become exactly those; one
 * transaction, 409 when someone else saved the item first.
 */
export async function updateItem(
  orgId: string,
  entId: string,
  current: { item: ItemRecord; levels: readonly ReorderRecord[] },
  ver: number,
  change: ItemChange,
  levels: readonly ReorderLevel[] | undefined,
  part?: Found,
): Promise<void> {
  const now = nowIso();
  const set: Record<string, unknown> = { UpDt: now, gsi1sk: itemsSortKey(now, current.item.ItemId) };
  for (const [name, value] of Object.entries(change)) if (value !== undefined) set[name] = value ?? undefined;
  const after = { ...current.item } as Record<string, unknown>;
  for (const [name, value] of Object.entries(change)) if (value !== undefined) after[name] = value ?? undefined;
  await transact([
    versionedUpdate({ key: itemKey(orgId, current.item.ItemId), expectedVer: ver, set, conflict: Messages.conflict }),
    ...skuWrites(orgId, current.item, change.SKU),
    ...levelWrites(orgId, entId, current.item.ItemId, current.levels, levels),
    ...(await searchWrites(orgId, current.item, after as ItemRecord, part)),
  ]);
}
