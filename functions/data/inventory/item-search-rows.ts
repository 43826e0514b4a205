import { indexedWords, MIN_PREFIX, normaliseCode, filterText } from '@shared/catalogue/search-keys';
import { tableName } from '../../lib/aws-clients';
import { recordKey, orgOwner } from '../catalogue/catalogue-keys';
import type { Found } from '../catalogue/record-repo';
import { orgPk, type Key } from '../table/keys';
import type { Write } from '../table/transact';
import { itemKey } from './item-keys';
import type { ItemRecord } from './items-repo';

/**
 * The counter's item search index (docs/inventory-items.md §13.2): one row per active item of the
 * organisation × search token (its code, its SKU, each indexed word of its description), all in one
 * partition of the organisation, so the sale search as typed is one Query `begins_with(sk, <typed>)`.
 * Each row carries everything a counter line shows (the part's row fields, the item's SKU, units and
 * tracking), so nothing more is read for a branch without price lists. The rows are written in the
 * same transaction as whatever changes what they show: the item (create, edit) and the part (edit,
 * deactivate); each of those transactions also checks the other record is as it was read, so a part
 * edited while its item is edited cannot leave a row with the old facts.
 */

/** IS1: the organisation's item search partition. */
export const itemSearchPk = (orgId: string): string => `${orgPk(orgId)}#ITEMSRCH`;

/** S: the SKU, C: the part code, W: a word of the description (the answer's order of kinds). */
export type TokenKind = 'S' | 'C' | 'W';
export const KIND_ORDER: Record<TokenKind, number> = { S: 0, C: 1, W: 2 };

/** What an index row shows: the part's row fields and the item's facts. */
export type ItemSearchRow = {
  ItemId: string;
  PCode: string;
  Desc: string;
  Cat?: string;
  Make?: string;
  HSN?: string;
  UoM?: string;
  UnPr: number;
  TCode?: number;
  SKU?: string;
  UoMs?: ItemRecord['UoMs'];
  Track?: ItemRecord['Track'];
  /** The part is the organisation's own (a branch on its own catalogue, `Manf OWN`, shows only these). */
  Own: boolean;
  /** The description's words for the post-filter of a text of several words (search-keys.ts `filterText`). */
  Norm: string;
  Kind: TokenKind;
};

export type StoredSearchRow = ItemSearchRow & Key & { type?: string };

/** A token's sort key: the token, then the item and kind, so one item's tokens never collide. */
export const searchSortKey = (token: string, itemId: string, kind: TokenKind): string => `${token}#${itemId}#${kind}`;

/** The tokens of an item: its code and SKU normalised (search-keys.ts `normaliseCode`) and its indexed words. */
export function itemTokens(pCode: string, sku: string | undefined, desc: string): { token: string; kind: TokenKind }[] {
  const out = new Map<string, TokenKind>();
  const add = (token: string, kind: TokenKind) => {
    if (token.length >= MIN_PREFIX && !out.has(`${token}#${kind}`)) out.set(`${token}#${kind}`, kind);
  };
  if (sku) add(normaliseCode(sku), 'S');
  add(normaliseCode(pCode), 'C');
  for (const word of indexedWords(desc)) add(word, 'W');
  return [...out.entries()].map(([key, kind]) => ({ token: key.slice(0, key.lastIndexOf('#')), kind }));
}

const ROW_FIELDS = ['Cat', 'Make', 'HSN', 'UoM', 'TCode'] as const;

/** The rows of an item as its part stands (none while either is inactive or the item is absent). */
export function itemSearchRows(
  orgId: string,
  part: Found | undefined,
  item: ItemRecord | undefined,
): StoredSearchRow[] {
  if (!part || !item || part.record.Act === false || item.Act === false) return [];
  const r = part.record;
  // The part's row fields as the catalogue's rows carry them (part-calls.ts ROW_FIELDS), then the item's.
  const fields = Object.fromEntries(ROW_FIELDS.filter((f) => r[f] !== undefined).map((f) => [f, r[f]]));
  const base = {
    ...fields,
    ItemId: item.ItemId,
    PCode: String(r.PCode ?? ''),
    Desc: r.Desc,
    UnPr: Number(r.UnPr ?? 0),
    ...(item.SKU ? { SKU: item.SKU } : {}),
    ...(item.UoMs?.length ? { UoMs: item.UoMs } : {}),
    ...(item.Track ? { Track: item.Track } : {}),
    Own: part.own,
    Norm: filterText(r.Desc),
  };
  return itemTokens(base.PCode, item.SKU, r.Desc).map(({ token, kind }) => ({
    pk: itemSearchPk(orgId),
    sk: searchSortKey(token, item.ItemId, kind),
    type: 'ItemSearch',
    ...base,
    Kind: kind,
  }));
}

const shown = ({ pk: _pk, sk: _sk, Kind: _k, ...rest }: StoredSearchRow): string => JSON.stringify(rest);

/**
 * The writes that take an item's rows from `before` to `after`: rows no longer wanted deleted, new ones
 * put, and every kept one put again when what the rows show changed (at most 2 × 14 writes).
 */
export function itemSearchWrites(before: readonly StoredSearchRow[], after: readonly StoredSearchRow[]): Write[] {
  const had = new Set(before.map((r) => r.sk));
  const wanted = new Set(after.map((r) => r.sk));
  const changed = before.length === 0 || after.length === 0 || shown(before[0]!) !== shown(after[0]!);
  return [
    ...before
      .filter((r) => !wanted.has(r.sk))
      .map((r): Write => ({ item: { Delete: { TableName: tableName(), Key: { pk: r.pk, sk: r.sk } } } })),
    ...after
      .filter((r) => changed || !had.has(r.sk))
      .map((r): Write => ({ item: { Put: { TableName: tableName(), Item: r } } })),
  ];
}

/**
 * The part is still as read: its own record at the `ver` read, or (a system part) still without an own
 * copy. Written beside an item's rows, so a part edit meanwhile cancels the item's change (409).
 */
export function partAsReadCheck(orgId: string, part: Found, conflict: string): Write {
  const Key = recordKey(orgOwner(orgId), 'PART', part.record._id);
  const check = part.own
    ? { ConditionExpression: 'ver = :v', ExpressionAttributeValues: { ':v': part.record.ver } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  return { item: { ConditionCheck: { TableName: tableName(), Key, ...check } }, conflict };
}

/** The item is still as read (at its `ver`, or still absent): written beside a part edit's rows. */
export function itemAsReadCheck(orgId: string, itemId: string, item: ItemRecord | undefined, conflict: string): Write {
  const check = item
    ? { ConditionExpression: 'ver = :v', ExpressionAttributeValues: { ':v': item.ver } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  return { item: { ConditionCheck: { TableName: tableName(), Key: itemKey(orgId, itemId), ...check } }, conflict };
}
