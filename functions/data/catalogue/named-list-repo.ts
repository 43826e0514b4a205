import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import type { Key } from '../table/keys';
import { queryAll } from '../table/query-all';
import { transact, type Write } from '../table/transact';
import { versionedDelete, versionedPut } from '../table/versioned-update';
import { orgOwner, ownerPk } from './catalogue-keys';

/**
 * The organisation's short catalogue lists, each a handful to a few hundred items
 * read with one Query: service categories (`SCAT`), work-order types (`WOT`),
 * makes (`MAKE`), models (`MODEL`), labour rates per guide (`RATE`) and fixed
 * operation prices per guide (`PRICE#<ltg>`). Keys `ORG#<o>#CAT / <LIST>#<id>`.
 * The system's versions of these lists are shipped constants, not items.
 */
export type ListName = 'SCAT' | 'WOT' | 'MAKE' | 'MODEL' | 'RATE' | `PRICE#${string}`;
export type ListItem = Record<string, unknown> & { _id: string; ver: number };

export const listItemKey = (orgId: string, list: ListName, id: string): Key => ({
  pk: ownerPk(orgOwner(orgId)),
  sk: `${list}#${id}`,
});

const STRIP = new Set(['pk', 'sk', 'type', 'List']);
const toListItem = (item: Record<string, unknown>): ListItem =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !STRIP.has(k))) as ListItem;

/** Every item of one list (one Query, paged by DynamoDB only past 1 MB). */
export async function listItems(orgId: string, list: ListName): Promise<ListItem[]> {
  const items = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': ownerPk(orgOwner(orgId)), ':sk': `${list}#` },
    ConsistentRead: true,
  });
  return items.map(toListItem);
}

export async function getListItem(orgId: string, list: ListName, id: string): Promise<ListItem | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: listItemKey(orgId, list, id), ConsistentRead: true }),
  );
  return answer.Item ? toListItem(answer.Item) : undefined;
}

/**
 * The key that claims a name in a list (within a scope: a model's make), so two
 * records of one list never share a name, even when two people save at once.
 */
export const listNameKey = (orgId: string, list: ListName, scope: string, name: string): Key => ({
  pk: ownerPk(orgOwner(orgId)),
  sk: `NAME#${list}#${scope}#${name.trim().replace(/\s+/g, ' ').toLowerCase()}`,
});

/**
 * Writes an item: new when `expectedVer` is undefined, else only while still at
 * that ver (409); `with` are more writes of the same change (name claims).
 */
export async function putListItem(
  orgId: string,
  list: ListName,
  item: ListItem,
  expectedVer: number | undefined,
  withWrites: readonly Write[] = [],
): Promise<ListItem> {
  await transact([
    versionedPut(
      { ...listItemKey(orgId, list, item._id), type: 'CatalogueListItem', List: list, ...item },
      expectedVer,
    ),
    ...withWrites,
  ]);
  return item;
}

/** Writes many new items, 100 per transaction (imports, the demo seed). */
export async function putNewListItems(orgId: string, list: ListName, items: readonly ListItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += 100) {
    await transact(
      items
        .slice(i, i + 100)
        .map((item) =>
          versionedPut(
            { ...listItemKey(orgId, list, item._id), type: 'CatalogueListItem', List: list, ...item },
            undefined,
          ),
        ),
    );
  }
}

/** Removes an item while still at `expectedVer` (a fixed price cleared). */
export async function deleteListItem(orgId: string, list: ListName, id: string, expectedVer: number): Promise<void> {
  await transact([versionedDelete(listItemKey(orgId, list, id), expectedVer)]);
}
