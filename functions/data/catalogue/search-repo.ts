import { codePartition, normaliseCode, searchPlan } from '@shared/catalogue/search-keys';
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
import { mergedPage, type Item, type Source } from './merged-page';
import { getOverrides, toRecord, type StoredRecord } from './record-repo';

/**
 * Search as you type and the settings lists (docs/catalogue.md §4). With the OWN
 * setting only the organisation's partition is read; otherwise its partition and
 * the system's side by side, merged by description, where a system record the
 * organisation copied is left out (its own copy stands in). Never a Scan.
 */

export type Scope = { orgId: string; ownOnly: boolean };
export type Counted<T> = { items: T[]; next?: string; requests: number };

const owners = (scope: Scope): Owner[] => (scope.ownOnly ? [orgOwner(scope.orgId)] : [orgOwner(scope.orgId), SYSTEM_OWNER]);
const SYSTEM_PK = ownerPk(SYSTEM_OWNER);
const isOwn = (item: Item): boolean => item.pk !== SYSTEM_PK;

/** Overrides matter only when the system catalogue is read too. */
async function skipper(scope: Scope, kind: CatalogueKind): Promise<{ skip: (item: Item) => boolean; requests: number }> {
  if (scope.ownOnly) return { skip: () => false, requests: 0 };
  const ids = await getOverrides(scope.orgId, kind);
  return { skip: (item) => !isOwn(item) && ids.has(String(item._id)), requests: 1 };
}

export type SearchRow<K extends CatalogueKind> = RowOf<K> & { Own: boolean };

/**
 * Rows matching typed text, from the index items alone: one word query per
 * partition, plus one code query per partition on the first page when the text
 * can be a code. `Cat` narrows to a category (a post-filter).
 */
export async function searchRows<K extends CatalogueKind>(
  scope: Scope,
  kind: K,
  text: string,
  page: { limit: number; cursor?: string; cat?: string },
): Promise<Counted<SearchRow<K>>> {
  const plan = searchPlan(text);
  const sources = owners(scope);
  const catFilter: IndexFilter[] = page.cat ? [{ attribute: 'Cat', op: 'equals', value: page.cat }] : [];
  const [{ skip, requests: overrideReads }, word, code] = await Promise.all([
    skipper(scope, kind),
    plan.word
      ? mergedPage({
          index: 1,
          tag: `${kind}W${plan.word.key}`,
          sources: sources.map((o): Source => ({ pk: ownerPk(o), partition: wordPartition(o, kind, plan.word?.key ?? '') })),
          where: [...plan.word.filters.map((w): IndexFilter => ({ attribute: 'Norm', op: 'contains', value: ` ${w}` })), ...catFilter],
          limit: page.limit,
          cursor: page.cursor,
        })
      : Promise.resolve({ items: [] as Item[], queries: 0, next: undefined }),
    plan.code && page.cursor === undefined
      ? Promise.all(
          sources.map((o) =>
            queryIndexPage<Item>({ index: 1, partition: codePartitionOf(o, kind, plan.code?.partition ?? ''), sortPrefix: plan.code?.prefix, where: catFilter, limit: page.limit }),
          ),
        )
      : Promise.resolve([]),
  ]);
  const seen = new Set<string>();
  const rows: SearchRow<K>[] = [];
  for (const item of [...word.items, ...code.flatMap((c) => c.items)]) {
    const id = String(item._id);
    if (seen.has(id) || skip(item) || rows.length >= page.limit) continue;
    seen.add(id);
    rows.push({ ...rowOf(kind, item), Own: isOwn(item) });
  }
  return { items: rows, ...(word.next ? { next: word.next } : {}), requests: overrideReads + word.queries + code.length };
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
    sources: owners(scope).map((o): Source => ({ pk: ownerPk(o), partition: byCategory ? categoryPartition(o, kind, page.cat ?? '') : listPartition(o, kind) })),
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
export async function idsByCode(scope: Scope, kind: CatalogueKind, code: string): Promise<{ ids: string[]; requests: number }> {
  const normalised = normaliseCode(code);
  const [{ skip, requests }, pages] = await Promise.all([
    skipper(scope, kind),
    Promise.all(
      owners(scope).map((o) =>
        queryIndexPage<Item>({ index: 1, partition: codePartitionOf(o, kind, codePartition(normalised)), sortPrefix: `${normalised}#`, limit: 50 }),
      ),
    ),
  ]);
  const ids = [...new Set(pages.flatMap((p) => p.items).filter((item) => !skip(item)).map((item) => String(item._id)))];
  return { ids, requests: requests + pages.length };
}

/** The codes of a kind's record (for code lookups such as Parts/ByPartCode). */
export const codesOf = (kind: CatalogueKind, record: Record<string, unknown>): string[] => KINDS[kind].codes(record);
