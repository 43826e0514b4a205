import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { SERVICE_SERIES } from '@shared/documents/document-links';
import { ServiceMessages } from '@shared/service/service-messages';
import { db, tableName } from '../../lib/aws-clients';
import { cancellationReasons } from '../table/cancellation';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import type { StartKey } from '../table/index-query';
import { nowIso } from '../table/keys';
import { queryAll } from '../table/query-all';
import { MAX_TRANSACTION_ITEMS, type Write } from '../table/transact';
import { versionedDelete, versionedPut } from '../table/versioned-update';
import { canonicalJson, documentChanges } from './audit-changes';
import {
  AUDIT_PREFIX,
  DOCUMENT_READ_FROM,
  HEAD_SK,
  LINE_GROUPS,
  LINE_PREFIX,
  docPk,
  indexItemKey,
  type LineGroup,
} from './document-keys';
import {
  auditItem,
  headItem,
  indexItems,
  lineBaseKey,
  lineItem,
  lineOrderOf,
  lineSortKey,
  statusCountUpdate,
} from './document-items';
import { nextNumber, type NumberClaim } from './document-numbers';
import { headerWrite } from './header-guard';
import { commitWithWritesAhead, type Cleanup } from './write-ahead';
import type {
  AuditEntry,
  AuditItem,
  DocumentHead,
  DocumentLine,
  DocumentLines,
  HeadDraft,
  HeadState,
  StoredDocument,
} from './document-records';

/**
 * Reads and writes of a service document's items (D1, and every change of
 * data-model §4 as one TransactWriteItems). Change builders return their
 * writes, so a caller can join several changes in one transaction (convert =
 * the estimate's change + the order's creation).
 */

const KEY_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']);
const LINE_BOOKKEEPING = new Set([...KEY_ATTRIBUTES, 'ver']);

const without = (item: Readonly<Record<string, unknown>>, drop: ReadonlySet<string>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !drop.has(name)));

const VER = new Set(['ver']);

/** Items compare by content: DynamoDB answers attributes in any order. */
const sameItem = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

const groupOf = (sk: string): LineGroup | undefined => LINE_GROUPS.find((g) => sk.startsWith(LINE_PREFIX[g]));

export const emptyLines = (): DocumentLines => ({ Ops: [], Parts: [], Comps: [], Colli: [] });

/** D1: the header, lines, complaints, collisions and index items, one Query of the document's partition. */
export async function readDocument(
  orgId: string,
  docId: string,
  consistent = false,
): Promise<StoredDocument | undefined> {
  const found = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND sk >= :from',
    ExpressionAttributeValues: { ':pk': docPk(orgId, docId), ':from': DOCUMENT_READ_FROM },
    ConsistentRead: consistent,
  });
  let head: DocumentHead | undefined;
  const candidates: { group: LineGroup; sk: string; line: DocumentLine }[] = [];
  const items = new Map<string, Record<string, unknown>>();
  for (const item of found) {
    const sk = String(item.sk);
    if (sk === HEAD_SK) {
      head = without(item, KEY_ATTRIBUTES) as DocumentHead;
      continue;
    }
    items.set(sk, item);
    const group = groupOf(sk);
    if (group) candidates.push({ group, sk, line: without(item, LINE_BOOKKEEPING) as DocumentLine });
  }
  if (!head) return undefined;
  const order = (head.LineOrder ?? {}) as Partial<Record<LineGroup, string[]>>;
  const lines = emptyLines();
  // A line is the item at the key the header names for it (its base key or the revision of a large
  // change); any other item of its id is a revision written ahead of a change that failed, or one
  // a change superseded and has not deleted yet.
  for (const { group, sk, line } of candidates) if (sk === lineSortKey(head, group, line._id)) lines[group].push(line);
  for (const group of LINE_GROUPS) {
    // The header's LineOrder is the document's list of lines: a line item it does not
    // list was written ahead of a change that then failed, and is not part of the document.
    const listed = order[group];
    if (listed === undefined) continue;
    const at = new Map(listed.map((id, i) => [id, i]));
    lines[group] = lines[group]
      .filter((l) => at.has(l._id))
      .sort((a, b) => (at.get(a._id) ?? 0) - (at.get(b._id) ?? 0));
  }
  return { head, lines, items };
}

