import { ApiError, ErrorCode } from '@shared/api/errors';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import { codePartition, normaliseCode, searchPlan } from '@shared/catalogue/search-keys';
import { decodeCursor, encodeCursor } from '../table/cursor';
import type { IndexFilter } from '../table/index-query';
import { queryIndexPage } from '../table/index-query';
import {
  categoryPartition,
  codePartitionOf,
  listPartition,
  orgOwner,
  ownerPk,
  SYSTEM_OWNER,
  wordPartition,
  type CatalogueKind,
  type Owner,
} from './catalogue-keys';
import { KINDS, rowOf, type RowOf } from './catalogue-kinds';
import { mergedPage, type Item, type MergedPage, type Source } from './merged-page';
import { getOverrides, toRecord, type StoredRecord } from './record-repo';

/**
 * Search as you type and the settings lists (docs/catalogue.md §4). With the OWN
 * setting only the organisation's partition is read; otherwise its partition and
 * the system's side by side, merged by description, where a system record the
 * organisation copied is left out (its own copy stands in). Never a Scan.
 */

export type Scope = { orgId: string; ownOnly: boolean };
export type Counted<T> = { items: T[]; next?: string; requests: number };

const owners = (scope: Scope): Owner[] =>
  scope.ownOnly ? [orgOwner(scope.orgId)] : [orgOwner(scope.orgId), SYSTEM_OWNER];
const SYSTEM_PK = ownerPk(SYSTEM_OWNER);
const isOwn = (item: Item): boolean => item.pk !== SYSTEM_PK;

/** Overrides matter only when the system catalogue is read too. */
async function skipper(
  scope: Scope,
  kind: CatalogueKind,
): Promise<{ skip: (item: Item) => boolean; requests: number }> {
  if (scope.ownOnly) return { skip: () => false, requests: 0 };
  const ids = await getOverrides(scope.orgId, kind);
  return { skip: (item) => !isOwn(item) && ids.has(String(item._id)), requests: 1 };
}

export type SearchRow<K extends CatalogueKind> = RowOf<K> & { Own: boolean };

/**
 * Where a search stands: in its code matches (`c`) or its word matches (`w`), with
 * the merged-page cursor inside that phase (none = the phase's start).
 */
type SearchPosition = { phase: 'c' | 'w'; next?: string };

const SEARCH = 'SEARCH';

function decodeSearchCursor(cursor: string | undefined, hasCode: boolean): SearchPosition {
  if (cursor === undefined || cursor === '') return { phase: hasCode ? 'c' : 'w' };
  const value = decodeCursor(cursor, SEARCH, CatalogueMessages.badCursor) as { p?: unknown; n?: unknown } | null;
  const phase = value?.p;
  if (
    (phase !== 'c' && phase !== 'w') ||
    (phase === 'c' && !hasCode) ||
    (value?.n !== undefined && typeof value.n !== 'string')
  ) {
    throw new ApiError(ErrorCode.BadRequest, CatalogueMessages.badCursor);
  }
  return { phase, ...(typeof value?.n === 'string' ? { next: value.n } : {}) };
}

const encodeSearchCursor = (position: SearchPosition): string =>
  encodeCursor(SEARCH, { p: position.phase, ...(position.next ? { n: position.next } : {}) });

const NO_PAGE: MergedPage = { items: [], queries: 0, cursorAfter: () => undefined };

/**
 * Rows matching typed text, from the index items alone (docs/catalogue.md §4
 * "Paging a search"). When the text can be a code, the code matches come first,
 * in code order, then the word matches in description order without the records
 * already listed as code matches; one cursor carries the phase, so no match is
 * lost or repeated on a later page. The first page reads both phases side by side
 * (one query per partition each); `Cat` narrows to a category (a post-filter).
 */
