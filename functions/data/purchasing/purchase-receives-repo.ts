import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { formatQuantity } from '@shared/documents/quantity-format';
import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { receiptValue } from '@shared/purchasing/purchase-figures';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { PARTS_ORDER_STATUS, PO_STATUS, RECEIVABLE, RECEIVE_STATUS } from '@shared/purchasing/purchase-statuses';
import { ulid } from 'ulid';
import { takeCounterNumber, type CounterNumber } from '../documents/document-numbers';
import type { ChangeOf } from '../documents/document-changes';
import type { DocumentHead, DocumentLine } from '../documents/document-records';
import { docPk } from '../documents/document-keys';
import { readDocument } from '../documents/document-read';
import { saveDocuments } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import { PURCHASE_RECEIVE, PURCHASE_RECEIVE_SERIES } from '../documents/types/purchase-types';
import type { Page } from '../inventory/stock-repo';
import {
  againWhileBalancesMove,
  movementWrites,
  valueMovements,
  type Actor,
  type PlannedMovement,
} from '../inventory/stock-writes';
import { trackedLineFields, type TrackingIntent } from '../inventory/tracking-writes';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import { queryIndexPage } from '../table/index-query';
import { nowIso } from '../table/keys';
import { isRequestMoved, readRequests, waitingRequestWrite, waitsOn } from './parts-order-writes';
import { announcePartsNotices } from './parts-notices-repo';
import { announceJobs, fitJobs, jobChanges, jobReceipts, noticeOfJob, tellJobsAfter } from './receive-job-notice';
import { purchaseReceivesPartition } from './purchase-keys';
import { purchaseOrderIn, refuseStatus } from './purchase-orders-repo';
import type {
  PurchaseOrderHead,
  PurchaseOrderLine,
  PurchaseReceiveHead,
  StoredPurchaseOrder,
  StoredPurchaseReceive,
} from './purchase-records';

/**
 * Purchase receives (docs/purchasing.md §4, §5): ONE transaction holds the
 * receive (number, header, lines), the order's lines' received quantities and
 * value and its status (Partially Received / Received, at the order's `ver`), a
 * `Receive` movement and balance per line at the order's rate (batches and
 * serials of tracked items through the movement's `Tracking`), and the
 * requested parts a completed line fills (Waiting for Parts → Received). What
 * is left to receive is decided on a consistent read of the order; a lost race
 * on the order, a balance or a request decides again on fresh figures, so
 * concurrent receives never take a line above what was ordered.
 */

/** One line as checked by the call: an order line, its units, and the batch or serials of a tracked item. */
export type ReceiveLinePlan = { PoLineId: string; Qty: number; QtyM: number; Tracking?: TrackingIntent | undefined };

export type NewPurchaseReceive = {
  orgId: string;
  entId: string;
  date: string;
  actor: Actor;
  poId: string;
  wh: { id: string; name: string };
  vendRef?: string | undefined;
  notes?: string | undefined;
  lines: readonly ReceiveLinePlan[];
};

const poLine = (line: DocumentLine): PurchaseOrderLine => line as unknown as PurchaseOrderLine;

/** The refusals of lines that are not the order's or would take it above what was ordered (nothing written). */
function overReceipts(po: StoredPurchaseOrder, lines: readonly ReceiveLinePlan[]): FieldError[] {
  const byId = new Map(po.lines.Lines.map((l) => [l._id, poLine(l)]));
  const errors: FieldError[] = [];
  lines.forEach((line, i) => {
    const ordered = byId.get(line.PoLineId);
    if (!ordered)
      return errors.push({ path: `Lines.${i}.LineId`, message: PurchaseMessages.lineUnknown(line.PoLineId) });
    const left = ordered.QtyM - ordered.RecQtyM;
    if (line.QtyM > left) {
      const units = `${formatQuantity(fromScaled(Math.max(0, left), QTY_DIGITS))}${ordered.UoM ? ` ${ordered.UoM}` : ''}`;
      errors.push({ path: `Lines.${i}.Qty`, message: PurchaseMessages.overReceipt(ordered.Desc, units) });
    }
    return undefined;
  });
  return errors;
}