/** The new state of a document: its header (without ver, set here) and every line in display order. */
export type DocumentState = { head: HeadState; lines: DocumentLines };

export type DocumentChange = {
  /** The document as read; absent for a creation. */
  before?: StoredDocument;
  next: DocumentState;
  /** Who and what; the field changes are computed when not given. */
  audit: Omit<AuditEntry, 'Changes'> & { Changes?: AuditEntry['Changes'] };
  now?: string;
};

export type { Cleanup } from './write-ahead';

export type ChangeWrites = {
  writes: Write[];
  /**
   * Line items written before the transaction, each only if absent, when the change
   * has more writes than `room` (data-model-documents §4a 'Larger than one
   * transaction'). Each is a new revision of its line (`OP#WO3#<rev>`), which the
   * transaction's header names in `LineRev`: until the header commits nobody reads
   * them, and a change that fails leaves only unread items behind.
   */
  prewrites: Write[];
  /**
   * Items the change makes unread (a line's previous revision, a removed line) that
   * it could not delete in its transaction: deleted after it commits, each only at the
   * `ver` read (a later change that wrote the key again keeps its item).
   */
  cleanup: Cleanup[];
  /** How many of `writes` are line writes that could go ahead or after (what `room` can move). */
  movable: number;
  stored: StoredDocument;
};

type LinePlan =
  | { kind: 'put'; group: LineGroup; line: DocumentLine; old?: Readonly<Record<string, unknown>>; oldSk?: string }
  | { kind: 'delete'; sk: string; old: Readonly<Record<string, unknown>> };

/**
 * Every write of one change (data-model §4): the header (a creation only if
 * absent, a change only at the `ver` read: 409 on loss), the lines that are new,
 * changed or removed (each conditional on its own `ver`), the index items whose
 * summary changed, the status count, and the audit record. Answers the writes
 * and the document as it will be stored.
 *
 * With `room` (the transaction items this change may use) and more writes than
 * that, line writes leave the transaction: new and changed lines go ahead as new
 * revisions the header then names (`prewrites`), removed lines and superseded
 * revisions are deleted once it commits (`cleanup`). The header's condition
 * (`ver`, `JobSeq`) guards every line then, as it does every change: all who
 * write a line write the header too.
 */
