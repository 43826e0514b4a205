import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { filterText, recordSearchKeys } from '@shared/catalogue/search-keys';
import { db, tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import type { Key } from '../table/keys';
import { MAX_TRANSACTION_ITEMS, transact, type Write } from '../table/transact';
import { versionedPut } from '../table/versioned-update';
import {
  categoryPartition,
  descSortKey,
  indexItemKeys,
  isSystem,
  listPartition,
  orgOwner,
  overridesKey,
  recordKey,
  SYSTEM_OWNER,
  type CatalogueKind,
  type Owner,
} from './catalogue-keys';
import { KINDS, rowOf } from './catalogue-kinds';

/**
 * Catalogue records and their index items (docs/data-model-catalogue.md). A
 * record and every index key it needs are written in one transaction,
 * conditional on the record's `ver`; keys that no longer apply are deleted in
 * it, unchanged ones are left alone unless the row fields they carry changed.
 */

export type StoredRecord = Record<string, unknown> & {
  _id: string;
  Desc: string;
  Cat: string;
  Act: boolean;
  ver: number;
};
export type Found = { record: StoredRecord; own: boolean };

const STRIP = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type', 'Kind'];
export const toRecord = (item: Record<string, unknown>): StoredRecord =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !STRIP.includes(k))) as StoredRecord;

/** The stored item of a record: list key always, category key while active. */
export function recordItem(owner: Owner, kind: CatalogueKind, record: StoredRecord) {
  const sortKey = descSortKey(record.Desc, record._id);
  return {
    ...recordKey(owner, kind, record._id),
    type: 'CatalogueRecord',
    Kind: kind,
    ...record,
    gsi1pk: listPartition(owner, kind),
    gsi1sk: sortKey,
    ...(record.Act ? { gsi2pk: categoryPartition(owner, kind, record.Cat), gsi2sk: sortKey } : {}),
  };
}

/** The index items of a record (none while it is inactive): search keys with the row fields. */
export function indexItems(owner: Owner, kind: CatalogueKind, record: StoredRecord) {
  if (!record.Act) return [];
  const row = rowOf(kind, record);
  const Norm = filterText(record.Desc);
  return recordSearchKeys(record.Desc, KINDS[kind].codes(record)).map((key) => ({
    ...indexItemKeys(owner, kind, record._id, record.Desc, key),
    type: 'CatalogueIndex',
    Kind: kind,
    Norm,
    ...row,
  }));
}

/**
 * Creates (previous undefined) or replaces a record with its index items (and `also`, in the first transaction).
 * `expectedVer` is the stored record's ver (409 when someone saved first).
 * `copyOfSystem` marks an organisation's first copy of a system record, so the
 * system record leaves that organisation's lists and searches.
 */
export async function saveRecord(
  owner: Owner,
  kind: CatalogueKind,
  next: StoredRecord,
  previous: StoredRecord | undefined,
  copyOfSystem = false,
  also: readonly Write[] = [],
): Promise<StoredRecord> {
  const nextItems = indexItems(owner, kind, next);
  const previousItems = previous ? indexItems(owner, kind, previous) : [];
  const previousKeys = new Set(previousItems.map((i) => i.sk));
  const nextKeys = new Set(nextItems.map((i) => i.sk));
  const rowChanged =
    previous === undefined || JSON.stringify(rowOf(kind, previous)) !== JSON.stringify(rowOf(kind, next));
  const puts = nextItems.filter((i) => rowChanged || !previousKeys.has(i.sk));
  const deletes = previousItems.filter((i) => !nextKeys.has(i.sk));

  // `also`: writes that must commit with the record (an item's search rows, inventory item-search-rows.ts).
  const writes: Write[] = [versionedPut(recordItem(owner, kind, next), previous?.ver), ...also];
  if (copyOfSystem && !isSystem(owner)) {
    writes.push({
      item: {
        Update: {
          TableName: tableName(),
          Key: overridesKey(owner.orgId, kind),
          UpdateExpression: 'ADD #ids :id',
          ExpressionAttributeNames: { '#ids': 'Ids' },
          ExpressionAttributeValues: { ':id': new Set([next._id]) },
        },
      },
    });
  }
  const rest: Write[] = [
    ...puts.map((Item): Write => ({ item: { Put: { TableName: tableName(), Item } } })),
    ...deletes.map((i): Write => ({ item: { Delete: { TableName: tableName(), Key: { pk: i.pk, sk: i.sk } } } })),
  ];
  // A record and its keys fit one transaction (at most 12 words × 7 prefixes + codes);
  // only a description rewritten from end to end can exceed 100 items, and then the
  // remaining unconditional index writes follow at once in further transactions.
  const first = [...writes, ...rest.splice(0, MAX_TRANSACTION_ITEMS - writes.length)];
  await transact(first);
  while (rest.length > 0) await transact(rest.splice(0, MAX_TRANSACTION_ITEMS));
  return next;
}

