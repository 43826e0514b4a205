import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { ServiceMessages } from '@shared/service/service-messages';
import { db, tableName } from '../../lib/aws-clients';
import { nowIso } from '../table/keys';
import { queryAll } from '../table/query-all';
import { MAX_TRANSACTION_ITEMS, transact, type Write } from '../table/transact';
import { versionedDelete, versionedPut } from '../table/versioned-update';
import { canonicalJson, documentChanges } from './audit-changes';
import { AUDIT_PREFIX, DOCUMENT_READ_FROM, HEAD_SK, LINE_GROUPS, LINE_PREFIX, docPk, indexItemKey, type LineGroup } from './document-keys';
import { auditItem, headItem, indexItems, lineItem, lineOrderOf, statusCountUpdate } from './document-items';
import { nextNumber, type NumberClaim } from './document-numbers';
import type { AuditEntry, AuditItem, DocumentHead, DocumentLine, DocumentLines, HeadDraft, HeadState, StoredDocument } from './document-records';

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
export async function readDocument(orgId: string, docId: string, consistent = false): Promise<StoredDocument | undefined> {
  const found = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND sk >= :from',
    ExpressionAttributeValues: { ':pk': docPk(orgId, docId), ':from': DOCUMENT_READ_FROM },
    ConsistentRead: consistent,
  });
  let head: DocumentHead | undefined;
  let order: Partial<Record<LineGroup, string[]>> = {};
  const lines = emptyLines();
  const items = new Map<string, Record<string, unknown>>();
  for (const item of found) {
    const sk = String(item.sk);
    if (sk === HEAD_SK) {
      head = without(item, KEY_ATTRIBUTES) as DocumentHead;
      order = (item.LineOrder ?? {}) as typeof order;
      continue;
    }
    items.set(sk, item);
    const group = groupOf(sk);
    if (group) lines[group].push(without(item, LINE_BOOKKEEPING) as DocumentLine);
  }
  if (!head) return undefined;
  for (const group of LINE_GROUPS) {
    // The header's LineOrder is the document's list of lines: a line item it does not
    // list was written ahead of a change that then failed, and is not part of the document.
    const listed = order[group];
    if (listed === undefined) continue;
    const at = new Map(listed.map((id, i) => [id, i]));
    lines[group] = lines[group].filter((l) => at.has(l._id)).sort((a, b) => (at.get(a._id) ?? 0) - (at.get(b._id) ?? 0));
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

export type ChangeWrites = {
  writes: Write[];
  /**
   * New line items written before the transaction (each only if absent), when the
   * change has more writes than one transaction takes (only with `room`). They are
   * invisible until the transaction's header lists them in `LineOrder`, so a change
   * that then fails shows nothing of itself; the next save of the document deletes them.
   */
  prewrites: Write[];
  stored: StoredDocument;
};

/**
 * Every write of one change (data-model §4): the header (a creation only if
 * absent, a change only at the `ver` read: 409 on loss), the lines that are new,
 * changed or removed (each conditional on its own `ver`), the index items whose
 * summary changed, the status count, and the audit record. Answers the writes
 * and the document as it will be stored. With `room` (the transaction items this
 * change may use), new lines beyond it move to `prewrites`.
 */
export function documentChangeWrites(change: DocumentChange, options: { room?: number } = {}): ChangeWrites {
  const { before, next } = change;
  const now = change.now ?? nowIso();
  const ver = before ? before.head.ver + 1 : 1;
  const lineCount = LINE_GROUPS.reduce((n, g) => n + next.lines[g].length, 0);
  const head = { ...next.head, LineOrder: lineOrderOf(next.lines), LineCount: lineCount, UpDt: now, UpBy: change.audit.By, ver } as DocumentHead;
  const writes: Write[] = [headerWrite(headItem(head), before?.head)];
  const items = new Map<string, Record<string, unknown>>();

  const stale = new Map(before?.items ?? []);
  // New lines that may go ahead of the transaction: not yet listed, and not on anyone's My Jobs.
  const movable: Write[] = [];
  for (const group of LINE_GROUPS) {
    next.lines[group].forEach((line) => {
      const probe = lineItem(head, group, line, 0);
      const old = stale.get(probe.sk);
      stale.delete(probe.sk);
      if (old && sameItem(without(old, VER), without(probe, VER))) {
        items.set(probe.sk, old);
        return;
      }
      const oldVer = old === undefined ? undefined : Number(old.ver);
      const item = lineItem(head, group, line, (oldVer ?? 0) + 1);
      items.set(item.sk, item);
      const write = versionedPut(item, oldVer);
      writes.push(write);
      if (oldVer === undefined && item.gsi1pk === undefined) movable.push(write);
    });
  }

  const wanted = indexItems(head);
  for (const item of wanted.values()) {
    const old = stale.get(item.sk);
    stale.delete(item.sk);
    items.set(item.sk, item);
    // The header's `ver` guards the document: index items follow it unconditionally.
    if (!old || !sameItem(old, item)) writes.push({ item: { Put: { TableName: tableName(), Item: item } } });
  }
  // Lines the document had and no longer has are deleted; a line item it never listed
  // (written ahead of a change that failed) is inert and left alone.
  const listed = new Set(LINE_GROUPS.flatMap((g) => (before?.lines[g] ?? []).map((l) => `${LINE_PREFIX[g]}${l._id}`)));
  for (const [sk, old] of stale) {
    if (groupOf(sk)) {
      if (listed.has(sk)) writes.push(versionedDelete({ pk: String(old.pk), sk }, Number(old.ver)));
    }
    else if (sk.startsWith('IX#')) writes.push({ item: { Delete: { TableName: tableName(), Key: { pk: String(old.pk), sk } } } });
  }

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
  writes.push({ item: { Put: { TableName: tableName(), Item: auditItem(head.OrgId, head.DocId, boundedAudit(audit), ulid()) } } });

  if (options.room !== undefined && writes.length > options.room) {
    const moving = new Set(movable.slice(0, writes.length - options.room));
    return { writes: writes.filter((w) => !moving.has(w)), prewrites: [...moving], stored: { head, lines, items } };
  }
  return { writes, prewrites: [], stored: { head, lines, items } };
}

/** DynamoDB's item limit is 400 KB; an audit record of a very large change keeps its paths and leaves out whole lines' values. */
const AUDIT_BYTES = 300_000;
function boundedAudit(audit: AuditItem): AuditItem {
  if (JSON.stringify(audit.Changes).length <= AUDIT_BYTES) return audit;
  const Changes = audit.Changes.map((c) =>
    typeof c.Before === 'object' || typeof c.After === 'object' ? { Path: c.Path, ...(c.Before !== undefined ? { Before: '…' } : {}), ...(c.After !== undefined ? { After: '…' } : {}) } : c,
  );
  return { ...audit, Changes };
}

/** The marker of a header write whose condition failed; `runDocumentTransaction` answers it as `HeaderChanged`. */
const HEADER_CHANGED = 'header changed since read';

/**
 * A header that changed after it was read: a 409 with the conflict text, which
 * `againWhileHeaderChanges` answers by making the change again from a fresh read
 * (a person's save in between then answers the conflict at its `ver` check).
 */
export class HeaderChanged extends ApiError {
  constructor() {
    super(ErrorCode.Conflict, Messages.conflict);
  }
}

/**
 * The header's write: a creation only if absent; a change only at the `ver` read
 * and with no job move since. A technician's job move (My Jobs) changes the
 * header's rolled-up status without taking the `ver` people edit at, and bumps
 * `JobSeq` instead; so no write ever stores a status rolled up from lines a
 * technician has just changed (data-model §4 'Technician changes a line's status').
 */
export function headerWrite(item: Record<string, unknown> & { pk: string; sk: string }, before?: DocumentHead): Write {
  if (!before) return versionedPut(item, undefined);
  const jobSeq = before.JobSeq;
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: item,
        ConditionExpression: jobSeq === undefined ? 'ver = :ver AND attribute_not_exists(JobSeq)' : 'ver = :ver AND JobSeq = :jobSeq',
        ExpressionAttributeValues: { ':ver': before.ver, ...(jobSeq === undefined ? {} : { ':jobSeq': jobSeq }) },
      },
    },
    conflict: HEADER_CHANGED,
  };
}