export function documentChangeWrites(change: DocumentChange, options: { room?: number } = {}): ChangeWrites {
  const { before, next } = change;
  const now = change.now ?? nowIso();
  const ver = before ? before.head.ver + 1 : 1;
  const lineCount = LINE_GROUPS.reduce((n, g) => n + next.lines[g].length, 0);
  const beforeHead = before?.head ?? { LineRev: undefined };

  // Which lines are written, kept or removed, judged against the items as read.
  const plans: LinePlan[] = [];
  const kept = new Map<string, Record<string, unknown>>();
  const present = new Set<string>();
  for (const group of LINE_GROUPS) {
    for (const line of next.lines[group]) {
      const oldSk = lineSortKey(beforeHead, group, line._id);
      present.add(lineBaseKey(group, line._id));
      const old = before?.items.get(oldSk);
      if (old && before) {
        const probe = lineItem({ ...before.head, ...next.head, ver } as DocumentHead, group, line, 0);
        if (sameItem(without(old, VER), without({ ...probe, sk: oldSk }, VER))) {
          kept.set(oldSk, old);
          continue;
        }
      }
      plans.push({ kind: 'put', group, line, ...(old ? { old, oldSk } : {}) });
    }
  }
  for (const group of LINE_GROUPS) {
    for (const line of before?.lines[group] ?? []) {
      if (present.has(lineBaseKey(group, line._id))) continue;
      const sk = lineSortKey(beforeHead, group, line._id);
      const old = before?.items.get(sk);
      if (old) plans.push({ kind: 'delete', sk, old });
    }
  }

  const build = (moving: ReadonlySet<LinePlan>): ChangeWrites => {
    // Revisions: kept from before for lines still present, new for lines written ahead.
    const rev = moving.size > 0 ? ulid() : undefined;
    const LineRev: Record<string, string> = {};
    for (const [base, r] of Object.entries(before?.head.LineRev ?? {})) if (present.has(base)) LineRev[base] = r;
    for (const plan of moving) if (plan.kind === 'put' && rev) LineRev[lineBaseKey(plan.group, plan.line._id)] = rev;
    const head = {
      ...next.head,
      LineOrder: lineOrderOf(next.lines),
      LineCount: lineCount,
      UpDt: now,
      UpBy: change.audit.By,
      ver,
      ...(Object.keys(LineRev).length > 0 ? { LineRev } : {}),
    } as DocumentHead;
    if (Object.keys(LineRev).length === 0) delete (head as { LineRev?: unknown }).LineRev;

    const writes: Write[] = [headerWrite(headItem(head), before?.head)];
    const prewrites: Write[] = [];
    const cleanup: ChangeWrites['cleanup'] = [];
    const items = new Map<string, Record<string, unknown>>(kept);
    let movable = 0;
    for (const plan of plans) {
      movable += 1;
      if (plan.kind === 'delete') {
        const key = { pk: String(plan.old.pk), sk: plan.sk };
        if (moving.has(plan)) cleanup.push({ key, ver: Number(plan.old.ver) });
        else writes.push(versionedDelete(key, Number(plan.old.ver)));
        continue;
      }
      const oldVer = plan.old === undefined ? undefined : Number(plan.old.ver);
      const item = lineItem(head, plan.group, plan.line, (oldVer ?? 0) + 1);
      items.set(item.sk, item);
      if (!moving.has(plan)) {
        writes.push(versionedPut(item, item.sk === plan.oldSk ? oldVer : staleVer(before, item.sk)));
        continue;
      }
      prewrites.push(versionedPut(item, undefined));
      if (plan.old && plan.oldSk)
        cleanup.push({ key: { pk: String(plan.old.pk), sk: plan.oldSk }, ver: Number(plan.old.ver) });
    }
    cleanup.push(...orphansOf(before, items, plans, cleanup));

    const stale = new Map([...(before?.items ?? [])].filter(([sk]) => sk.startsWith('IX#')));
    for (const item of indexItems(head).values()) {
      const old = stale.get(item.sk);
      stale.delete(item.sk);
      items.set(item.sk, item);
      // The header's `ver` guards the document: index items follow it unconditionally.
      if (!old || !sameItem(old, item)) writes.push({ item: { Put: { TableName: tableName(), Item: item } } });
    }
    for (const [sk, old] of stale)
      writes.push({ item: { Delete: { TableName: tableName(), Key: { pk: String(old.pk), sk } } } });

    const counts = statusCountUpdate(head.OrgId, head, before?.head.Sts, head.Sts);
    if (counts) writes.push({ item: counts });

    const lines = next.lines;
    const audit: AuditItem = {
      Action: change.audit.Action,
      By: change.audit.By,
      ...(change.audit.ByName ? { ByName: change.audit.ByName } : {}),
      Changes: change.audit.Changes ?? documentChanges(before, { head, lines }),
      At: now,
      ver,
    };
    writes.push({
      item: { Put: { TableName: tableName(), Item: auditItem(head.OrgId, head.DocId, boundedAudit(audit), ulid()) } },
    });
    return { writes, prewrites, cleanup, movable: movable - moving.size, stored: { head, lines, items } };
  };

  const whole = build(new Set());
  if (options.room === undefined || whole.writes.length <= options.room) return whole;
  // Removed lines first (they only need deleting afterwards), then written lines, until the rest fits.
  const order = [...plans.filter((p) => p.kind === 'delete'), ...plans.filter((p) => p.kind === 'put')];
  return build(new Set(order.slice(0, whole.writes.length - options.room)));
}

