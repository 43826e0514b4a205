import { receiveForJob, type JobReceipt } from '@shared/purchasing/received-for-job';
import type { IssuedPart } from '@shared/inventory/part-issue';
import { readDocument } from '../documents/document-read';
import { documentChangeWrites, type ChangeOf } from '../documents/document-changes';
import type { DocumentHead, DocumentLine, StoredDocument } from '../documents/document-records';
import { saveDocuments } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import { isOnDashboard } from '../documents/types/service-types';
import { againWhileBalancesMove } from '../inventory/stock-writes';
import { nowIso } from '../table/keys';
import { MAX_TRANSACTION_ITEMS } from '../table/transact';
import { log } from '../../lib/http/log';
import { announceDocumentChange } from '../../lib/ws/shop-floor-announce';
import { partsNoticeOf, partsNoticeWrite, type PartsNotice, type ReceiveRef } from './parts-notices-repo';

/**
 * The repair orders a purchase receive brings parts for (docs/purchasing-journey.md
 * §2): each open repair order of the branch that a received parts-order line is
 * for, read consistently in the receive's round, changed through the store (its
 * header at the `ver` read, the part and labour lines it moves, its indexes and a
 * `PartsReceived` audit) in the receive's own transaction. An order that changed
 * meanwhile fails the header check and the receive decides again (HeaderChanged);
 * an order closed, of another branch or gone is left alone.
 */

/** A received order line that remembers its repair order (a parts order's line). */
export type JobLineReceipt = { WoId: string; WoLineId: string; ItemId: string; QtyM: number };

type Line = IssuedPart & { OpId?: string | undefined };

type OrderChange = ChangeOf<DocumentHead, keyof StoredDocument['lines']>;

/** One repair order's change: what came for it, and its change as decided on the order read. */
export type JobChange = { docId: string; receipts: JobReceipt[]; change: OrderChange };

/** The change of one repair order read now, or undefined when nothing lands on it (§2's rules). */
async function jobChange(
  orgId: string,
  entId: string,
  docId: string,
  receipts: JobReceipt[],
  audit: { By: string; ByName?: string },
  now: string,
): Promise<JobChange | undefined> {
  const before = await readDocument(orgId, docId, true);
  if (!before || before.head.type !== 'RepairOrder' || before.head.EntId !== entId || !isOnDashboard(before.head))
    return undefined;
  const after = receiveForJob<Line>(
    { Sts: before.head.Sts, Ops: before.lines.Ops as Line[], Parts: before.lines.Parts as Line[] },
    receipts,
  );
  if (!after) return undefined;
  const change: OrderChange = {
    before,
    next: {
      head: { ...before.head, Sts: after.Sts } as DocumentHead,
      lines: { ...before.lines, Ops: after.Ops as DocumentLine[], Parts: after.Parts as DocumentLine[] },
    },
    audit: { Action: 'PartsReceived', ...audit },
    now,
  };
  return { docId, receipts, change };
}

export async function jobChanges(
  orgId: string,
  entId: string,
  receipts: readonly JobLineReceipt[],
  audit: { By: string; ByName?: string },
  now: string,
): Promise<JobChange[]> {
  const byOrder = new Map<string, JobReceipt[]>();
  for (const r of receipts)
    byOrder.set(r.WoId, [...(byOrder.get(r.WoId) ?? []), { lineId: r.WoLineId, itemId: r.ItemId, qtyM: r.QtyM }]);
  const changes: JobChange[] = [];
  for (const [docId, mine] of byOrder) {
    const job = await jobChange(orgId, entId, docId, mine, audit, now);
    if (job) changes.push(job);
  }
  return changes;
}

/** Items of a change that must be in its transaction (header, indexes, audit): its lines may go ahead. */
const fixedItems = (change: ChangeOf): number => {
  const w = documentChangeWrites(change);
  return w.writes.length - w.movable;
};

