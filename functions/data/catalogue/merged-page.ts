import { ApiError, ErrorCode } from '@shared/api/errors';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import { decodeCursor, encodeCursor } from '../table/cursor';
import { indexSortKeyOf, indexStartKey, queryIndexPage, type IndexFilter, type StartKey } from '../table/index-query';

/**
 * One page of one or two index partitions read side by side (the organisation's
 * own records and the system catalogue), merged by the index sort key. Each source
 * keeps its own position in the opaque `Next` cursor; the cursor holds only sort
 * keys, and the partitions come from the request, so a cursor can never reach
 * another organisation's partition.
 */

export type Source = { readonly pk: string; readonly partition: string };
export type Item = Record<string, unknown> & { pk: string; sk: string };

/** Where a source stands: not started (null), finished ('x'), or after an item. */
type Position = null | 'x' | { k: string; s: string };

/** Pages read per source in one call at most, when post-filters leave pages short. */
const MAX_ROUNDS = 3;

const badCursor = (): ApiError => new ApiError(ErrorCode.BadRequest, CatalogueMessages.badCursor);

function decode(cursor: string | undefined, tag: string, count: number): Position[] {
  if (cursor === undefined || cursor === '') return Array.from({ length: count }, () => null);
  const positions = decodeCursor(cursor, tag, CatalogueMessages.badCursor);
  if (!Array.isArray(positions) || positions.length !== count) throw badCursor();
  return positions.map((p: unknown): Position => {
    if (p === null || p === 'x') return p;
    const pos = p as { k?: unknown; s?: unknown };
    if (typeof pos.k !== 'string' || typeof pos.s !== 'string') throw badCursor();
    return { k: pos.k, s: pos.s };
  });
}

const encode = (tag: string, positions: Position[]): string => encodeCursor(tag, positions);

export type MergedPageQuery = {
  index: 1 | 2;
  sources: readonly Source[];
  /** Tells cursors of different lists apart (a cursor of another list is refused). */
  tag: string;
  limit: number;
  cursor?: string;
  sortPrefix?: string;
  where?: readonly IndexFilter[];
  /** Items to leave out (a system record the organisation keeps its own copy of). */
  skip?: (item: Item, source: number) => boolean;
};

type Buffer_ = { items: Item[]; lastKey?: StartKey; rounds: number; position: Position; consumedAll: boolean };

export type MergedPage = {
  items: Item[];
  next?: string;
  queries: number;
  /**
   * The cursor after the first `n` items, for a caller that keeps only part of the
   * page (a search whose code matches took the rest of it); undefined = from the start.
   */
  cursorAfter: (n: number) => string | undefined;
};

/** A merged page and the count of index queries it cost. */
export async function mergedPage(q: MergedPageQuery): Promise<MergedPage> {
  const positions = decode(q.cursor, q.tag, q.sources.length);
  let queries = 0;
  const read = async (i: number, startKey: StartKey | undefined): Promise<{ items: Item[]; lastKey?: StartKey }> => {
    const source = q.sources[i] as Source;
    queries += 1;
    return queryIndexPage<Item>({
      index: q.index,
      partition: source.partition,
      sortPrefix: q.sortPrefix,
      where: q.where,
      limit: q.limit + 1,
      startKey,
    });
  };
  const startKeyOf = (i: number, position: Position): StartKey | undefined => {
    const source = q.sources[i] as Source;
    return position === null || position === 'x'
      ? undefined
      : indexStartKey(q.index, { pk: source.pk, sk: position.k }, source.partition, position.s);
  };
  const buffers: Buffer_[] = await Promise.all(
    positions.map(async (position, i): Promise<Buffer_> => {
      if (position === 'x') return { items: [], rounds: 0, position, consumedAll: true };
      const page = await read(i, startKeyOf(i, position));
      return { ...page, rounds: 1, position, consumedAll: false };
    }),
  );

  const out: Item[] = [];
  // Where every source stood right after each item was taken (what cursorAfter encodes).
  const after: Position[][] = [];
  while (out.length < q.limit) {
    // A source whose page ran out but has more must be read on before anything is taken.
    const refill = buffers.findIndex((b) => b.items.length === 0 && b.lastKey !== undefined && b.rounds < MAX_ROUNDS);
    if (refill >= 0) {
      const b = buffers[refill] as Buffer_;
      const page = await read(refill, b.lastKey);
      b.items = page.items;
      b.lastKey = page.lastKey;
      b.rounds += 1;
      continue;
    }
    if (buffers.some((b) => b.items.length === 0 && b.lastKey !== undefined)) break;
    let best = -1;
    for (const [i, b] of buffers.entries()) {
      const head = b.items[0];
      if (head === undefined) continue;
      const bestHead = best < 0 ? undefined : buffers[best]?.items[0];
      if (bestHead === undefined || indexSortKeyOf(q.index, head) < indexSortKeyOf(q.index, bestHead)) best = i;
    }
    if (best < 0) break;
    const b = buffers[best] as Buffer_;
    const item = b.items.shift() as Item;
    b.position = { k: item.sk, s: indexSortKeyOf(q.index, item) };
    if (!q.skip?.(item, best)) {
      out.push(item);
      after.push(buffers.map((b) => (b.items.length === 0 && b.lastKey === undefined ? 'x' : b.position)));
    }
  }

  const next = buffers.map((b): Position => {
    if (b.position === 'x') return 'x';
    if (b.items.length > 0) return b.position;
    if (b.lastKey !== undefined) {
      const sortKey = indexSortKeyOf(q.index, b.lastKey);
      return { k: String(b.lastKey.sk), s: sortKey };
    }
    return 'x';
  });
  const more = next.some((p) => p !== 'x');
  const nextCursor = more ? encode(q.tag, next) : undefined;
  const cursorAfter = (n: number): string | undefined => {
    if (n >= out.length) return nextCursor;
    const positions = n === 0 ? undefined : after[n - 1];
    return positions ? encode(q.tag, positions) : q.cursor;
  };
  return { items: out, ...(nextCursor ? { next: nextCursor } : {}), queries, cursorAfter };
}