/**
 * Orphans (data-model §4a 'Orphans'): line items of the partition as read that the
 * header does not name and this change does not write, delete or clean up. They were
 * written ahead by a change that then failed (and whose own clean-up never ran), or
 * superseded by one whose clean-up never ran. Deleted after this change commits: its
 * header condition (the `ver` and `JobSeq` read) proves that no change which wrote
 * them can commit any more, and each delete is at the `ver` read.
 */
function orphansOf(
  before: StoredDocument | undefined,
  items: ReadonlyMap<string, unknown>,
  plans: readonly LinePlan[],
  cleanup: readonly Cleanup[],
): Cleanup[] {
  if (!before) return [];
  const handled = new Set([
    ...plans.flatMap((p) => (p.kind === 'delete' ? [p.sk] : [])),
    ...cleanup.map((c) => c.key.sk),
  ]);
  const orphans: Cleanup[] = [];
  for (const [sk, old] of before.items) {
    if (groupOf(sk) === undefined || items.has(sk) || handled.has(sk)) continue;
    orphans.push({ key: { pk: String(old.pk), sk }, ver: Number(old.ver) });
  }
  return orphans;
}

/** The `ver` of an item at `sk` that is not the line's current one (left by a change that failed), for a write that replaces it. */
const staleVer = (before: StoredDocument | undefined, sk: string): number | undefined => {
  const old = before?.items.get(sk);
  return old === undefined ? undefined : Number(old.ver);
};

/** DynamoDB's item limit is 400 KB; an audit record of a very large change keeps its paths and leaves out whole lines' values. */
const AUDIT_BYTES = 300_000;
function boundedAudit(audit: AuditItem): AuditItem {
  if (JSON.stringify(audit.Changes).length <= AUDIT_BYTES) return audit;
  const Changes = audit.Changes.map((c) =>
    typeof c.Before === 'object' || typeof c.After === 'object'
      ? {
          Path: c.Path,
          ...(c.Before !== undefined ? { Before: '…' } : {}),
          ...(c.After !== undefined ? { After: '…' } : {}),
        }
      : c,
  );
  return { ...audit, Changes };
}

/**
 * The writes of changes of one transaction (a save, or a supplementary's approval
 * with its order) fitted into it: each change keeps its header, index, count and
 * audit writes, and the line writes that do not fit go ahead or after (see
 * documentChangeWrites), the first change's lines staying in first.
 */
export function fitTransaction(changes: readonly DocumentChange[], alsoWrite = 0): ChangeWrites[] {
  const whole = changes.map((c) => documentChangeWrites(c));
  if (whole.reduce((n, w) => n + w.writes.length, alsoWrite) <= MAX_TRANSACTION_ITEMS) return whole;
  let spare = MAX_TRANSACTION_ITEMS - alsoWrite - whole.reduce((n, w) => n + w.writes.length - w.movable, 0);
  return changes.map((change, i) => {
    const w = whole[i] as ChangeWrites;
    const give = Math.max(0, Math.min(w.movable, spare));
    spare -= give;
    return documentChangeWrites(change, { room: w.writes.length - w.movable + give });
  });
}

/** Writes of other items in the same commit: `writes` join the transaction, `ahead` go before it (new items nobody reads until it commits). */
export type AlsoWrites = { writes?: readonly Write[]; ahead?: readonly Write[] };

/** One commit of fitted changes and other writes (write-ahead.ts): ahead, the transaction, the clean-up. */
const commitPlanned = (planned: readonly ChangeWrites[], also: AlsoWrites = {}): Promise<void> =>
  commitWithWritesAhead({
    prewrites: [...planned.flatMap((p) => p.prewrites), ...(also.ahead ?? [])],
    writes: [...planned.flatMap((p) => p.writes), ...(also.writes ?? [])],
    cleanup: planned.flatMap((p) => p.cleanup),
  });

