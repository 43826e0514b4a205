import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { formatQuantity } from '@shared/documents/quantity-format';
import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { receiptValue } from '@shared/purchasing/purchase-figures';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { PARTS_ORDER_STATUS } from '@shared/purchasing/purchase-statuses';
import type { ChangeOf } from '../documents/document-changes';
import type { DocumentHead, DocumentLine } from '../documents/document-records';
import { saveDocuments } from '../documents/documents-repo';
import { PURCHASE_RECEIVE } from '../documents/types/purchase-types';
import { movementWrites, valueMovements, type Actor, type PlannedMovement } from '../inventory/stock-writes';
import { trackedLineFields, type TrackingIntent } from '../inventory/tracking-writes';
import type { Write } from '../table/transact';
import { readRequests, waitingRequestWrite, waitsOn } from './parts-order-writes';
import { announcePartsNotices } from './parts-notices-repo';
import { announceJobs, fitJobs, jobChanges, jobReceipts, noticeOfJob, tellJobsAfter } from './receive-job-notice';
import type {
  PurchaseOrderHead,
  PurchaseOrderLine,
  PurchaseReceiveHead,
  StoredPurchaseOrder,
  StoredPurchaseReceive,
} from './purchase-records';

/**
 * The receipt of some lines of an order in one transaction (docs/purchasing.md §5): a whole receive
 * of up to 25 lines, or one part of a larger one (docs/purchasing-journey.md §4). On the order as
 * read consistently: each line's value at the order's rate, one `Receive` movement per item (its
 * balance at its `ver`, its batch or serials, the stock's posting Dr 1300 / Cr 2210), the order's
 * lines' `RecQtyM`/`RecValP`, the requests the receipt completes, and the repair orders told.
 */

/** One line received: the receive's line id, the order line, the units and a tracked item's batch or serials. */
export type Receipt = {
  lineId: string;
  PoLineId: string;
  Qty: number;
  QtyM: number;
  Tracking?: TrackingIntent | undefined;
};

export const poLine = (line: DocumentLine): PurchaseOrderLine => line as unknown as PurchaseOrderLine;

/** The refusals of lines that are not the order's or would take it above what was ordered (nothing written). */
export function refuseOverReceipts(po: StoredPurchaseOrder, lines: readonly Omit<Receipt, 'lineId'>[]): void {
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
  if (errors.length > 0)
    throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? InventoryMessages.itemNotFound, errors);
}

/** A receive line as stored: the order line's facts, the units and the value at the order's rate. */
export function receiveLine(ordered: PurchaseOrderLine, r: Receipt, ValueP: number): Record<string, unknown> {
  return {
    _id: r.lineId,
    PoLineId: r.PoLineId,
    ItemId: ordered.ItemId,
    ...(ordered.PCode ? { PCode: ordered.PCode } : {}),
    Desc: ordered.Desc,
    ...(ordered.UoM ? { UoM: ordered.UoM } : {}),
    Qty: r.Qty,
    QtyM: r.QtyM,
    Rate: ordered.Rate,
    ValueP,
    ...(ordered.WoId ? { WoId: ordered.WoId, WoLineId: ordered.WoLineId } : {}),
    ...(ordered.WoNum ? { WoNum: ordered.WoNum } : {}),
  };
}

/** What one receipt decided on the order as read: the receive's lines' fields, and the order's lines after it. */
export type ReceiptPlan = {
  /** Per receipt: its line's stored fields (value, batch or serials as valued). */
  lines: Record<string, unknown>[];
  valueP: number;
  poLines: DocumentLine[];
  /** Every line of the order received in full. */
  full: boolean;
  writes: (actor: Actor, at: string, num: string) => Write[];
  jobs: Awaited<ReturnType<typeof jobChanges>>;
};

/** The movements of a receipt (one per untracked item), each line's movement and value, on the order as read. */
export function receiptMoves(po: StoredPurchaseOrder, receipts: readonly Receipt[], docId: string, whId: string) {
  refuseOverReceipts(po, receipts);
  const byId = new Map(po.lines.Lines.map((l) => [l._id, poLine(l)]));
  const received = new Map<string, { qtyM: number; valueP: number }>();
  // One movement per untracked item: a parts order may hold an item twice (one line per repair-order
  // line), and two movements of one balance in one transaction would write it twice (DynamoDB refuses).
  const moves: PlannedMovement[] = [];
  const moveOfItem = new Map<string, number>();
  const moveOfLine = receipts.map((line) => {
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
      WhId: whId,
      PCode: ordered.PCode,
      Desc: ordered.Desc,
      UoM: ordered.UoM,
      Kind: 'Receive',
      Qty: line.QtyM,
      ValueP,
      Tracking: line.Tracking,
      source: { DocType: PURCHASE_RECEIVE.kind, DocId: docId, LineId: line.lineId },
    });
    return moves.length - 1;
  });
  return { moves, moveOfLine, received, byId };
}

