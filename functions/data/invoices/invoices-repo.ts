import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { tableName } from '../../lib/aws-clients';
import { cancellationReasons } from '../table/cancellation';
import { nowIso } from '../table/keys';
import { MAX_TRANSACTION_ITEMS, transact, type Write } from '../table/transact';
import { versionedDelete, versionedPut } from '../table/versioned-update';
import { canonicalJson } from '../documents/audit-changes';
import { auditItem } from '../documents/document-items';
import { lineKey } from '../documents/document-keys';
import type { AuditItem, FieldChange } from '../documents/document-records';
import { claimNumber, endTurn, numberAfterLoss, type NumberClaim } from '../documents/document-numbers';
import { readDocument, runDocumentTransaction } from '../documents/documents-repo';
import {
  INVOICE_CODE,
  invoiceCountWrite,
  invoiceHeadItem,
  invoiceLineItems,
  type InvoiceHead,
  type InvoiceHeadState,
  type InvoiceKind,
  type InvoiceLines,
} from './invoice-items';

/**
 * Reads and writes of invoices and credit notes (docs/data-model-invoices.md
 * I1–I6). Every change is one TransactWriteItems: the header at the `ver` read
 * (409 on loss), the lines that changed, the status count, the audit record
 * and, when the document is issued, its number (counter + pointer).
 */

export type StoredInvoice = {
  head: InvoiceHead;
  lines: InvoiceLines;
  items: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
};

/** I1: the header and lines of one invoice or credit note (one Query of its partition), or undefined. */
export async function readInvoice(
  orgId: string,
  docId: string,
  consistent = false,
  kind: InvoiceKind = 'Invoice',
): Promise<StoredInvoice | undefined> {
  const found = await readDocument(orgId, docId, consistent);
  if (!found || (found.head.type as string) !== kind) return undefined;
  const head = found.head as unknown as InvoiceHead;
  // Drafts generated before invoices carried a date are dated the day they were generated.
  if (typeof head.InvDate !== 'string' || head.InvDate === '') head.InvDate = head.CrDate;
  return { head, lines: { Ops: found.lines.Ops, Items: found.lines.Parts }, items: found.items };
}

export type InvoiceAudit = { Action: string; By: string; ByName?: string; Changes?: FieldChange[] };

export type InvoiceChange = {
  before?: StoredInvoice;
  /** The header without `ver`, LineOrder and LineCount (set here). */
  head: InvoiceHeadState;
  lines: InvoiceLines;
  audit: InvoiceAudit;
};

const changesOf = (before: StoredInvoice | undefined, head: Record<string, unknown>): FieldChange[] => {
  const skip = new Set(['ver', 'UpDt', 'UpBy', 'LineOrder', 'LineCount', 'Amounts', 'Gst']);
  const out: FieldChange[] = [];
  const old = (before?.head ?? {}) as Record<string, unknown>;
  for (const name of new Set([...Object.keys(old), ...Object.keys(head)])) {
    if (skip.has(name) || canonicalJson(old[name]) === canonicalJson(head[name])) continue;
    out.push({
      Path: name,
      ...(old[name] !== undefined ? { Before: old[name] } : {}),
      ...(head[name] !== undefined ? { After: head[name] } : {}),
    });
  }
  return out;
};

/**
 * The writes of one change. Lines are compared with what was read: only new or
 * changed lines are written, removed ones deleted. With `room`, new lines
 * beyond it come back as `prewrites` (invisible until the header lists them).
 */
export function invoiceChangeWrites(
  change: InvoiceChange,
  room = MAX_TRANSACTION_ITEMS,
): { writes: Write[]; prewrites: Write[]; stored: StoredInvoice } {
  const { before } = change;
  const now = nowIso();
  const ver = before ? before.head.ver + 1 : 1;
  const head = {
    ...change.head,
    LineOrder: { Ops: change.lines.Ops.map((l) => l._id), Parts: change.lines.Items.map((l) => l._id) },
    LineCount: change.lines.Ops.length + change.lines.Items.length,
    UpDt: now,
    UpBy: change.audit.By,
    ver,
  } as InvoiceHead;
  const writes: Write[] = [versionedPut(invoiceHeadItem(head), before?.head.ver)];
  const prewrites: Write[] = [];
  const stale = new Map(before?.items ?? []);
  const lineWrites: Write[] = [];
  for (const item of invoiceLineItems(head, change.lines, 0)) {
    const old = stale.get(item.sk);
    stale.delete(item.sk);
    const { ver: _v, ...content } = item;
    if (old) {
      const { ver: oldVer, ...oldContent } = old as Record<string, unknown>;
      if (canonicalJson(oldContent) === canonicalJson(content)) continue;
      lineWrites.push(versionedPut({ ...item, ver: Number(oldVer) + 1 }, Number(oldVer)));
    } else prewrites.push(versionedPut({ ...item, ver: 1 }, undefined));
  }
  for (const [sk, old] of stale) {
    if (sk.startsWith('OP#') || sk.startsWith('PART#'))
      lineWrites.push(versionedDelete({ pk: String(old.pk), sk }, Number(old.ver)));
  }
  writes.push(...lineWrites);
  const count = invoiceCountWrite(head.OrgId, head.EntId, INVOICE_CODE[head.type], before?.head.Sts, head.Sts);
  if (count) writes.push(count);
  const audit: AuditItem = {
    Action: change.audit.Action,
    By: change.audit.By,
    ...(change.audit.ByName ? { ByName: change.audit.ByName } : {}),
    Changes: change.audit.Changes ?? changesOf(before, head),
    At: now,
    ver,
  };
  writes.push({ item: { Put: { TableName: tableName(), Item: auditItem(head.OrgId, head.DocId, audit, ulid()) } } });
  // New lines join the transaction while there is room; the rest go ahead of it.
  const fit = Math.max(0, room - writes.length);
  writes.push(...prewrites.splice(0, fit));
  const lines: InvoiceLines = change.lines;
  const items = new Map<string, Record<string, unknown>>();
  for (const item of invoiceLineItems(head, lines, 1)) items.set(item.sk, item);
  return { writes, prewrites, stored: { head, lines, items } };
}