/**
 * Saves changes of one or more documents as one transaction, however many lines
 * they write: line revisions ahead, the transaction, then the clean-up (and,
 * should the transaction fail, the revisions written ahead are deleted).
 */
export async function saveDocuments(
  changes: readonly (DocumentChange & { before: StoredDocument })[],
  also: AlsoWrites = {},
): Promise<StoredDocument[]> {
  const planned = fitTransaction(changes, also.writes?.length ?? 0);
  await commitPlanned(planned, also);
  return planned.map((p) => p.stored);
}

/** Saves a change (a line-grid save, or an action's status change) and answers the stored document. */
export async function saveDocument(
  change: DocumentChange & { before: StoredDocument },
  also: AlsoWrites = {},
): Promise<StoredDocument> {
  const [stored] = await saveDocuments([change], also);
  return stored as StoredDocument;
}

/** Actions (Approve, Hold, Cancel, Complete...) write exactly what a save writes, under their own audit action. */
export const applyStatusChange = saveDocument;

const numberTaken = (error: unknown, indexes: readonly number[]): boolean => {
  const failed = cancellationReasons(error)?.failedChecks ?? [];
  return indexes.some((i) => failed.includes(i));
};

export type NewDocument = {
  /** The header without its number (taken here) and `ver`. */
  head: HeadDraft;
  lines: DocumentLines;
  audit: DocumentChange['audit'];
  numbering?: { first?: number; fyStart?: number };
  /** Changes of other documents fitted into the same transaction (the estimate a conversion marks Converted). */
  alsoChanges?: readonly (DocumentChange & { before: StoredDocument })[];
};

/**
 * Creates a document with the next number of its branch's series, all in one
 * transaction, however many lines it has (those that do not fit go ahead as
 * revisions, data-model §4a). A number taken by a concurrent creation cancels
 * it; what went ahead is deleted, the counter read again and the creation
 * retried (3 times, then 409). Any other failure (the estimate of a conversion
 * changed meanwhile: 409) deletes what went ahead too and leaves no document.
 */
export async function createDocument(doc: NewDocument): Promise<StoredDocument> {
  const series = SERVICE_SERIES[doc.head.type];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claim: NumberClaim = await nextNumber(
      doc.head.OrgId,
      doc.head.EntId,
      series,
      doc.head.CrDate,
      doc.head.DocId,
      doc.numbering,
    );
    const change = {
      next: { head: { ...doc.head, Num: claim.Num, Series: series, FY: claim.FY } as HeadState, lines: doc.lines },
      audit: doc.audit,
    };
    // The other documents' changes first, so their lines stay in the transaction and the new document's go ahead.
    const planned = fitTransaction([...(doc.alsoChanges ?? []), change], claim.writes.length);
    const created = planned[planned.length - 1] as ChangeWrites;
    const first = planned.reduce((n, p) => n + p.writes.length, 0);
    try {
      // Each attempt names its own revisions (a fresh one per build), so each writes its lines ahead.
      await commitPlanned(planned, { writes: claim.writes });
      return created.stored;
    } catch (error) {
      if (!numberTaken(error, [first, first + 1])) throw error;
    }
  }
  throw new ApiError(ErrorCode.Conflict, ServiceMessages.numberBusy);
}

export type AuditPage = { items: AuditItem[]; next?: string };

const AUDIT = 'AUDIT';

/** D14: a document's audit records, newest first; the cursor is the last record's key, in the document's own partition. */
export async function listAudit(orgId: string, docId: string, limit: number, cursor?: string): Promise<AuditPage> {
  const pk = docPk(orgId, docId);
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

/** The key of an index item, for callers that only need to touch one (a job update's IX#SA). */
export { indexItemKey };
export {
  againWhileHeaderChanges,
  HeaderChanged,
  headerWrite,
  MAX_CHANGED_LINES,
  runDocumentTransaction,
} from './header-guard';