export async function searchRows<K extends CatalogueKind>(
  scope: Scope,
  kind: K,
  text: string,
  page: { limit: number; cursor?: string; cat?: string },
): Promise<Counted<SearchRow<K>>> {
  const plan = searchPlan(text);
  const at = decodeSearchCursor(page.cursor, plan.code !== undefined);
  const sources = owners(scope);
  const catFilter: IndexFilter[] = page.cat ? [{ attribute: 'Cat', op: 'equals', value: page.cat }] : [];
  const code = at.phase === 'c' ? plan.code : undefined;
  // A word match that is also a code match was listed in the code phase.
  const isCodeMatch = (item: Item): boolean =>
    plan.code !== undefined &&
    KINDS[kind].codes(item).some((c) => normaliseCode(c).startsWith(plan.code?.prefix ?? ''));
  const [{ skip, requests: overrideReads }, codePage, wordPage] = await Promise.all([
    skipper(scope, kind),
    code
      ? mergedPage({
          index: 1,
          tag: `${kind}C${code.prefix}`,
          sources: sources.map((o): Source => ({
            pk: ownerPk(o),
            partition: codePartitionOf(o, kind, code.partition),
          })),
          sortPrefix: code.prefix,
          where: catFilter,
          limit: page.limit,
          cursor: at.next,
        })
      : NO_PAGE,
    plan.word
      ? mergedPage({
          index: 1,
          tag: `${kind}W${plan.word.key}`,
          sources: sources.map((o): Source => ({
            pk: ownerPk(o),
            partition: wordPartition(o, kind, plan.word?.key ?? ''),
          })),
          where: [
            ...plan.word.filters.map((w): IndexFilter => ({ attribute: 'Norm', op: 'contains', value: ` ${w}` })),
            ...catFilter,
          ],
          limit: page.limit,
          cursor: code ? undefined : at.next,
          skip: isCodeMatch,
        })
      : NO_PAGE,
  ]);
  // Code matches still to come fill this page; otherwise word matches fill what they left.
  const room = codePage.next ? 0 : page.limit - codePage.items.length;
  const words = wordPage.items.slice(0, room);
  let next: SearchPosition | undefined;
  if (codePage.next) next = { phase: 'c', next: codePage.next };
  else if (words.length < wordPage.items.length || wordPage.next) {
    const after = wordPage.cursorAfter(words.length);
    next = { phase: 'w', ...(after ? { next: after } : {}) };
  }
  const seen = new Set<string>();
  const rows: SearchRow<K>[] = [];
  for (const item of [...codePage.items, ...words]) {
    const id = String(item._id);
    if (seen.has(id) || skip(item)) continue;
    seen.add(id);
    rows.push({ ...rowOf(kind, item), Own: isOwn(item) });
  }
  return {
    items: rows,
    ...(next ? { next: encodeSearchCursor(next) } : {}),
    requests: overrideReads + codePage.queries + wordPage.queries,
  };
}

/**
 * A settings list in description order (all records of a kind, or one category's
 * active ones), own and system merged. Inactive records only with `all`.
 */
export async function listRecords(
  scope: Scope,
  kind: CatalogueKind,
  page: { limit: number; cursor?: string; cat?: string; all?: boolean },
): Promise<Counted<StoredRecord & { Own: boolean }>> {
  const { skip, requests } = await skipper(scope, kind);
  const byCategory = page.cat !== undefined;
  const result = await mergedPage({
    index: byCategory ? 2 : 1,
    tag: byCategory ? `${kind}K${page.cat}` : `${kind}L`,
    sources: owners(scope).map((o): Source => ({
      pk: ownerPk(o),
      partition: byCategory ? categoryPartition(o, kind, page.cat ?? '') : listPartition(o, kind),
    })),
    where: page.all || byCategory ? [] : [{ attribute: 'Act', op: 'equals', value: true }],
    limit: page.limit,
    cursor: page.cursor,
    skip,
  });
  return {
    items: result.items.map((item) => ({ ...toRecord(item), Own: isOwn(item) })),
    ...(result.next ? { next: result.next } : {}),
    requests: requests + result.queries,
  };
}

/** Ids of the active records whose code is exactly `code` once normalised (Parts/ByPartCode). */
export async function idsByCode(
  scope: Scope,
  kind: CatalogueKind,
  code: string,
): Promise<{ ids: string[]; requests: number }> {
  const normalised = normaliseCode(code);
  const [{ skip, requests }, pages] = await Promise.all([
    skipper(scope, kind),
    Promise.all(
      owners(scope).map((o) =>
        queryIndexPage<Item>({
          index: 1,
          partition: codePartitionOf(o, kind, codePartition(normalised)),
          sortPrefix: `${normalised}#`,
          limit: 50,
        }),
      ),
    ),
  ]);
  const ids = [
    ...new Set(
      pages
        .flatMap((p) => p.items)
        .filter((item) => !skip(item))
        .map((item) => String(item._id)),
    ),
  ];
  return { ids, requests: requests + pages.length };
}