export async function receivePurchaseOrder(r: NewPurchaseReceive): Promise<StoredPurchaseReceive> {
  const DocId = ulid();
  const lineIds = r.lines.map((_, i) => `PRL${i + 1}`);
  let number: CounterNumber | undefined;
  return againWhileBalancesMove(
    async () => {
      const po = await purchaseOrderIn(r.orgId, r.entId, r.poId);
      if (!RECEIVABLE.has(String(po.head.Sts))) refuseStatus(PurchaseMessages.notReceivable(String(po.head.Sts)));
      const errors = overReceipts(po, r.lines);
      if (errors.length > 0)
        throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? InventoryMessages.itemNotFound, errors);
      const byId = new Map(po.lines.Lines.map((l) => [l._id, poLine(l)]));
      const received = new Map<string, { qtyM: number; valueP: number }>();
      // One movement per untracked item: a parts order may hold an item twice (one line per repair-order
      // line), and two movements of one balance in one transaction would write it twice (DynamoDB refuses).
      const moves: PlannedMovement[] = [];
      const moveOfItem = new Map<string, number>();
      const moveOfLine = r.lines.map((line, i) => {
        const ordered = byId.get(line.PoLineId) as PurchaseOrderLine;
        const ValueP = receiptValue(ordered, line.QtyM);
        received.set(line.PoLineId, { qtyM: line.QtyM, valueP: ValueP });
        const joined = line.Tracking ? undefined : moveOfItem.get(ordered.ItemId);
        const into = joined === undefined ? undefined : moves[joined];
        if (joined !== undefined && into) {
          into.Qty += line.QtyM;
          into.ValueP = (into.ValueP ?? 0) + ValueP;
          return joined;
        }
        if (!line.Tracking) moveOfItem.set(ordered.ItemId, moves.length);
        moves.push({
          ItemId: ordered.ItemId,
          WhId: r.wh.id,
          PCode: ordered.PCode,
          Desc: ordered.Desc,
          UoM: ordered.UoM,
          Kind: 'Receive',
          Qty: line.QtyM,
          ValueP,
          Tracking: line.Tracking,
          source: { DocType: PURCHASE_RECEIVE.kind, DocId, LineId: lineIds[i] ?? '' },
        });
        return moves.length - 1;
      });
      const plan = await valueMovements(r.orgId, r.entId, moves);
      const poLines = po.lines.Lines.map((line) => {
        const got = received.get(line._id);
        const l = poLine(line);
        return got
          ? ({ ...line, RecQtyM: l.RecQtyM + got.qtyM, RecValP: l.RecValP + got.valueP } as DocumentLine)
          : line;
      });
      const full = poLines.every((l) => poLine(l).RecQtyM >= poLine(l).QtyM);
      // The requests of lines this receipt completes are filled: the repair order's part can be issued.
      const filled = poLines.filter((l) => received.has(l._id) && l.WoId && poLine(l).RecQtyM >= poLine(l).QtyM);
      const requests = await readRequests(
        r.orgId,
        r.entId,
        filled.map((l) => ({ DocId: String(l.WoId), LineId: String(l.WoLineId) })),
      );
      number ??= await takeCounterNumber(r.orgId, r.entId, PURCHASE_RECEIVE_SERIES, r.date, DocId);
      const at = nowIso();
      const requestWrites = requests
        .filter((q) => waitsOn(q, po.head.DocId))
        .map((q) => waitingRequestWrite(r.orgId, r.entId, q, po.head.DocId, PARTS_ORDER_STATUS.received, at));
      const recLines: DocumentLine[] = r.lines.map((line, i) => {
        const ordered = byId.get(line.PoLineId) as PurchaseOrderLine;
        const entry: Record<string, unknown> = {
          _id: lineIds[i] ?? '',
          PoLineId: line.PoLineId,
          ItemId: ordered.ItemId,
          ...(ordered.PCode ? { PCode: ordered.PCode } : {}),
          Desc: ordered.Desc,
          ...(ordered.UoM ? { UoM: ordered.UoM } : {}),
          Qty: line.Qty,
          QtyM: line.QtyM,
          Rate: ordered.Rate,
          ValueP: received.get(line.PoLineId)?.valueP ?? 0,
          ...(ordered.WoId ? { WoId: ordered.WoId, WoLineId: ordered.WoLineId } : {}),
          ...(ordered.WoNum ? { WoNum: ordered.WoNum } : {}),
          ...trackedLineFields(plan.tracking?.fields[moveOfLine[i] ?? i]),
        };
        if (line.Tracking?.Exp && !entry.Exp) entry.Exp = line.Tracking.Exp;
        return entry as DocumentLine;
      });
      const by = { By: r.actor.userId, ...(r.actor.userName ? { ByName: r.actor.userName } : {}) };
      // The repair orders these parts were ordered for learn they came (their lines' Received, in this transaction).
      const jobs = await jobChanges(r.orgId, r.entId, jobReceipts(r.lines, byId), by, at);
      const head = {
        type: PURCHASE_RECEIVE.kind,
        OrgId: r.orgId,
        DocId,
        EntId: r.entId,
        Num: number.Num,
        Series: PURCHASE_RECEIVE_SERIES,
        FY: number.FY,
        Sts: RECEIVE_STATUS,
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
        ValueP: plan.valued.reduce((sum, v) => sum + v.ValueP, 0),
      };
      const poHead: PurchaseOrderHead = {
        ...po.head,
        Sts: full ? PO_STATUS.received : PO_STATUS.partiallyReceived,
      };
      const own: ChangeOf<PurchaseOrderHead | PurchaseReceiveHead, 'Lines'>[] = [
        {
          before: po,
          next: { head: poHead, lines: { Lines: poLines } },
          audit: { Action: 'Receive', ...by },
          now: at,
        },
        {
          next: { head: head as unknown as Omit<PurchaseReceiveHead, 'ver'>, lines: { Lines: recLines } },
          audit: { Action: 'Create', ...by },
          now: at,
        },
      ];
      const writes = [number.pointer, ...movementWrites(plan, r.actor, at, number.Num), ...requestWrites];
      const told = fitJobs(jobs, own as ChangeOf[], writes.length);
      // Each repair order's advisor hears of it in the same transaction (docs/purchasing.md §22).
      const receive = { id: DocId, num: number.Num, at, byName: r.actor.userName };
      const notices = told.inside.flatMap((j) => noticeOfJob(r.orgId, j, receive) ?? []);
      const [, stored, ...orders] = await saveDocuments([...own, ...(told.inside.map((j) => j.change) as never[])], {
        writes: [...writes, ...notices.map((n) => n.write)],
      });
      if (!stored) throw new Error('A purchase receive save answered no document');
      const later = await tellJobsAfter(r.orgId, r.entId, told.after, by, receive);
      await announcePartsNotices(r.orgId, [...notices.map((n) => n.notice), ...later.notices]);
      await announceJobs(r.orgId, r.actor.userId, [
        ...orders.map((o) => o.head as unknown as DocumentHead),
        ...later.orders,
      ]);
      return stored as StoredPurchaseReceive;
    },
    40,
    (error) => error instanceof HeaderChanged || isRequestMoved(error),
  );
}

/** One purchase receive of the branch. */
export async function readPurchaseReceive(
  orgId: string,
  entId: string,
  docId: string,
): Promise<StoredPurchaseReceive | undefined> {
  const doc = await readDocument<PurchaseReceiveHead, 'Lines'>(orgId, docId);
  return doc && doc.head.type === PURCHASE_RECEIVE.kind && doc.head.EntId === entId ? doc : undefined;
}

const TAG = 'PURCHASE_RECEIVES';

/** P3: a page of the branch's purchase receives, newest first. */
export async function listPurchaseReceives(
  orgId: string,
  entId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<Page<PurchaseReceiveHead>> {
  const partition = purchaseReceivesPartition(orgId, entId);
  const startKey = decodePageCursor(q.cursor, {
    tag: TAG,
    orgId,
    pk: { startsWith: docPk(orgId, '') },
    index: { number: 1, partition },
    refusal: InventoryMessages.badCursor,
  });
  const page = await queryIndexPage<PurchaseReceiveHead>({
    index: 1,
    partition,
    newestFirst: true,
    limit: q.limit,
    ...(startKey ? { startKey } : {}),
  });
  return page.lastKey ? { items: page.items, next: encodePageCursor(TAG, page.lastKey) } : { items: page.items };
}