/** One record of one owner, consistent. */
export async function getRecord(owner: Owner, kind: CatalogueKind, id: string): Promise<StoredRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: recordKey(owner, kind, id), ConsistentRead: true }),
  );
  return answer.Item ? toRecord(answer.Item) : undefined;
}

/**
 * The record an organisation sees under an id: its own, or (unless it uses only
 * its own catalogue) the system's. One BatchGetItem.
 */
export async function getVisibleRecord(
  orgId: string,
  ownOnly: boolean,
  kind: CatalogueKind,
  id: string,
): Promise<Found | undefined> {
  if (ownOnly) {
    const record = await getRecord(orgOwner(orgId), kind, id);
    return record ? { record, own: true } : undefined;
  }
  const [own, system] = await batchGet<Record<string, unknown>>(
    [recordKey(orgOwner(orgId), kind, id), recordKey(SYSTEM_OWNER, kind, id)],
    true,
  );
  if (own) return { record: toRecord(own), own: true };
  return system ? { record: toRecord(system), own: false } : undefined;
}

/** The keys one id is read under as the organisation sees it: its own record, then (unless own only) the system's. */
export const visibleRecordKeys = (orgId: string, ownOnly: boolean, kind: CatalogueKind, id: string): Key[] =>
  ownOnly
    ? [recordKey(orgOwner(orgId), kind, id)]
    : [recordKey(orgOwner(orgId), kind, id), recordKey(SYSTEM_OWNER, kind, id)];

/** The record found under `visibleRecordKeys` (the items read, in that order): the own copy first. */
export function visibleFrom(items: readonly (Record<string, unknown> | undefined)[]): Found | undefined {
  const [own, system] = items;
  if (own) return { record: toRecord(own), own: true };
  return system ? { record: toRecord(system), own: false } : undefined;
}

/** Many records by id as the organisation sees them (own copy first), in the order asked; one BatchGetItem per 50 ids. */
export async function getVisibleRecords(
  orgId: string,
  ownOnly: boolean,
  kind: CatalogueKind,
  ids: readonly string[],
): Promise<(Found | undefined)[]> {
  const out: (Found | undefined)[] = [];
  const per = ownOnly ? 1 : 2;
  for (let i = 0; i < ids.length; i += 50) {
    const chunk = ids.slice(i, i + 50);
    const items = await batchGet<Record<string, unknown>>(
      chunk.flatMap((id) => visibleRecordKeys(orgId, ownOnly, kind, id)),
    );
    chunk.forEach((_, j) => out.push(visibleFrom(items.slice(per * j, per * (j + 1)))));
  }
  return out;
}

/** Ids of the system records an organisation keeps its own copies of. */
export async function getOverrides(orgId: string, kind: CatalogueKind): Promise<ReadonlySet<string>> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: overridesKey(orgId, kind) }));
  const ids = answer.Item?.Ids as Set<string> | undefined;
  return ids ?? new Set();
}