/**
 * Runs a read-decide-write change again while only its header moved under it
 * (a job move, or a save whose `ver` check then answers the conflict itself).
 */
export async function againWhileHeaderChanges<T>(change: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await change();
    } catch (error) {
      if (!(error instanceof HeaderChanged) || attempt >= attempts) throw error;
    }
  }
}

/** The most lines one transaction can change next to the header, audit, count and index items. */
export const MAX_CHANGED_LINES = MAX_TRANSACTION_ITEMS - 12;

const isTransactionConflict = (error: unknown): boolean => {
  const e = error as Error & { CancellationReasons?: { Code?: string }[] };
  if (e.name === 'TransactionConflictException') return true;
  if (e.name !== 'TransactionCanceledException') return false;
  const reasons = e.CancellationReasons ?? [];
  return reasons.some((r) => r.Code === 'TransactionConflict') && !reasons.some((r) => r.Code === 'ConditionalCheckFailed');
};

/**
 * Runs one change's writes as one transaction. Two transactions touching the
 * same item at once make DynamoDB cancel one with TransactionConflict; it is
 * sent again (a few times, with jitter), so the loser then meets the winner's
 * `ver` and answers 409 rather than a busy error.
 */
export async function runDocumentTransaction(writes: readonly Write[]): Promise<void> {
  if (writes.length > MAX_TRANSACTION_ITEMS) throw new ApiError(ErrorCode.BadRequest, ServiceMessages.tooManyChanges(MAX_CHANGED_LINES));
  for (let attempt = 0; ; attempt += 1) {
    try {
      await transact(writes);
      return;
    } catch (error) {
      if (error instanceof ApiError && error.message === HEADER_CHANGED) throw new HeaderChanged();
      if (attempt >= 6 || !isTransactionConflict(error)) throw error;
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 20 * 2 ** attempt));
    }
  }
}

