import { ApiError, ErrorCode } from '@shared/api/errors';
import { receiptValue } from '@shared/purchasing/purchase-figures';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { PO_STATUS, RECEIVABLE, RECEIVE_STATUS } from '@shared/purchasing/purchase-statuses';
import { RECEIVE_PART_LINES, ReceivePartMessages, RECEIVING_STATUS } from '@shared/purchasing/receive-parts';
import { ulid } from 'ulid';
import { takeCounterNumber, type CounterNumber } from '../documents/document-numbers';
import type { DocumentLine } from '../documents/document-records';
import { readDocument } from '../documents/document-read';
import { saveDocuments } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import { PURCHASE_RECEIVE, PURCHASE_RECEIVE_SERIES } from '../documents/types/purchase-types';
import { againWhileBalancesMove, valueMovements } from '../inventory/stock-writes';
import type { TrackingIntent } from '../inventory/tracking-writes';
import { nowIso } from '../table/keys';
import { isRequestMoved } from './parts-order-writes';
import { purchaseOrderIn, refuseStatus } from './purchase-orders-repo';
import type { NewPurchaseReceive } from './purchase-receives-repo';
import type {
  PurchaseOrderHead,
  PurchaseOrderLine,
  PurchaseReceiveHead,
  StoredPurchaseOrder,
  StoredPurchaseReceive,
} from './purchase-records';
import {
  commitReceiptOf,
  planReceipt,
  poLine,
  receiptMoves,
  receiveLine,
  refuseOverReceipts,
  type Receipt,
} from './receipt-writes';
import { receiveKeyWrite, receiveOfKey } from './receive-claim';

/**
 * A receive of more than 25 lines (docs/purchasing-journey.md §4), all of it on the order's claim:
 *
 * 1. **Claim**, one transaction: on a consistent read of the order (what is left, its status) and
 *    of every balance the receive moves (its movements valued, its batches and serials checked, so
 *    a refusal writes nothing), the order's header takes `Receiving {RecId, Part 0, Parts}` at its
 *    `ver`, and the receive is written `Partially Received` with its whole plan: its lines (value,
 *    batch or serials) and which lines each part takes (`PartLines`).
 * 2. **Parts** of at most 25 lines, each one transaction (receipt-writes.ts, as a small receive):
 *    the order's lines of the part at the order's `ver`, their movements and balances at their
 *    `ver`, the stock's posting, the requests and repair orders of those lines, and the receive's
 *    header at its `ver` with `Part = n`. The stock, the order and the books agree after each.
 * 3. **Finish**, with the last part: the receive `Received`, the order's claim removed.
 *
 * A receive stopped between parts is finished by whoever meets it next: the same call again (its
 * Idempotency-Key) or any later receive of the order (`orderToReceive`). Each part is decided on
 * the receive's `Part` as read and written at its `ver`, so two finishing at once never do a part twice.
 */

/** A fault between parts, for the tests that stop a receive halfway (nothing else sets it). */
export const receivePartHooks: { afterPart?: ((part: number) => void | Promise<void>) | undefined } = {};

/** The receive's header fields of the call (number, order, vendor, warehouse, who). */
export const receiveHead = (
  r: NewPurchaseReceive,
  po: StoredPurchaseOrder,
  DocId: string,
  n: CounterNumber,
  at: string,
) => ({
  type: PURCHASE_RECEIVE.kind,
  OrgId: r.orgId,
  DocId,
  EntId: r.entId,
  Num: n.Num,
  Series: PURCHASE_RECEIVE_SERIES,
  FY: n.FY,
  Date: r.date,
  PoId: po.head.DocId,
  PoNum: po.head.Num,
  VendId: po.head.VendId,
  VendName: po.head.VendName,
  ...(r.vendRef ? { VendRef: r.vendRef } : {}),
  WhId: r.wh.id,
  WhName: r.wh.name,
  ...(r.notes ? { Notes: r.notes } : {}),
  CrBy: r.actor.userId,
  ...(r.actor.userName ? { CrByName: r.actor.userName } : {}),
  CrAt: at,
  ...(r.key ? { IdemKey: r.key } : {}),
});

/**
 * The order as read consistently, to receive against: a receive in parts that holds it is
 * finished first (it stopped, or it is running: either way its parts come before anything else).
 * `read` is the call's own consistent read of it, taken for the first round instead of reading again.
 */
export async function orderToReceive(
  orgId: string,
  entId: string,
  poId: string,
  read?: StoredPurchaseOrder,
): Promise<StoredPurchaseOrder> {
  for (let round = 0; round < 5; round += 1) {
    const po = round === 0 && read ? read : await purchaseOrderIn(orgId, entId, poId);
    if (!po.head.Receiving) {
      if (!RECEIVABLE.has(String(po.head.Sts))) refuseStatus(PurchaseMessages.notReceivable(String(po.head.Sts)));
      return po;
    }
    await finishReceive(orgId, entId, po.head.Receiving.RecId);
  }
  throw new ApiError(ErrorCode.Conflict, ReceivePartMessages.beingReceived);
}

