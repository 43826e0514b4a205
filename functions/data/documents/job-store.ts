import { ulid } from 'ulid';
import { ServiceMessages } from '@shared/service/service-messages';
import { tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import type { Write } from '../table/transact';
import { versionedPut } from '../table/versioned-update';
import { documentChanges, sameContent } from './audit-changes';
import { INDEX_ITEM_PREFIX } from './document-type';
import { headItem, indexItems, lineItem, lineSortKey, statusCountWrite, auditItem } from './document-items';
import { docPk, headKey, technicianPartition } from './document-keys';
import type { LineGroup } from './types/service-types';
import type { DocumentHead, DocumentLine, DocumentLines, StoredDocument } from './document-records';
import { headerWrite, runDocumentTransaction } from './documents-repo';

/**
 * My Jobs (data-model D7 and §4 'Technician changes a line's status'): a
 * technician's open labour lines, and the one transaction a job move writes.
 *
 * The header is derived data in a job move: its status rolls up from the lines.
 * So the move changes the header (status, dashboard keys, counts) but not its
 * `ver`, which counts the edits people make at the desk: an advisor who read the
 * order before the technician clocked on still saves it. It bumps `JobSeq`
 * instead, and every header write is conditional on both as read
 * (documents-repo headerWrite), so no status is rolled up from lines someone
 * has just changed; the loser is read again and retried, and a technician never
 * fails because an advisor saved another line (nor the advisor because of the
 * technician).
 */

// ---------------------------------------------------------------- listing

export type JobItem = DocumentLine & { pk: string; ver: number };
export type JobsPage = { jobs: JobItem[]; heads: Map<string, DocumentHead>; next?: string };

const JOBS = 'JOBS';

export const docIdOf = (item: { pk: string }): string => item.pk.slice(item.pk.lastIndexOf('#DOC#') + 5);

/**
 * A job item is the order's line only while the header names it: listed in
 * `LineOrder` and at the key `LineRev` gives it. A large change writes lines
 * ahead and deletes what it superseded after it commits, so for a moment the
 * index may hold an item of a line that is not (or no longer) the order's.
 */
function isCurrentJob(job: JobItem & { sk?: unknown }, head: DocumentHead | undefined): boolean {
  if (!head) return false;
  const listed = head.LineOrder?.Ops;
  if (listed !== undefined && !listed.includes(job._id)) return false;
  return job.sk === undefined || job.sk === lineSortKey(head, 'Ops', job._id);
}

/** D7: one page of a technician's open jobs in a branch, with the headers they belong to (one BatchGet). */
export async function listTechnicianJobs(
  orgId: string,
  entId: string,
  techId: string,
  limit: number,
  cursor?: string,
): Promise<JobsPage> {
  const partition = technicianPartition(orgId, entId, techId);
  // A job is an order's labour line, in the order's own partition.
  const startKey = decodePageCursor(cursor, {
    tag: JOBS,
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: 1, partition },
    refusal: ServiceMessages.badCursor,
  });
  const page = await queryIndexPage<JobItem>({ index: 1, partition, limit, ...(startKey ? { startKey } : {}) });
  const docIds = [...new Set(page.items.map(docIdOf))];
  const found = await batchGet<DocumentHead>(docIds.map((d) => headKey(orgId, d)));
  const heads = new Map<string, DocumentHead>();
  for (const head of found) if (head) heads.set(head.DocId, head);
  return {
    jobs: page.items.filter((job) => isCurrentJob(job, heads.get(docIdOf(job)))),
    heads,
    ...(page.lastKey ? { next: encodePageCursor(JOBS, page.lastKey) } : {}),
  };
}

// ---------------------------------------------------------------- moving

export type JobMoveChange = {
  before: StoredDocument;
  /** The order's rolled-up status after the move. */
  Sts: string;
  /** The lines after the move and the ids of those that changed (the labour line, and its parts on Complete). */
  lines: DocumentLines;
  changedLineIds: readonly string[];
  by: string;
  /** The technician's display name at write time, for the audit record. */
  byName?: string;
  now: string;
};

const groupOfLine = (lines: DocumentLines, id: string): LineGroup =>
  lines.Ops.some((l) => l._id === id) ? 'Ops' : 'Parts';

/** The writes of one job move (data-model §4), without bumping the header's `ver`. */
export function jobMoveWrites(change: JobMoveChange): { writes: Write[]; head: DocumentHead } {
  const { before } = change;
  const jobSeq = typeof before.head.JobSeq === 'number' ? before.head.JobSeq : 0;
  const head: DocumentHead = { ...before.head, Sts: change.Sts, UpDt: change.now, UpBy: change.by, JobSeq: jobSeq + 1 };
  const writes: Write[] = [];
  for (const id of change.changedLineIds) {
    const group = groupOfLine(change.lines, id);
    const line = change.lines[group].find((l) => l._id === id) as DocumentLine;
    const old = before.items.get(lineSortKey(before.head, group, id));
    const oldVer = Number(old?.ver ?? 0);
    writes.push(versionedPut(lineItem(head, group, line, oldVer + 1), oldVer));
  }
  // The header keeps its ver and takes the next JobSeq, under both as read; its index items and counts follow it.
  writes.push(headerWrite(headItem(head), before.head));
  // The index items as the moved order needs them: those whose content changed are written, those no
  // longer needed deleted (a move off the dashboard leaves D2a and D5a; a finished job its technician's parts).
  const items = indexItems(head, change.lines);
  const stale = new Map([...before.items].filter(([sk]) => sk.startsWith(INDEX_ITEM_PREFIX)));
  for (const item of items.values()) {
    const old = stale.get(String(item.sk));
    stale.delete(String(item.sk));
    if (!old || !sameContent(old, item)) writes.push({ item: { Put: { TableName: tableName(), Item: item } } });
  }
  for (const sk of stale.keys())
    writes.push({ item: { Delete: { TableName: tableName(), Key: { pk: docPk(head.OrgId, head.DocId), sk } } } });
  if (head.Sts !== before.head.Sts) {
    const counts = statusCountWrite(head, [{ from: before.head.Sts, to: head.Sts }]);
    if (counts) writes.push(counts);
  }
  const audit = {
    Action: 'JobUpdate',
    By: change.by,
    ...(change.byName ? { ByName: change.byName } : {}),
    Changes: documentChanges(before, { head, lines: change.lines }),
    At: change.now,
    ver: before.head.ver,
  };
  writes.push({ item: { Put: { TableName: tableName(), Item: auditItem(head.OrgId, head.DocId, audit, ulid()) } } });
  return { writes, head };
}

/** Runs a job move's writes (callers retry with `againWhileHeaderChanges` when the order's header moved). */
export async function runJobMove(change: JobMoveChange): Promise<StoredDocument> {
  const { writes, head } = jobMoveWrites(change);
  await runDocumentTransaction(writes);
  return { head, lines: change.lines, items: change.before.items };
}