/** Writes one change (create, save, action) as one transaction; new lines that do not fit go first. */
export async function writeInvoice(change: InvoiceChange, alsoWrite: readonly Write[] = []): Promise<StoredInvoice> {
  const { writes, prewrites, stored } = invoiceChangeWrites(change, MAX_TRANSACTION_ITEMS - alsoWrite.length);
  if (writes.length + alsoWrite.length > MAX_TRANSACTION_ITEMS)
    throw new ApiError(ErrorCode.BadRequest, 'Too many changed lines for one save; save in smaller steps.');
  for (let i = 0; i < prewrites.length; i += MAX_TRANSACTION_ITEMS)
    await runDocumentTransaction(prewrites.slice(i, i + MAX_TRANSACTION_ITEMS));
  await runDocumentTransaction([...writes, ...alsoWrite]);
  return stored;
}

/** The backoff of a lost number race: full jitter from 15 ms, doubling, at most 100 ms. */
const RETRY_BASE_MS = 15;
const RETRY_CAP_MS = 100;

/** The number was taken first (its counter or pointer condition failed), or the counter was busy: read it again. */
const numberTaken = (error: unknown, from: number, count: number): boolean => {
  if ((error as Error).name === 'TransactionConflictException') return true;
  const codes = cancellationReasons(error)?.codes;
  if (codes === undefined) return false;
  if (codes.slice(count).some((code) => code === 'ConditionalCheckFailed')) return false;
  return (
    codes
      .slice(from, from + count)
      .some((code) => code === 'ConditionalCheckFailed' || code === 'TransactionConflict') ||
    codes.includes('TransactionConflict')
  );
};

export type Numbering = {
  series: string;
  date: string;
  first?: number;
  fyStart?: number;
  check?: (num: string) => void;
};

/**
 * Issues a document: its number is taken in the same transaction as the change
 * (counter at `Next = n` + the number's pointer), so numbers are consecutive
 * and a failed issue burns none. Concurrent issues of one series take turns at
 * the counter (`claimNumber` with a turn: one conditional update, which also
 * answers the counter), so only the holder sends its transaction; the others
 * try again after a short random pause (full jitter, 15 ms doubling to a 100 ms
 * cap): a long pause only leaves the counter idle. A number taken regardless
 * (a turn that ran out) is retried with the counter's value the cancellation
 * answers (data-model-documents §3 'Numbers and counters').
 */
export async function issueWithNumber(
  numbering: Numbering,
  docId: string,
  orgId: string,
  entId: string,
  build: (claim: NumberClaim) => { change: InvoiceChange; alsoWrite?: readonly Write[] },
): Promise<StoredInvoice> {
  const turn = ulid();
  // Full jitter, growing with the attempts: contenders spread out instead of colliding again together.
  const pause = (attempt: number) =>
    new Promise((r) =>
      setTimeout(r, Math.random() * Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(attempt, 3))),
    );
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const claim = await claimNumber(orgId, entId, numbering.series, numbering.date, docId, {
      ...(numbering.first ? { first: numbering.first } : {}),
      ...(numbering.fyStart ? { fyStart: numbering.fyStart } : {}),
      turn,
      peek: attempt > 0,
    });
    if (!claim) {
      await pause(attempt);
      continue;
    }
    try {
      numbering.check?.(claim.Num);
      const { change, alsoWrite = [] } = build(claim);
      const { writes, prewrites, stored } = invoiceChangeWrites(
        change,
        MAX_TRANSACTION_ITEMS - claim.writes.length - alsoWrite.length,
      );
      if (prewrites.length > 0) throw new ApiError(ErrorCode.BadRequest, 'Too many lines to issue in one step.');
      // Straight to DynamoDB: a busy counter is read again at once, never retried with a stale number.
      await transact([...claim.writes, ...writes, ...alsoWrite]);
      return stored;
    } catch (error) {
      if (!numberTaken(error, 0, claim.writes.length)) {
        await endTurn(claim);
        throw error;
      }
      // Taken while our turn ran out: go again at once if the counter answered, else after a pause.
      if (numberAfterLoss(error, 0) === undefined) await pause(attempt);
    }
  }
  throw new ApiError(ErrorCode.Conflict, InvoiceMessages.numberBusy);
}

export { lineKey };