/** Writes new lines ahead of their document's transaction: 100 conditional Puts per transaction. */
async function writeAhead(prewrites: readonly Write[]): Promise<void> {
  for (let i = 0; i < prewrites.length; i += MAX_TRANSACTION_ITEMS) await runDocumentTransaction(prewrites.slice(i, i + MAX_TRANSACTION_ITEMS));
}

/** Saves a change (a line-grid save, or an action's status change) and answers the stored document. */
export async function saveDocument(change: DocumentChange & { before: StoredDocument }, alsoWrite: readonly Write[] = []): Promise<StoredDocument> {
  const { writes, prewrites, stored } = documentChangeWrites(change, { room: MAX_TRANSACTION_ITEMS - alsoWrite.length });
  await writeAhead(prewrites);
  await runDocumentTransaction([...writes, ...alsoWrite]);
  return stored;
}

/** Actions (Approve, Hold, Cancel, Complete...) write exactly what a save writes, under their own audit action. */
export const applyStatusChange = saveDocument;

const numberTaken = (error: unknown, indexes: readonly number[]): boolean => {
  const e = error as Error & { CancellationReasons?: { Code?: string }[] };
  if (e.name !== 'TransactionCanceledException') return false;
  return indexes.some((i) => e.CancellationReasons?.[i]?.Code === 'ConditionalCheckFailed');
};

export type NewDocument = {
  /** The header without its number (taken here) and `ver`. */
  head: HeadDraft;
  lines: DocumentLines;
  audit: DocumentChange['audit'];
  numbering?: { first?: number; fyStart?: number };
  /** More writes of the same transaction (the estimate a conversion updates). */
  alsoWrite?: (stored: StoredDocument) => readonly Write[];
};

/**
 * Creates a document with the next number of its branch's series, all in one
 * transaction. A number taken by a concurrent creation cancels it; the counter
 * is read again and the creation retried (3 times, then 409).
 */
export async function createDocument(doc: NewDocument): Promise<StoredDocument> {
  const series = doc.head.type === 'Estimate' ? 'EST' : 'WO';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claim: NumberClaim = await nextNumber(doc.head.OrgId, doc.head.EntId, series, doc.head.CrDate, doc.head.DocId, doc.numbering);
    const change = { next: { head: { ...doc.head, Num: claim.Num, Series: series, FY: claim.FY } as HeadState, lines: doc.lines }, audit: doc.audit };
    const first = documentChangeWrites(change);
    const also = doc.alsoWrite?.(first.stored) ?? [];
    // A document too large for one transaction has its new lines written ahead (invisible until the header lists them).
    const { writes, prewrites, stored } = documentChangeWrites(change, { room: MAX_TRANSACTION_ITEMS - claim.writes.length - also.length });
    const all = [...writes, ...claim.writes, ...also];
    try {
      if (attempt === 0) await writeAhead(prewrites);
      await runDocumentTransaction(all);
      return stored;
    } catch (error) {
      if (!numberTaken(error, [writes.length, writes.length + 1])) throw error;
    }
  }
  throw new ApiError(ErrorCode.Conflict, ServiceMessages.numberBusy);
}

export type AuditPage = { items: AuditItem[]; next?: string };

/** D14: a document's audit records, newest first; the cursor is the last record's sort key. */
export async function listAudit(orgId: string, docId: string, limit: number, cursor?: string): Promise<AuditPage> {
  const pk = docPk(orgId, docId);
  let startKey: Record<string, string> | undefined;
  if (cursor) {
    const sk = Buffer.from(cursor, 'base64url').toString('utf8');
    if (!sk.startsWith(AUDIT_PREFIX)) throw new ApiError(ErrorCode.BadRequest, ServiceMessages.badCursor);
    startKey = { pk, sk };
  }
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
  const last = answer.LastEvaluatedKey?.sk;
  return { items, ...(last !== undefined ? { next: Buffer.from(String(last as string), "utf8").toString("base64url") } : {}) };
}

/** The key of an index item, for callers that only need to touch one (a job update's IX#SA). */
export { indexItemKey };
