import { ulid } from 'ulid';
import { tableName } from '../../lib/aws-clients';
import { nowIso } from '../table/keys';
import { MAX_TRANSACTION_ITEMS, type Write } from '../table/transact';
import { versionedDelete, versionedPut } from '../table/versioned-update';
import { documentChanges, sameContent } from './audit-changes';
import { without } from './document-read';
import { indexItemKey } from './document-keys';
import { groupOfSortKey, INDEX_ITEM_PREFIX, lineBaseSortKey, lineGroupsOf, type StoreHead } from './document-type';
import { documentType } from './document-types';
import {
  auditItem,
  headItem,
  indexItems,
  lineItem,
  lineOrderOf,
  lineSortKey,
  statusCountWrite,
} from './document-items';
import type { AuditEntry, AuditItem, DocumentLine, StoredOf } from './document-records';
import { headerWrite } from './header-guard';
import type { Cleanup } from './write-ahead';

/**
 * The writes of one change of a document of any type (data-model §4), built
 * from its type's descriptor: the header (a creation only if absent, a change
 * only at the `ver` read: 409 on loss), the lines that are new, changed or
 * removed (each conditional on its own `ver`), the index items whose content
 * changed, the status count, and the audit record. Builders return writes, so a
 * caller joins several changes in one transaction (convert = the estimate's
 * change + the order's creation; a payment = the payment + each invoice it pays).
 */

const VER = new Set(['ver']);

/** A header about to be written: `ver`, `LineOrder`, `LineCount`, `UpDt` and `UpBy` are the store's. */
export type HeadOf<H extends StoreHead> = Omit<H, 'ver'>;

/** The new state of a document: its header (without ver, set here) and every line in display order. */
export type DocumentStateOf<H extends StoreHead = StoreHead, G extends string = string> = {
  head: HeadOf<H>;
  lines: Record<G, DocumentLine[]>;
};

export type ChangeOf<H extends StoreHead = StoreHead, G extends string = string> = {
  /** The document as read; absent for a creation. */
  before?: StoredOf<H, G>;
  next: DocumentStateOf<H, G>;
  /** Who and what; the field changes are computed when not given. */
  audit: Omit<AuditEntry, 'Changes'> & { Changes?: AuditEntry['Changes'] };
  now?: string;
};

export type ChangeWritesOf<H extends StoreHead = StoreHead, G extends string = string> = {
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
  stored: StoredOf<H, G>;
};

type LinePlan =
  | { kind: 'put'; group: string; line: DocumentLine; old?: Readonly<Record<string, unknown>>; oldSk?: string }
  | { kind: 'delete'; sk: string; old: Readonly<Record<string, unknown>> };

/** The audit record of a change: the changes given, or the type's field-by-field diff. */
function auditOf(
  change: ChangeOf,
  head: StoreHead,
  lines: Readonly<Record<string, readonly DocumentLine[]>>,
  ver: number,
  now: string,
): AuditItem {
  const type = documentType(head.type);
  return {
    Action: change.audit.Action,
    By: change.audit.By,
    ...(change.audit.ByName ? { ByName: change.audit.ByName } : {}),
    Changes:
      change.audit.Changes ??
      documentChanges(
        change.before,
        { head, lines },
        {
          groups: type.audit.lines ? lineGroupsOf(type) : [],
          ...(type.audit.notAudited ? { notAudited: type.audit.notAudited } : {}),
        },
      ),
    At: now,
    ver,
  };
}

const auditWrite = (head: StoreHead, audit: AuditItem): Write => ({
  item: { Put: { TableName: tableName(), Item: auditItem(head.OrgId, head.DocId, boundedAudit(audit), ulid()) } },
});

/**
 * Every write of one change (see the module's comment). With `room` (the
 * transaction items this change may use) and more writes than that, line writes
 * leave the transaction: new and changed lines go ahead as new revisions the
 * header then names (`prewrites`), removed lines and superseded revisions are
 * deleted once it commits (`cleanup`). The header's condition (`ver`, `JobSeq`)
 * guards every line then, as it does every change: all who write a line write
 * the header too.
 */
