import type { DocumentLine } from './document-records';

/**
 * A document type descriptor (docs/data-model-documents.md §0 'One store for
 * every document type'). Estimates, repair orders, invoices, credit notes and
 * payments are each one descriptor; the store (documents-repo.ts) gives every
 * type the same lifecycle from it: read, create, save at `ver`, actions,
 * numbering, index items, status counts, audit, write-ahead of large changes.
 * A new document type is one descriptor in `types/`, listed in
 * document-types.ts, one schema module in shared/ and one call file
 * (docs/architecture.md 'A new document type').
 */

/** The index keys an item carries (GSI1, GSI2); absent keys keep it out of that index (sparse). */
export type IndexKeys = { gsi1pk?: string; gsi1sk?: string; gsi2pk?: string; gsi2sk?: string };

/** What the store needs of every header; the type's own fields (the spec's names) ride along by name. */
export type StoreHead = {
  type: string;
  OrgId: string;
  DocId: string;
  EntId: string;
  ver: number;
  Sts?: string;
  /** Each line group's ids in display order (set by the store from the lines written). */
  LineOrder?: Partial<Record<string, string[]>>;
  /** Lines held by a revision written ahead of a large change: base sort key → revision. */
  LineRev?: Record<string, string>;
  LineCount?: number;
  /** Bumped instead of `ver` by a technician's job move (job-store.ts); every header write checks both. */
  JobSeq?: number;
  UpBy?: string;
  UpDt?: string;
} & Readonly<Record<string, unknown>>;

/**
 * How a type's documents are numbered (data-model-documents §3 'Numbers and counters'):
 * - `gapless`: the number is taken in the document's own transaction (the counter
 *   at `Next = n` and the number's pointer), so numbers are consecutive and a
 *   failed change burns none. Tax invoices and credit notes need it (CGST Rule 46(b)).
 * - `counter`: one atomic counter update before the transaction, and the pointer
 *   in it: never a duplicate, but a refused change leaves a gap. For receipts,
 *   which are not tax invoices, so concurrent cashiers never wait on each other.
 * `series` is the default series; a change may name another (an invoice's own series).
 */
export type Numbering = { policy: 'gapless' | 'counter'; series: string };

export type DocumentType<G extends string = string> = {
  /** The header's `type`. */
  kind: string;
  /** The type's code in index partitions and its status counts item (`EST`, `WO`, `INV`...). */
  code: string;
  /** Each line group and the sort-key prefix of its items; no prefix may be another's (checked by the registry). */
  lineGroups: Readonly<Record<G, string>>;
  /** The header's own index keys (a dashboard by status, a month for the returns...). */
  headIndexes: (head: StoreHead) => IndexKeys;
  /**
   * Index items kept in the document's partition (`IX#<name>`), each a summary
   * of the header with its own index keys: the lists a document appears in
   * besides its header's (an advisor's, a customer's history...). Every name the
   * type may ever write is in `indexNames`, so a change that knows only the
   * header (another document's effect on it) can remove the ones that no longer apply.
   */
  indexItems?: (head: StoreHead) => ReadonlyMap<string, Record<string, unknown>>;
  indexNames?: readonly string[];
  /**
   * Index items made from the header and the lines (a repair order's part lines
   * waiting for stock, docs/inventory-reservations.md §8), written by every change
   * that knows the lines; their names may vary (one per technician), so a stale one
   * is found among the items read and deleted. A change of the header alone keeps them.
   */
  lineIndexItems?: (
    head: StoreHead,
    lines: Readonly<Partial<Record<string, readonly DocumentLine[]>>>,
  ) => ReadonlyMap<string, Record<string, unknown>>;
  /** Index keys of a line item (a technician's My Jobs on an assigned labour line). */
  lineIndexes?: (head: StoreHead, group: G, line: DocumentLine) => IndexKeys | undefined;
  /** Kept: documents per status of a branch, in one item moved with ADD in each change's transaction. */
  statusCounts: boolean;
  numbering?: Numbering;
  /** What the audit record of a change lists: header fields always, lines field by field when `lines`. */
  audit: { lines: boolean; notAudited?: readonly string[] };
};

/** Sort-key prefix of a document's index items (`IX#SA`, `IX#UNAP`). */
export const INDEX_ITEM_PREFIX = 'IX#';
export const HEAD_SK = 'HEAD';

export const lineGroupsOf = <G extends string>(type: DocumentType<G>): G[] => Object.keys(type.lineGroups) as G[];

/**
 * The line group an item of the partition belongs to, by the longest prefix it
 * starts with: no read depends on how the prefixes sort against each other or
 * against the header, index and any other item.
 */
export function groupOfSortKey<G extends string>(type: DocumentType<G>, sk: string): G | undefined {
  let found: G | undefined;
  for (const group of lineGroupsOf(type)) {
    const prefix = type.lineGroups[group];
    if (sk.startsWith(prefix) && (found === undefined || prefix.length > type.lineGroups[found].length)) found = group;
  }
  return found;
}

/** A line's base sort key (`OP#WO3`), whatever revision holds it. */
export const lineBaseSortKey = <G extends string>(type: DocumentType<G>, group: G, lineId: string): string =>
  `${type.lineGroups[group]}${lineId}`;

/** Each group empty, for a type's new document. */
export const noLines = <G extends string>(type: DocumentType<G>): Record<G, DocumentLine[]> =>
  Object.fromEntries(lineGroupsOf(type).map((g) => [g, []])) as unknown as Record<G, DocumentLine[]>;