/** The lines' parts: a repair order's lines kept together where they fit, so its advisor hears once. */
function partsOf(lines: readonly { _id: string; WoId?: unknown }[]): string[][] {
  const sorted = [...lines].sort((a, b) => String(a.WoId ?? '~').localeCompare(String(b.WoId ?? '~')));
  const parts: string[][] = [];
  for (let i = 0; i < sorted.length; i += RECEIVE_PART_LINES)
    parts.push(sorted.slice(i, i + RECEIVE_PART_LINES).map((l) => l._id));
  return parts;
}

/** Plain data only (a stored intent carries no undefined fields). */
const stored = (t: TrackingIntent): TrackingIntent => JSON.parse(JSON.stringify(t)) as TrackingIntent;

/** The receive an earlier call with the same Idempotency-Key made, finished if it stopped; undefined without one. */
export async function madeBefore(r: NewPurchaseReceive): Promise<StoredPurchaseReceive | undefined> {
  const made = r.key ? await receiveOfKey(r.orgId, r.actor.userId, r.key) : undefined;
  return made ? finishReceive(r.orgId, r.entId, made) : undefined;
}

export async function receiveInParts(r: NewPurchaseReceive): Promise<StoredPurchaseReceive> {
  let DocId = ulid();
  let number: CounterNumber | undefined;
  // The order and the receive as the claim wrote them: its first part starts from them without reading.
  let claim: Written | undefined;
  // The call's read of the order serves the first attempt only: a retry follows a lost race, so it reads.
  let firstRead = r.order;
  const by = { By: r.actor.userId, ...(r.actor.userName ? { ByName: r.actor.userName } : {}) };
  await againWhileBalancesMove(
    async () => {
      const twin = number ? await madeBefore(r) : undefined;
      if (twin) {
        DocId = twin.head.DocId;
        return;
      }
      const po = await orderToReceive(r.orgId, r.entId, r.poId, firstRead);
      firstRead = undefined;
      const receipts: Receipt[] = r.lines.map((line, i) => ({ ...line, lineId: `PRL${i + 1}` }));
      refuseOverReceipts(po, receipts);
      const byId = new Map(po.lines.Lines.map((l) => [l._id, poLine(l)]));
      const lines = receipts.map((line) => {
        const ordered = byId.get(line.PoLineId) as PurchaseOrderLine;
        return {
          ...receiveLine(ordered, line, receiptValue(ordered, line.QtyM)),
          ...(line.Tracking ? { Tracking: stored(line.Tracking) } : {}),
        } as DocumentLine;
      });
      const parts = partsOf(lines);
      // Every part valued and its batches or serials checked now (one BatchGetItem each), so a receive
      // that cannot come in is refused whole and nothing is written.
      const inPart = (ids: string[]) => receipts.filter((x) => ids.includes(x.lineId));
      await Promise.all(
        parts.map((ids) => valueMovements(r.orgId, r.entId, receiptMoves(po, inPart(ids), DocId, r.wh.id).moves)),
      );
      number ??= await takeCounterNumber(r.orgId, r.entId, PURCHASE_RECEIVE_SERIES, r.date, DocId);
      const at = nowIso();
      const head = {
        ...receiveHead(r, po, DocId, number, at),
        Sts: RECEIVING_STATUS,
        ValueP: lines.reduce((sum, l) => sum + Number(l.ValueP), 0),
        Part: 0,
        Parts: parts.length,
        PartLines: parts,
      };
      const claimed: PurchaseOrderHead = { ...po.head, Receiving: { RecId: DocId, Part: 0, Parts: parts.length } };
      const [order, receive] = await saveDocuments<PurchaseOrderHead | PurchaseReceiveHead, 'Lines'>(
        [
          { before: po, next: { head: claimed, lines: po.lines }, audit: { Action: 'Receiving', ...by }, now: at },
          {
            next: { head: head as unknown as Omit<PurchaseReceiveHead, 'ver'>, lines: { Lines: lines } },
            audit: { Action: 'Create', ...by },
            now: at,
          },
        ],
        { writes: [number.pointer, ...(r.key ? [receiveKeyWrite(r.orgId, r.actor.userId, r.key, DocId)] : [])] },
      );
      claim = { po: order as StoredPurchaseOrder, rec: receive as StoredPurchaseReceive };
    },
    40,
    (error) => error instanceof HeaderChanged,
  );
  return finishReceive(r.orgId, r.entId, DocId, claim);
}

/** The order and its receive as this call's last transaction wrote them (their `ver`, lines and claim). */
type Written = { po: StoredPurchaseOrder; rec: StoredPurchaseReceive };

type PartDone = { done: true; stored: StoredPurchaseReceive } | { done: false; part: number; written: Written };

