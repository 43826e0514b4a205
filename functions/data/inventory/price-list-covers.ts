import { ApiError, ErrorCode } from '@shared/api/errors';
import { categoryKey, windowsOverlap, type PriceListWindow } from '@shared/inventory/sale-price';
import { PriceListMessages } from '@shared/inventory/price-list-messages';
import { tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import { cancellationReasons } from '../table/cancellation';
import type { Write } from '../table/transact';
import { priceCoverKey } from './item-keys';

/**
 * The reach of each customer category's active price lists (IM10,
 * docs/inventory-items.md §6): one item per category holding every active
 * list's id, name and validity, with a `ver`. A change that adds, moves or
 * drops a list rewrites the item at the `ver` it read in the same transaction
 * as the list's header, so two overlapping changes at once cannot both commit:
 * the second's condition fails, and it is checked again against the first.
 */

export type CoverEntry = { Name: string; Cat?: string; From?: string; To?: string };
export type Cover = { catKey: string; entries: Record<string, CoverEntry>; ver: number | undefined };
/** What a list contributes to its category's cover while it is active. */
export type ListReach = { _id: string; Name: string; Act: boolean; CatId?: string; From?: string; To?: string };

const entryOf = (l: ListReach): CoverEntry => ({
  Name: l.Name,
  ...(l.CatId ? { Cat: l.CatId } : {}),
  ...(l.From ? { From: l.From } : {}),
  ...(l.To ? { To: l.To } : {}),
});

export const coverWindows = (cover: Pick<Cover, 'entries'>): PriceListWindow[] =>
  Object.entries(cover.entries).map(([Id, e]) => ({ Id, Name: e.Name, From: e.From, To: e.To }));

/**
 * The covers of the categories named, in order. A category never written holds
 * the active lists older than covers (`legacy`, the headers read), so the first
 * change after validity dates arrived still sees them.
 */
export async function readCovers(
  orgId: string,
  catKeys: readonly string[],
  legacy: readonly ListReach[],
  consistent: boolean,
): Promise<Cover[]> {
  const stored = await batchGet<{ Lists?: Record<string, CoverEntry>; ver?: number }>(
    catKeys.map((k) => priceCoverKey(orgId, k)),
    consistent,
  );
  return catKeys.map((catKey, i) => {
    const item = stored[i];
    if (item) return { catKey, entries: item.Lists ?? {}, ver: Number(item.ver) };
    const old = legacy.filter((l) => l.Act && categoryKey(l.CatId) === catKey);
    return { catKey, entries: Object.fromEntries(old.map((l) => [l._id, entryOf(l)])), ver: undefined };
  });
}

const sameEntry = (a: CoverEntry | undefined, b: CoverEntry | undefined): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The cover writes a list's change needs (create: `before` undefined), after
 * refusing (400, nothing written) a change that makes it overlap another active
 * list of its category. Nothing to write when its reach did not change.
 */
export async function coverWrites(
  orgId: string,
  before: ListReach | undefined,
  after: ListReach,
  legacy: readonly ListReach[],
): Promise<Write[]> {
  const fromKey = before?.Act ? categoryKey(before.CatId) : undefined;
  const toKey = after.Act ? categoryKey(after.CatId) : undefined;
  const was = before?.Act ? entryOf(before) : undefined;
  const now = after.Act ? entryOf(after) : undefined;
  if (fromKey === toKey && sameEntry(was, now)) return [];
  const keys = [...new Set([fromKey, toKey].filter((k): k is string => k !== undefined))];
  const covers = await readCovers(orgId, keys, legacy, true);
  const target = covers.find((c) => c.catKey === toKey);
  if (target && now) {
    const clash = coverWindows(target).find((w) => w.Id !== after._id && windowsOverlap(w, now));
    if (clash) {
      const message = PriceListMessages.overlaps(clash, after.CatId);
      throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'From', message }]);
    }
  }
  return covers.map((cover): Write => {
    const entries = { ...cover.entries };
    delete entries[after._id];
    if (now && cover.catKey === toKey) entries[after._id] = now;
    return {
      item: {
        Put: {
          TableName: tableName(),
          Item: {
            ...priceCoverKey(orgId, cover.catKey),
            type: 'PriceListCover',
            Lists: entries,
            ver: (cover.ver ?? 0) + 1,
          },
          ...(cover.ver === undefined
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : { ConditionExpression: 'ver = :ver', ExpressionAttributeValues: { ':ver': cover.ver } }),
        },
      },
      conflict: PriceListMessages.busy,
    };
  });
}

/** A cover another change moved first (its condition, or DynamoDB's conflict of two transactions on one item). */
const lostCoverRace = (error: unknown): boolean =>
  (error instanceof ApiError && error.message === PriceListMessages.busy) ||
  (cancellationReasons(error)?.codes.includes('TransactionConflict') ?? false);

/**
 * Runs a change of lists again when a cover it read moved before it committed:
 * the retry reads the winner's list and refuses an overlap with it, or commits.
 */
export async function withCoverRetry<T>(change: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await change();
    } catch (error) {
      if (!lostCoverRace(error)) throw error;
      if (attempt >= attempts) throw new ApiError(ErrorCode.Conflict, PriceListMessages.busy);
      await new Promise((r) => setTimeout(r, 10 * attempt + Math.floor(Math.random() * 20)));
    }
  }
}