export function documentChangeWrites<H extends StoreHead, G extends string>(
  change: ChangeOf<H, G>,
  options: { room?: number } = {},
): ChangeWritesOf<H, G> {
  const { before, next } = change;
  const type = documentType(String(next.head.type));
  const groups = lineGroupsOf(type);
  const now = change.now ?? nowIso();
  const ver = before ? before.head.ver + 1 : 1;
  const nextLines = next.lines as Record<string, DocumentLine[]>;
  const lineCount = groups.reduce((n, g) => n + (nextLines[g]?.length ?? 0), 0);
  const beforeHead = { type: type.kind, LineRev: before?.head.LineRev };

  // Which lines are written, kept or removed, judged against the items as read.
  const plans: LinePlan[] = [];
  const kept = new Map<string, Record<string, unknown>>();
  const present = new Set<string>();
  for (const group of groups) {
    for (const line of nextLines[group] ?? []) {
      const oldSk = lineSortKey(beforeHead, group, line._id);
      present.add(lineBaseSortKey(type, group, line._id));
      const old = before?.items.get(oldSk);
      if (old && before) {
        const probe = lineItem({ ...before.head, ...next.head, ver } as StoreHead, group, line, 0);
        if (sameContent(without(old, VER), without({ ...probe, sk: oldSk }, VER))) {
          kept.set(oldSk, old);
          continue;
        }
      }
      plans.push({ kind: 'put', group, line, ...(old ? { old, oldSk } : {}) });
    }
  }
  const beforeLines = (before?.lines ?? {}) as Record<string, DocumentLine[]>;
  for (const group of groups) {
    for (const line of beforeLines[group] ?? []) {
      if (present.has(lineBaseSortKey(type, group, line._id))) continue;
      const sk = lineSortKey(beforeHead, group, line._id);
      const old = before?.items.get(sk);
      if (old) plans.push({ kind: 'delete', sk, old });
    }
  }

  const build = (moving: ReadonlySet<LinePlan>): ChangeWritesOf<H, G> => {
    // Revisions: kept from before for lines still present, new for lines written ahead.
    const rev = moving.size > 0 ? ulid() : undefined;
    const LineRev: Record<string, string> = {};
    for (const [base, r] of Object.entries(before?.head.LineRev ?? {}))
      if (present.has(base)) LineRev[base] = String(r);
    for (const plan of moving)
      if (plan.kind === 'put' && rev) LineRev[lineBaseSortKey(type, plan.group, plan.line._id)] = rev;
    const head = {
      ...next.head,
      // A type without lines (a payment) keeps no line bookkeeping on its header.
      ...(groups.length > 0 ? { LineOrder: lineOrderOf(nextLines), LineCount: lineCount } : {}),
      UpDt: now,
      UpBy: change.audit.By,
      ver,
      ...(Object.keys(LineRev).length > 0 ? { LineRev } : {}),
    } as unknown as H;
    if (Object.keys(LineRev).length === 0) delete (head as { LineRev?: unknown }).LineRev;

    const writes: Write[] = [headerWrite(headItem(head), before?.head)];
    const prewrites: Write[] = [];
    const cleanup: Cleanup[] = [];
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

    const stale = new Map([...(before?.items ?? [])].filter(([sk]) => sk.startsWith(INDEX_ITEM_PREFIX)));
    for (const item of indexItems(head, nextLines).values()) {
      const old = stale.get(item.sk);
      stale.delete(item.sk);
      items.set(item.sk, item);
      // The header's `ver` guards the document: index items follow it unconditionally.
      if (!old || !sameContent(old, item)) writes.push({ item: { Put: { TableName: tableName(), Item: item } } });
    }
    for (const [sk, old] of stale)
      writes.push({ item: { Delete: { TableName: tableName(), Key: { pk: String(old.pk), sk } } } });

    const counts = statusCountWrite(head, [{ from: before?.head.Sts, to: head.Sts }]);
    if (counts) writes.push(counts);

    const lines = next.lines;
    writes.push(auditWrite(head, auditOf(change as ChangeOf, head, lines, ver, now)));
    return { writes, prewrites, cleanup, movable: movable - moving.size, stored: { head, lines, items } };
  };

  const whole = build(new Set());
  if (options.room === undefined || whole.writes.length <= options.room) return whole;
  // Removed lines first (they only need deleting afterwards), then written lines, until the rest fits.
  const order = [...plans.filter((p) => p.kind === 'delete'), ...plans.filter((p) => p.kind === 'put')];
  return build(new Set(order.slice(0, whole.writes.length - options.room)));
}