/** The receive and its order as read now, consistently; `done` when its parts are all in. */
async function readReceiving(orgId: string, entId: string, recId: string): Promise<PartDone | Written> {
  const first = await readDocument<PurchaseReceiveHead, 'Lines'>(orgId, recId, true);
  if (!first || first.head.type !== PURCHASE_RECEIVE.kind || first.head.EntId !== entId)
    throw new ApiError(ErrorCode.NotFound, PurchaseMessages.receiveNotFound);
  if (first.head.Sts !== RECEIVING_STATUS) return { done: true, stored: first };
  // The order before the receive: a part committed between the two reads shows on the receive, and the
  // part decided on the older order then fails at its `ver` (never a refusal on figures already moved).
  const po = await purchaseOrderIn(orgId, entId, String(first.head.PoId));
  const rec = (await readDocument<PurchaseReceiveHead, 'Lines'>(orgId, recId, true)) ?? first;
  if (rec.head.Sts !== RECEIVING_STATUS) return { done: true, stored: rec };
  return { po, rec };
}

/**
 * The receive's next part, decided on the receive and its order: as this call's previous transaction
 * wrote them (`written`), or as read now when resuming or after a lost race (nothing left to do: done).
 * What was written is exactly what is stored unless someone else finished a part meanwhile, and then
 * this part's transaction fails at the order's and the receive's `ver` and is decided again on a read.
 */
async function receivePart(orgId: string, entId: string, recId: string, written?: Written): Promise<PartDone> {
  const now = written ?? (await readReceiving(orgId, entId, recId));
  if ('done' in now) return now;
  const { po, rec } = now;
  if (po.head.Receiving?.RecId !== recId || po.head.Receiving.Part !== rec.head.Part) throw new HeaderChanged();
  const n = (rec.head.Part ?? 0) + 1;
  const parts = rec.head.PartLines ?? [];
  const ids = new Set(parts[n - 1] ?? []);
  // The parts are the receiver's act, whoever finishes them.
  const actor = { userId: rec.head.CrBy, userName: rec.head.CrByName };
  const by = { By: actor.userId, ...(actor.userName ? { ByName: actor.userName } : {}) };
  const at = nowIso();
  const receipts: Receipt[] = rec.lines.Lines.filter((l) => ids.has(l._id)).map((l) => ({
    lineId: l._id,
    PoLineId: String(l.PoLineId),
    Qty: Number(l.Qty),
    QtyM: Number(l.QtyM),
    Tracking: l.Tracking as TrackingIntent | undefined,
  }));
  const planned = await planReceipt(po, receipts, recId, rec.head.WhId, by, at);
  const done = new Map(planned.lines.map((l) => [String(l._id), l as DocumentLine]));
  const last = n >= parts.length;
  const { PartLines: _plan, ...finished } = rec.head;
  const recHead: PurchaseReceiveHead = last ? { ...finished, Sts: RECEIVE_STATUS, Part: n } : { ...rec.head, Part: n };
  const { Receiving: claim, ...released } = po.head;
  const poHead: PurchaseOrderHead = {
    ...(last || !claim ? released : { ...po.head, Receiving: { ...claim, Part: n } }),
    Sts: planned.full ? PO_STATUS.received : PO_STATUS.partiallyReceived,
  };
  const stored = await commitReceiptOf({
    orgId,
    entId,
    actor,
    at,
    receive: { id: recId, num: rec.head.Num },
    order: {
      before: po,
      next: { head: poHead, lines: { Lines: planned.poLines } },
      audit: { Action: 'Receive', ...by },
      now: at,
    },
    change: {
      before: rec,
      next: { head: recHead, lines: { Lines: rec.lines.Lines.map((l) => done.get(l._id) ?? l) } },
      audit: { Action: last ? 'Received' : `Part ${n} of ${parts.length}`, ...by },
      now: at,
    },
    planned,
    writes: [],
  });
  return last
    ? { done: true, stored: stored.receive }
    : { done: false, part: n, written: { po: stored.order, rec: stored.receive } };
}

/**
 * Finishes a receive in parts from the part it reached (nothing when it is whole) and answers it. Each
 * part starts from what the previous one wrote (`written`: the claim's, when the caller just claimed);
 * it reads the receive and the order only when resuming, or again after a lost race.
 */
export async function finishReceive(
  orgId: string,
  entId: string,
  recId: string,
  written?: Written,
): Promise<StoredPurchaseReceive> {
  let carried = written;
  for (;;) {
    const step = await againWhileBalancesMove(
      () => {
        // Only the first attempt trusts what was written; a retry follows a lost race, so it reads.
        const known = carried;
        carried = undefined;
        return receivePart(orgId, entId, recId, known);
      },
      40,
      (error) => error instanceof HeaderChanged || isRequestMoved(error),
    );
    if (step.done) return step.stored;
    carried = step.written;
    await receivePartHooks.afterPart?.(step.part);
  }
}
