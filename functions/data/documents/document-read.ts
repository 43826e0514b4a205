import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ServiceMessages } from '@shared/service/service-messages';
import { db, tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import type { StartKey } from '../table/index-query';
import { queryAll } from '../table/query-all';
import { KEY_ATTRIBUTES } from '../table/keys';
import { AUDIT_PREFIX, auditPk, docPk, headKey } from './document-keys';
import { groupOfSortKey, HEAD_SK, noLines, type StoreHead } from './document-type';
import { documentType } from './document-types';
import { lineSortKey } from './document-items';
import type { AuditItem, DocumentHead, DocumentLine, StoredOf } from './document-records';
import type { LineGroup } from './types/service-types';

/**
 * Reads of the document store (docs/data-model-documents.md D1, D14): a whole
 * document in one Query of its partition, headers alone, and the audit log.
 */

export { KEY_ATTRIBUTES };
const LINE_BOOKKEEPING = new Set([...KEY_ATTRIBUTES, 'ver']);

export const without = (item: Readonly<Record<string, unknown>>, drop: ReadonlySet<string>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !drop.has(name)));

/**
 * D1: the header, every line and the index items, one Query of the whole
 * partition (no sort-key range: a read never depends on how the prefixes sort).
 * The header's type says which items are lines of which group (its
 * descriptor's prefixes); the header's `LineOrder` and `LineRev` say which of
 * them are the document's now. Any type: the caller checks `head.type`.
 */
// Typed as an estimate or order unless asked otherwise: most readers are the service calls, and every reader checks `type`.
export async function readDocument<H extends StoreHead = DocumentHead, G extends string = LineGroup>(
  orgId: string,
  docId: string,
  consistent = false,
): Promise<StoredOf<H, G> | undefined> {
  const found = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': docPk(orgId, docId) },
    ConsistentRead: consistent,
  });
  const headItem = found.find((item) => item.sk === HEAD_SK);
  if (!headItem) return undefined;
  const head = without(headItem, KEY_ATTRIBUTES) as H;
  const type = documentType(head.type);
  const items = new Map<string, Record<string, unknown>>();
  const lines: Record<string, DocumentLine[]> = noLines(type);
  for (const item of found) {
    const sk = String(item.sk);
    if (sk === HEAD_SK) continue;
    items.set(sk, item);
    const group = groupOfSortKey(type, sk);
    // A line is the item at the key the header names for it (its base key or the revision of a large
    // change); any other item of its id is a revision written ahead of a change that failed, or one
    // a change superseded and has not deleted yet.
    if (group === undefined) continue;
    const line = without(item, LINE_BOOKKEEPING) as DocumentLine;
    if (sk === lineSortKey(head, group, line._id)) lines[group]?.push(line);
  }
  const order = head.LineOrder ?? {};
  for (const group of Object.keys(lines)) {
    // The header's LineOrder is the document's list of lines: a line item it does not
    // list was written ahead of a change that then failed, and is not part of the document.
    const listed = order[group];
    if (listed === undefined) continue;
    const at = new Map(listed.map((id, i) => [id, i]));
    lines[group] = (lines[group] ?? [])
      .filter((l) => at.has(l._id))
      .sort((a, b) => (at.get(a._id) ?? 0) - (at.get(b._id) ?? 0));
  }
  return { head, lines: lines as Record<G, DocumentLine[]>, items };
}

/** A document's header item alone, without its lines: enough to check its branch and type, or to change the header only. */
export async function readDocumentHead<H extends StoreHead = StoreHead>(
  orgId: string,
  docId: string,
  consistent = false,
): Promise<H | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: headKey(orgId, docId), ConsistentRead: consistent }),
  );
  return answer.Item ? (without(answer.Item, KEY_ATTRIBUTES) as H) : undefined;
}

/** Headers of several documents in the order asked (one BatchGet per 100), undefined where absent. */
export async function readDocumentHeads<H extends StoreHead = StoreHead>(
  orgId: string,
  docIds: readonly string[],
  consistent = false,
): Promise<(H | undefined)[]> {
  const found = await batchGet<Record<string, unknown>>(
    docIds.map((id) => headKey(orgId, id)),
    consistent,
  );
  return found.map((item) => (item ? (without(item, KEY_ATTRIBUTES) as H) : undefined));
}

export type AuditPage = { items: AuditItem[]; next?: string };

const AUDIT = 'AUDIT';

/** D14: a document's audit records, newest first; the cursor is the last record's key, in the audit's own partition. */
export async function listAudit(orgId: string, docId: string, limit: number, cursor?: string): Promise<AuditPage> {
  const pk = auditPk(orgId, docId);
  const startKey = decodePageCursor(cursor, {
    tag: AUDIT,
    orgId,
    pk: { is: pk },
    sortPrefix: AUDIT_PREFIX,
    refusal: ServiceMessages.badCursor,
  });
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
      ExpressionAttributeValues: { ':pk': pk, ':audit': AUDIT_PREFIX },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const items = (answer.Items ?? []).map((i) => without(i, new Set([...KEY_ATTRIBUTES, 'type'])) as AuditItem);
  const last = answer.LastEvaluatedKey as StartKey | undefined;
  return { items, ...(last ? { next: encodePageCursor(AUDIT, last) } : {}) };
}
