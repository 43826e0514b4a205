import { receiveForJob, type JobReceipt } from '@shared/purchasing/received-for-job';
import type { IssuedPart } from '@shared/inventory/part-issue';
import { readDocument } from '../documents/document-read';
import type { ChangeOf } from '../documents/document-changes';
import type { DocumentHead, DocumentLine, StoredDocument } from '../documents/document-records';
import { isOnDashboard } from '../documents/types/service-types';

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

export async function jobChanges(
  orgId: string,
  entId: string,
  receipts: readonly JobLineReceipt[],
  audit: { By: string; ByName?: string },
  now: string,
): Promise<ChangeOf<DocumentHead, keyof StoredDocument['lines']>[]> {
  const byOrder = new Map<string, JobReceipt[]>();
  for (const r of receipts)
    byOrder.set(r.WoId, [...(byOrder.get(r.WoId) ?? []), { lineId: r.WoLineId, itemId: r.ItemId, qtyM: r.QtyM }]);
  const changes: ChangeOf<DocumentHead, keyof StoredDocument['lines']>[] = [];
  for (const [docId, mine] of byOrder) {
    const before = await readDocument(orgId, docId, true);
    if (!before || before.head.type !== 'RepairOrder' || before.head.EntId !== entId || !isOnDashboard(before.head))
      continue;
    const after = receiveForJob<Line>(
      { Sts: before.head.Sts, Ops: before.lines.Ops as Line[], Parts: before.lines.Parts as Line[] },
      mine,
    );
    if (!after) continue;
    changes.push({
      before,
      next: {
        head: { ...before.head, Sts: after.Sts } as DocumentHead,
        lines: { ...before.lines, Ops: after.Ops as DocumentLine[], Parts: after.Parts as DocumentLine[] },
      },
      audit: { Action: 'PartsReceived', ...audit },
      now,
    });
  }
  return changes;
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