/**
 * A change of a header alone, as read without its lines (`readDocumentHead(s)`):
 * another document's effect on this one (a payment on the invoices it pays). The
 * header at the `ver` read, the type's index items as they now are (those the
 * header before called for and that no longer apply deleted), the
 * status count and, with `audit`, the audit record. Lines are untouched.
 */
export function headChangeWrites<H extends StoreHead>(
  before: H,
  next: HeadOf<H>,
  audit: ChangeOf['audit'] | undefined,
  now = nowIso(),
): { writes: Write[]; head: H } {
  const type = documentType(before.type);
  const ver = before.ver + 1;
  const head = { ...next, UpDt: now, UpBy: audit?.By ?? next.UpBy, ver } as unknown as H;
  const writes: Write[] = [headerWrite(headItem(head), before)];
  const current = indexItems(head);
  // An index item the header before did not call for was never written: deleting it would only spend one of
  // the transaction's 100 items (a payment of many bills pays each bill's header in one transaction).
  const was = indexItems(before);
  for (const item of current.values()) writes.push({ item: { Put: { TableName: tableName(), Item: item } } });
  for (const name of type.indexNames ?? [])
    if (!current.has(name) && was.has(name))
      writes.push({
        item: { Delete: { TableName: tableName(), Key: indexItemKey(head.OrgId, head.DocId, name) } },
      });
  const counts = statusCountWrite(head, [{ from: before.Sts, to: head.Sts }]);
  if (counts) writes.push(counts);
  if (audit) {
    const changes = audit.Changes ?? documentChanges({ head: before, lines: {} }, { head, lines: {} });
    writes.push(
      auditWrite(head, {
        Action: audit.Action,
        By: audit.By,
        ...(audit.ByName ? { ByName: audit.ByName } : {}),
        Changes: changes,
        At: now,
        ver,
      }),
    );
  }
  return { writes, head };
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
  before: StoredOf | undefined,
  items: ReadonlyMap<string, unknown>,
  plans: readonly LinePlan[],
  cleanup: readonly Cleanup[],
): Cleanup[] {
  if (!before) return [];
  const type = documentType(before.head.type);
  const handled = new Set([
    ...plans.flatMap((p) => (p.kind === 'delete' ? [p.sk] : [])),
    ...cleanup.map((c) => c.key.sk),
  ]);
  const orphans: Cleanup[] = [];
  for (const [sk, old] of before.items) {
    if (groupOfSortKey(type, sk) === undefined || items.has(sk) || handled.has(sk)) continue;
    orphans.push({ key: { pk: String(old.pk), sk }, ver: Number(old.ver) });
  }
  return orphans;
}

/** The `ver` of an item at `sk` that is not the line's current one (left by a change that failed), for a write that replaces it. */
const staleVer = (before: StoredOf | undefined, sk: string): number | undefined => {
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
export function fitTransaction<H extends StoreHead, G extends string>(
  changes: readonly ChangeOf<H, G>[],
  alsoWrite = 0,
): ChangeWritesOf<H, G>[] {
  const whole = changes.map((c) => documentChangeWrites(c));
  if (whole.reduce((n, w) => n + w.writes.length, alsoWrite) <= MAX_TRANSACTION_ITEMS) return whole;
  let spare = MAX_TRANSACTION_ITEMS - alsoWrite - whole.reduce((n, w) => n + w.writes.length - w.movable, 0);
  return changes.map((change, i) => {
    const w = whole[i] as ChangeWritesOf<H, G>;
    const give = Math.max(0, Math.min(w.movable, spare));
    spare -= give;
    return documentChangeWrites(change, { room: w.writes.length - w.movable + give });
  });
}
