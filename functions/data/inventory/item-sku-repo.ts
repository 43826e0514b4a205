import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { orgPk, type Key } from '../table/keys';
import type { Write } from '../table/transact';

/**
 * The organisation's stock keeping unit codes (docs/inventory-items.md §13, IM9):
 * one guard item per code, keyed by the code as compared (trimmed, upper case),
 * naming the item that holds it. The guard is written only if absent in the same
 * transaction as the item, so two items can never hold one code, even when two
 * clerks save at the same instant; the same partition answers a code's prefix
 * search (the item lookups) with one Query.
 */

export const skuOf = (code: string): string => code.trim().toUpperCase();
const skusPk = (orgId: string): string => `${orgPk(orgId)}#ITEMSKU`;
const SKU_PREFIX = 'SKU#';
export const skuKey = (orgId: string, code: string): Key => ({ pk: skusPk(orgId), sk: `${SKU_PREFIX}${skuOf(code)}` });

/** Claims the code for the item: refused with `taken` (409 on `SKU`) when another item holds it. */
export const claimSkuWrite = (orgId: string, code: string, itemId: string, taken: string): Write => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { ...skuKey(orgId, code), type: 'ItemSku', SKU: code.trim(), ItemId: itemId },
      ConditionExpression: 'attribute_not_exists(pk) OR ItemId = :item',
      ExpressionAttributeValues: { ':item': itemId },
    },
  },
  conflict: taken,
  conflictField: 'SKU',
});

/** Frees the item's former code (only while it is still the item's). */
export const releaseSkuWrite = (orgId: string, code: string, itemId: string): Write => ({
  item: {
    Delete: {
      TableName: tableName(),
      Key: skuKey(orgId, code),
      ConditionExpression: 'ItemId = :item',
      ExpressionAttributeValues: { ':item': itemId },
    },
  },
});

/** IM9: the items whose code starts with `text` (case aside), by code; one Query of at most `limit`. */
export async function itemIdsBySku(orgId: string, text: string, limit: number): Promise<string[]> {
  const prefix = skuOf(text);
  if (prefix === '') return [];
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': skusPk(orgId), ':sk': `${SKU_PREFIX}${prefix}` },
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map((i) => String(i.ItemId));
}

/** The item holding the code, if any (a check before a new part is made for an item, so a taken code makes nothing). */
export async function skuHolder(orgId: string, code: string): Promise<string | undefined> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: skuKey(orgId, code), ConsistentRead: true }),
  );
  return found.Item ? String(found.Item.ItemId) : undefined;
}