export async function planReceipt(
  po: StoredPurchaseOrder,
  receipts: readonly Receipt[],
  docId: string,
  whId: string,
  by: { By: string; ByName?: string },
  at: string,
): Promise<ReceiptPlan> {
  const { OrgId: orgId, EntId: entId } = po.head;
  const { moves, moveOfLine, received, byId } = receiptMoves(po, receipts, docId, whId);
  const plan = await valueMovements(orgId, entId, moves);
  const poLines = po.lines.Lines.map((line) => {
    const got = received.get(line._id);
    const l = poLine(line);
    return got ? ({ ...line, RecQtyM: l.RecQtyM + got.qtyM, RecValP: l.RecValP + got.valueP } as DocumentLine) : line;
  });
  const full = poLines.every((l) => poLine(l).RecQtyM >= poLine(l).QtyM);
  // The requests of lines this receipt completes are filled: the repair order's part can be issued.
  const filled = poLines.filter((l) => received.has(l._id) && l.WoId && poLine(l).RecQtyM >= poLine(l).QtyM);
  const requests = await readRequests(
    orgId,
    entId,
    filled.map((l) => ({ DocId: String(l.WoId), LineId: String(l.WoLineId) })),
  );
  const requestWrites = requests
    .filter((q) => waitsOn(q, po.head.DocId))
    .map((q) => waitingRequestWrite(orgId, entId, q, po.head.DocId, PARTS_ORDER_STATUS.received, at));
  const lines = receipts.map((r, i) => {
    const ordered = byId.get(r.PoLineId) as PurchaseOrderLine;
    const entry: Record<string, unknown> = {
      ...receiveLine(ordered, r, received.get(r.PoLineId)?.valueP ?? 0),
      ...trackedLineFields(plan.tracking?.fields[moveOfLine[i] ?? i]),
    };
    if (r.Tracking?.Exp && !entry.Exp) entry.Exp = r.Tracking.Exp;
    return entry;
  });
  // The repair orders these parts were ordered for learn they came (their lines' Received, in this transaction).
  const jobs = await jobChanges(orgId, entId, jobReceipts(receipts, byId), by, at);
  return {
    lines,
    valueP: plan.valued.reduce((sum, v) => sum + v.ValueP, 0),
    poLines,
    full,
    writes: (actor, when, num) => [...movementWrites(plan, actor, when, num), ...requestWrites],
    jobs,
  };
}

type ReceiveChange = ChangeOf<PurchaseOrderHead | PurchaseReceiveHead, 'Lines'>;

type ReceiptCommit = {
  orgId: string;
  entId: string;
  actor: Actor;
  at: string;
  receive: { id: string; num: string };
  order: ReceiveChange;
  change: ReceiveChange;
  planned: ReceiptPlan;
  writes: readonly Write[];
};

/**
 * Commits a receipt: the order's and the receive's changes, `writes` (the number's pointer, a key)
 * and the receipt's own, the repair orders that fit told inside (each with its advisor's notice),
 * the rest right after; then the notices pushed and the orders announced. Answers the receive and
 * the order as written (a receive in parts carries both into its next part instead of reading them).
 */
export async function commitReceiptOf(
  c: ReceiptCommit,
): Promise<{ receive: StoredPurchaseReceive; order: StoredPurchaseOrder }> {
  const by = { By: c.actor.userId, ...(c.actor.userName ? { ByName: c.actor.userName } : {}) };
  const own = [c.order, c.change];
  const writes = [...c.writes, ...c.planned.writes(c.actor, c.at, c.receive.num)];
  const told = fitJobs(c.planned.jobs, own as ChangeOf[], writes.length);
  // Each repair order's advisor hears of it in the same transaction (docs/purchasing.md §22).
  const receive = { id: c.receive.id, num: c.receive.num, at: c.at, byName: c.actor.userName };
  const notices = told.inside.flatMap((j) => noticeOfJob(c.orgId, j, receive) ?? []);
  const [order, stored, ...orders] = await saveDocuments([...own, ...(told.inside.map((j) => j.change) as never[])], {
    writes: [...writes, ...notices.map((n) => n.write)],
  });
  if (!stored) throw new Error('A purchase receive save answered no document');
  const later = await tellJobsAfter(c.orgId, c.entId, told.after, by, receive);
  await announcePartsNotices(c.orgId, [...notices.map((n) => n.notice), ...later.notices]);
  await announceJobs(c.orgId, c.actor.userId, [
    ...orders.map((o) => o.head as unknown as DocumentHead),
    ...later.orders,
  ]);
  return { receive: stored as StoredPurchaseReceive, order: order as StoredPurchaseOrder };
}

/** Commits a receipt (`commitReceiptOf`) and answers the receive. */
export const commitReceipt = async (c: ReceiptCommit): Promise<StoredPurchaseReceive> =>
  (await commitReceiptOf(c)).receive;