/** The advisor's notice of a job's change (docs/purchasing.md §22), or undefined when nothing rose. */
export const noticeOfJob = (orgId: string, job: JobChange, receive: ReceiveRef) => {
  const notice = partsNoticeOf(job.change.before as never, job.change.next as never, receive);
  return notice ? { notice, write: partsNoticeWrite(orgId, notice) } : undefined;
};

/**
 * The repair orders told in the receive's own transaction, and those told right after it:
 * each order's header, indexes and audit take room the stock and the order cannot give up, so
 * when a receive serves more repair orders than the 100 items allow beside its own writes
 * (`alsoWrites` and the receive's and order's own changes), the rest are changed after it commits.
 */
export function fitJobs(
  jobs: readonly JobChange[],
  own: readonly ChangeOf[],
  alsoWrites: number,
): { inside: JobChange[]; after: JobChange[] } {
  let room = MAX_TRANSACTION_ITEMS - alsoWrites - own.reduce((n, c) => n + fixedItems(c), 0);
  const inside: JobChange[] = [];
  const after: JobChange[] = [];
  for (const job of jobs) {
    // The header, indexes and audit, and the advisor's notice beside them.
    const need = fixedItems(job.change as ChangeOf) + 1;
    if (need <= room) {
      inside.push(job);
      room -= need;
    } else after.push(job);
  }
  return { inside, after };
}

/**
 * Tells the repair orders that did not fit the receive's transaction, each in a transaction of
 * its own right after the receive committed, decided again on a changed order (up to 12 rounds).
 * Each carries its advisor's notice in that transaction. Answers the notices written.
 * Never throws: the receive is committed; an order left untold is logged (its request is Received).
 */
export async function tellJobsAfter(
  orgId: string,
  entId: string,
  jobs: readonly JobChange[],
  audit: { By: string; ByName?: string },
  receive: ReceiveRef,
): Promise<{ notices: PartsNotice[]; orders: DocumentHead[] }> {
  const told: PartsNotice[] = [];
  const orders: DocumentHead[] = [];
  for (const job of jobs) {
    try {
      await againWhileBalancesMove(
        async () => {
          const fresh = await jobChange(orgId, entId, job.docId, job.receipts, audit, nowIso());
          if (!fresh) return;
          const notice = noticeOfJob(orgId, fresh, receive);
          const [saved] = await saveDocuments([fresh.change], { writes: notice ? [notice.write] : [] });
          if (saved) orders.push(saved.head as DocumentHead);
          if (notice) told.push(notice.notice);
        },
        12,
        (error) => error instanceof HeaderChanged,
      );
    } catch (error) {
      log('warn', 'repair order not told of its received parts', { docId: job.docId, error: (error as Error).name });
    }
  }
  return { notices: told, orders };
}

/**
 * The repair orders a receive changed, announced to their branch as the shop floor's
 * DocumentChanged (docs/customer-loop.md §20), so the dashboards and My Jobs show the
 * new status and Received at once. After the commit; never throws.
 */
export async function announceJobs(orgId: string, by: string, orders: readonly DocumentHead[]): Promise<void> {
  for (const head of orders)
    await announceDocumentChange(
      { orgId, entityId: head.EntId },
      { Type: 'RepairOrder', Id: head.DocId, Num: head.Num, Sts: head.Sts, ver: head.ver, By: by },
    );
}

/** The receipts of a receive's lines whose order line is for a repair order's part line. */
export const jobReceipts = (
  lines: readonly { PoLineId: string; QtyM: number }[],
  orderLines: ReadonlyMap<string, { ItemId: string; WoId?: string | undefined; WoLineId?: string | undefined }>,
): JobLineReceipt[] =>
  lines.flatMap((line) => {
    const ordered = orderLines.get(line.PoLineId);
    return ordered?.WoId && ordered.WoLineId
      ? [{ WoId: ordered.WoId, WoLineId: ordered.WoLineId, ItemId: ordered.ItemId, QtyM: line.QtyM }]
      : [];
  });
