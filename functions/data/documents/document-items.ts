import type { Key } from '../table/keys';
import { addToStatusCounts, type StatusMove } from '../table/status-counts';
import type { Write } from '../table/transact';
import { auditKey, headKey, indexItemKey, statusCountsIndex, statusCountsKey } from './document-keys';
import { lineBaseSortKey, lineGroupsOf, type StoreHead } from './document-type';
import { documentType } from './document-types';
import type { AuditItem, DocumentLine } from './document-records';

/**
 * The items a document is stored as, built from its header and lines by its
 * type's descriptor (document-type.ts). Every writer (create, save, actions,
 * another document's effect, seeding, the bench) builds items here, so a
 * document written by any path has the same keys and index entries.
 */

type Item = Key & Record<string, unknown>;
type AnyLines = Readonly<Partial<Record<string, readonly DocumentLine[]>>>;

/** Each line group's ids in display order: kept on the header, so moving a line rewrites one item, not every line. */
export const lineOrderOf = <L extends AnyLines>(lines: L): { [G in keyof L]: string[] } =>
  Object.fromEntries(Object.entries(lines).map(([g, ls]) => [g, (ls ?? []).map((l) => l._id)])) as {
    [G in keyof L]: string[];
  };

/** The header item: the header and its type's index keys. */
export function headItem(head: StoreHead): Item {
  return { ...headKey(head.OrgId, head.DocId), ...head, ...documentType(head.type).headIndexes(head) };
}

/**
 * The sort key of the item that holds a line now: its base key, or the revision
 * the header names for it (`LineRev`) when a large change wrote it ahead.
 */
export function lineSortKey(head: Pick<StoreHead, 'type' | 'LineRev'>, group: string, lineId: string): string {
  const base = lineBaseSortKey(documentType(head.type), group, lineId);
  const rev = head.LineRev?.[base];
  return rev === undefined ? base : `${base}#${rev}`;
}

/** One line item, at the key the header names for it, with its type's line index keys (My Jobs). */
export function lineItem(head: StoreHead, group: string, line: DocumentLine, ver: number): Item {
  const type = documentType(head.type);
  return {
    pk: headKey(head.OrgId, head.DocId).pk,
    sk: lineSortKey(head, group, line._id),
    ...line,
    ver,
    ...type.lineIndexes?.(head, group, line),
  };
}

/** Every line item of a document (ver 1). */
export function lineItems(head: StoreHead, lines: AnyLines, ver = 1): Item[] {
  return lineGroupsOf(documentType(head.type)).flatMap((group) =>
    (lines[group] ?? []).map((line) => lineItem(head, group, line, ver)),
  );
}

/** The index items a header needs (`IX#<name>`), by name; with `lines`, also those made from its lines. */
export function indexItems(head: StoreHead, lines?: AnyLines): Map<string, Item> {
  const type = documentType(head.type);
  const items = new Map<string, Item>();
  const made = [...(type.indexItems?.(head) ?? []), ...((lines && type.lineIndexItems?.(head, lines)) ?? [])];
  for (const [name, attributes] of made)
    items.set(name, { ...attributes, ...indexItemKey(head.OrgId, head.DocId, name) });
  return items;
}

export function auditItem(orgId: string, docId: string, audit: AuditItem, id: string): Item {
  return { ...auditKey(orgId, docId, audit.At, id), type: 'Audit', ...audit };
}

/**
 * The status-count moves of documents of one type and branch, as a write tagged
 * with its moves: a transaction may touch the count item once, so `transact`
 * joins every count write of one item into one ADD (table/status-counts.ts
 * `joinStatusCounts`). Undefined for a type that keeps no counts, or no move.
 */
export function statusCountWrite(
  head: Pick<StoreHead, 'type' | 'OrgId' | 'EntId'>,
  moves: readonly StatusMove[],
): Write | undefined {
  const type = documentType(head.type);
  if (!type.statusCounts) return undefined;
  const key = statusCountsKey(head.OrgId, head.EntId, type.code);
  const index = statusCountsIndex(head.OrgId, head.EntId, type.code);
  const item = addToStatusCounts(key, moves, index);
  return item ? { item, counts: { key, moves, index } } : undefined;
}
