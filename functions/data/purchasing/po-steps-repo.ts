import { PARTS_ORDER_STATUS, PO_STATUS } from '@shared/purchasing/purchase-statuses';
import type { FieldChange } from '../documents/document-records';
import { saveDocuments } from '../documents/documents-repo';
import type { Actor } from '../inventory/stock-writes';
import { nowIso } from '../table/keys';
import { readRequests, waitingRequestWrite, waitsOn } from './parts-order-writes';
import { refuseWhileReceiving } from './receive-claim';
import type { PurchaseOrderHead, PurchaseOrderLine, StoredPurchaseOrder } from './purchase-records';

/**
 * A purchase order's step (docs/purchasing.md §18): its status moves at the
 * `ver` read (a lost race is a 409 and writes nothing) with an audit record
 * naming the action, and what the step releases in the same transaction.
 * Cancel and Close give the requested parts still waiting on the order back to
 * New (Close: those of lines not completely received), so they can be ordered
 * again. The status table is the caller's (shared/purchasing/po-actions.ts).
 */

export type PoStep = {
  before: StoredPurchaseOrder;
  /** The status the action leaves; undefined keeps it (a resend). */
  Sts?: string | undefined;
  action: string;
  actor: Actor;
  /** Header fields the step sets besides the status (who sent it, when and to whom). */
  fields?: Partial<PurchaseOrderHead> | undefined;
  /** What the audit record says beyond the status (the recipients of a sending). */
  changes?: FieldChange[] | undefined;
};

const poLine = (line: unknown): PurchaseOrderLine => line as PurchaseOrderLine;

/** The requests the step frees: all of a cancelled order's, the open lines' of a closed one. */
function releasedLines(before: StoredPurchaseOrder, Sts: string | undefined) {
  if (Sts === PO_STATUS.cancelled) return before.lines.Lines.filter((l) => l.WoId);
  if (Sts === PO_STATUS.closed) return before.lines.Lines.filter((l) => l.WoId && poLine(l).RecQtyM < poLine(l).QtyM);
  return [];
}

export async function stepOrder(step: PoStep): Promise<StoredPurchaseOrder> {
  const at = nowIso();
  const { before } = step;
  refuseWhileReceiving(before.head);
  const { OrgId, EntId, DocId } = before.head;
  const freed = releasedLines(before, step.Sts);
  const requests = await readRequests(
    OrgId,
    EntId,
    freed.map((l) => ({ DocId: String(l.WoId), LineId: String(l.WoLineId) })),
  );
  const releases = requests
    .filter((r) => waitsOn(r, DocId))
    .map((r) => waitingRequestWrite(OrgId, EntId, r, DocId, PARTS_ORDER_STATUS.new, at));
  const head: PurchaseOrderHead = { ...before.head, ...step.fields, ...(step.Sts ? { Sts: step.Sts } : {}) };
  const [stored] = await saveDocuments<PurchaseOrderHead, 'Lines'>(
    [
      {
        before,
        next: { head, lines: before.lines },
        audit: {
          Action: step.action,
          By: step.actor.userId,
          ...(step.actor.userName ? { ByName: step.actor.userName } : {}),
          ...(step.changes ? { Changes: step.changes } : {}),
        },
        now: at,
      },
    ],
    { writes: releases },
  );
  return stored as StoredPurchaseOrder;
}
