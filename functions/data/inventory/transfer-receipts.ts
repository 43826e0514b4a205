import { ApiError, ErrorCode } from '@shared/api/errors';
import { formatQuantity } from '@shared/documents/quantity-format';
import type { BatchPart, TrackMode } from '@shared/inventory/tracking';
import { TrackingMessages } from '@shared/inventory/tracking-messages';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import { IN_TRANSIT_STATUSES, TRANSFER_STATUS, type TransferStatus } from '@shared/inventory/transfer-statuses';
import type { DocumentLine } from '../documents/document-records';
import { saveDocuments } from '../documents/documents-repo';
import { HeaderChanged } from '../documents/header-guard';
import { TRANSFER_ORDER } from '../documents/types/transfer-type';
import { batchGet } from '../table/batch-get';
import { nowIso } from '../table/keys';
import { MAX_TRANSACTION_ITEMS, type Write } from '../table/transact';
import { versionedPut } from '../table/versioned-update';
import {
  againWhileBalancesMove,
  BALANCE_MOVED,
  movementWrites,
  valueMovements,
  type PlannedMovement,
} from './stock-writes';
import {
  addBatches,
  batchesInTransit,
  inTransit,
  receiptValueP,
  serialsInTransit,
  thousandths,
  trackOf,
  unitsOf,
  valueInTransitP,
} from './transfer-lines';
import { serialKey } from './tracking-keys';
import type { SerialRecord, TrackingIntent } from './tracking-writes';
import {
  byOf,
  refuseStatus,
  str,
  transferIn,
  type StoredTransfer,
  type TransferHead,
  type TransferStep,
} from './transfers-repo';

/**
 * Receipts and cancellations of transfers on their way (docs/inventory-transfers.md
 * §3, §4). A receipt brings in what the receiver says arrived (all that is in
 * transit when it names no line), each line at its share of the value that left
 * (the last receipt the exact rest), with exactly the batches (their expiry) or
 * serials that left; the order is Partially Received until everything is in. A
 * cancel in transit sends what has not arrived back to the source warehouse at
 * the value it left with, batches and serials included. Each is one transaction,
 * decided again on fresh figures after a lost race (another receipt, a cancel).
 */

/** What arrived on one line, as the call checked it: thousandths, and the batches (thousandths) or serials named. */
export type ReceiptRequest = {
  LineId: string;
  QtyM: number;
  Batches?: { Batch: string; QtyM: number }[] | undefined;
  Serials?: string[] | undefined;
};

export type ReceiveStep = TransferStep & {
  /** Absent: everything still in transit. */
  lines?: readonly ReceiptRequest[] | undefined;
  /** How the destination branch tracks the items (its features): a line it does not track arrives untracked. */
  tracks: ReadonlyMap<string, TrackMode>;
};

type Arrival = { line: DocumentLine; m: number; valueP: number; parts?: BatchPart[]; serials?: string[] };

const refuseAt = (path: string, message: string): never => {
  throw new ApiError(ErrorCode.BadRequest, message, [{ path, message }]);
};

/** The batches that arrived: those named, all still in transit for the whole rest, or the only one in transit. */
function arrivedBatches(line: DocumentLine, ask: ReceiptRequest, at: string): BatchPart[] | undefined {
  const carried = batchesInTransit(line);
  if (carried.length === 0) return undefined;
  if (!ask.Batches) {
    if (ask.QtyM === inTransit(line)) return carried;
    const [only] = carried;
    if (carried.length === 1 && only) return [{ ...only, Qty: ask.QtyM }];
    return refuseAt(`${at}.Batches`, TransferMessages.nameWhatArrived(String(line.Desc)));
  }
  const seen = new Set<string>();
  const parts = ask.Batches.map((b) => {
    if (seen.has(b.Batch)) refuseAt(`${at}.Batches`, TransferMessages.batchPickedTwice(b.Batch));
    seen.add(b.Batch);
    const had = carried.find((c) => c.Batch === b.Batch);
    if (!had || had.Qty < b.QtyM) return refuseAt(`${at}.Batches`, TransferMessages.batchNotInTransit(b.Batch));
    return { Batch: b.Batch, ...(had.Exp ? { Exp: had.Exp } : {}), Qty: b.QtyM };
  });
  const sum = parts.reduce((total, p) => total + p.Qty, 0);
  if (sum !== ask.QtyM)
    refuseAt(
      `${at}.Batches`,
      TransferMessages.batchesAddUp(formatQuantity(unitsOf(sum)), formatQuantity(unitsOf(ask.QtyM))),
    );
  return parts;
}

/** The serials that arrived: those named (each in transit on the line, as many as the units), or all for the rest. */
function arrivedSerials(line: DocumentLine, ask: ReceiptRequest, at: string): string[] | undefined {
  const carried = serialsInTransit(line);
  if (carried.length === 0) return undefined;
  if (!ask.Serials) {
    if (ask.QtyM === inTransit(line)) return carried;
    return refuseAt(`${at}.Serials`, TransferMessages.nameWhatArrived(String(line.Desc)));
  }
  const seen = new Set<string>();
  for (const s of ask.Serials) {
    if (seen.has(s)) refuseAt(`${at}.Serials`, TrackingMessages.serialTwice(s));
    seen.add(s);
    if (!carried.includes(s)) refuseAt(`${at}.Serials`, TransferMessages.serialNotInTransit(s));
  }
  if (ask.Serials.length * 1000 !== ask.QtyM)
    refuseAt(`${at}.Serials`, TrackingMessages.serialCount(unitsOf(ask.QtyM), ask.Serials.length));
  return ask.Serials;
}

/** What arrives, line by line, checked against what is in transit now (refused before anything is written). */
function arrivals(doc: StoredTransfer, asked: readonly ReceiptRequest[] | undefined): Arrival[] {
  const lines = doc.lines.Lines;
  const requests = asked ?? lines.filter((l) => inTransit(l) > 0).map((l) => ({ LineId: l._id, QtyM: inTransit(l) }));
  const seen = new Set<string>();
  return requests.map((ask, i) => {
    const at = `Lines.${i}`;
    const line = lines.find((l) => l._id === ask.LineId);
    if (!line) return refuseAt(`${at}._id`, TransferMessages.lineUnknown(ask.LineId));
    if (seen.has(line._id)) refuseAt(`${at}._id`, TransferMessages.receiptLineTwice(line._id));
    seen.add(line._id);
    const left = inTransit(line);
    if (ask.QtyM > left) {
      const unit = str(line.UoM);
      const shown = `${formatQuantity(unitsOf(left))}${unit ? ` ${unit}` : ''}`;
      refuseAt(`${at}.Qty`, TransferMessages.moreThanInTransit(shown, String(line.Desc)));
    }
    const track = trackOf(line);
    const parts = track === 'BN' ? arrivedBatches(line, ask, at) : undefined;
    const serials = track === 'SN' ? arrivedSerials(line, ask, at) : undefined;
    return {
      line,
      m: ask.QtyM,
      valueP: receiptValueP(line, ask.QtyM),
      ...(parts ? { parts } : {}),
      ...(serials ? { serials } : {}),
    };
  });
}

const moveOf = (
  head: TransferHead,
  line: DocumentLine,
  p: { Kind: string; WhId: string; m: number; valueP: number; Tracking?: TrackingIntent | undefined },
): PlannedMovement => ({
  ItemId: String(line.ItemId),
  WhId: p.WhId,
  PCode: str(line.PCode),
  Desc: String(line.Desc),
  UoM: str(line.UoM),
  Kind: p.Kind,
  Qty: p.m,
  ValueP: p.valueP,
  source: { DocType: TRANSFER_ORDER.kind, DocId: head.DocId, LineId: line._id },
  ...(p.Tracking ? { Tracking: p.Tracking } : {}),
});

/** The tracking a move brings in: the batches (with their expiry) or serials named. */
const intentOf = (today: string, parts?: BatchPart[], serials?: string[]): TrackingIntent | undefined =>
  parts ? { Track: 'BN', today, Parts: parts } : serials ? { Track: 'SN', today, Serials: serials } : undefined;

/**
 * Between branches a serial that arrives is no longer the sender's in transit:
 * its record there is marked `Out` (at its `ver`), so the sender's serial list
 * says where it went. Within a branch the receipt's own serial write does it.
 */
async function sentSerialWrites(head: TransferHead, got: readonly Arrival[], at: string): Promise<Write[]> {
  if (head.EntId === head.ToEntId) return [];
  const keys = got.flatMap((a) =>
    (a.serials ?? []).map((s) => serialKey(head.OrgId, head.EntId, String(a.line.ItemId), s)),
  );
  if (keys.length === 0) return [];
  const records = await batchGet<SerialRecord>(keys, true);
  return records.flatMap((r) =>
    r && r.Sts === 'InTransit' && r.DocId === head.DocId
      ? [versionedPut({ ...r, Sts: 'Out', UpDt: at, ver: r.ver + 1 }, r.ver, BALANCE_MOVED)]
      : [],
  );
}

/** In Transit or Partially Received → Partially Received or Received, in the destination branch. */
export const receiveTransfer = (step: ReceiveStep): Promise<StoredTransfer> =>
  againWhileBalancesMove(
    async () => {
      const before = await transferIn(step.orgId, step.entId, step.docId, 'receiver');
      if (!IN_TRANSIT_STATUSES.includes(before.head.Sts as TransferStatus))
        refuseStatus(TransferMessages.notInTransit(String(before.head.Sts)));
      const got = arrivals(before, step.lines);
      const head0 = before.head;
      const moves = got.map((a) =>
        moveOf(head0, a.line, {
          Kind: 'TransferIn',
          WhId: head0.ToWhId,
          m: a.m,
          valueP: a.valueP,
          // A line arrives tracked only where the destination tracks the item the same way.
          Tracking:
            step.tracks.get(String(a.line.ItemId)) === trackOf(a.line)
              ? intentOf(step.date, a.parts, a.serials)
              : undefined,
        }),
      );
      const at = nowIso();
      const [plan, sent] = await Promise.all([
        valueMovements(step.orgId, step.entId, moves),
        sentSerialWrites(head0, got, at),
      ]);
      // 10 for the transfer's own records, 2 for the stock's posting (its ledger entry and period balance).
      if (moves.length * 3 + 12 + (plan.tracking?.count ?? 0) + sent.length > MAX_TRANSACTION_ITEMS)
        refuseAt('Lines.0.Qty', TrackingMessages.tooMany);
      const byLine = new Map(got.map((a) => [a.line._id, a]));
      const lines = before.lines.Lines.map((line) => {
        const a = byLine.get(line._id);
        if (!a) return line;
        return {
          ...line,
          RecQty: unitsOf(thousandths(line.RecQty) + a.m),
          RecValueP: Number(line.RecValueP ?? 0) + a.valueP,
          ...(a.parts ? { RecBatches: addBatches(line.RecBatches, a.parts) } : {}),
          ...(a.serials ? { RecSerials: [...((line.RecSerials as string[] | undefined) ?? []), ...a.serials] } : {}),
        };
      });
      const head = {
        ...head0,
        Sts: lines.every((l) => inTransit(l) === 0) ? TRANSFER_STATUS.received : TRANSFER_STATUS.partlyReceived,
        RecValueP: Number(head0.RecValueP ?? 0) + got.reduce((sum, a) => sum + a.valueP, 0),
        RecDate: step.date,
        RecBy: step.actor.userId,
        ...(step.actor.userName ? { RecByName: step.actor.userName } : {}),
        RecAt: at,
      };
      const [stored] = await saveDocuments<TransferHead, 'Lines'>(
        [
          {
            before,
            next: { head, lines: { Lines: lines } },
            audit: { Action: 'Receive', ...byOf(step.actor) },
            now: at,
          },
        ],
        { writes: [...movementWrites(plan, step.actor, at, head0.Num), ...sent] },
      );
      return stored as StoredTransfer;
    },
    12,
    (error) => error instanceof HeaderChanged,
  );

/**
 * Draft → Cancelled (nothing moved), or In Transit / Partially Received →
 * Cancelled by the sending branch: what has not arrived goes back into the
 * source warehouse at exactly the value it left with (`TransferBack`), with its
 * batches and serials, in the same transaction as the order's change.
 */
export const cancelTransfer = (step: TransferStep): Promise<StoredTransfer> =>
  againWhileBalancesMove(
    async () => {
      const before = await transferIn(step.orgId, step.entId, step.docId, 'sender');
      const sts = before.head.Sts as TransferStatus;
      const draft = sts === TRANSFER_STATUS.draft;
      if (!draft && !IN_TRANSIT_STATUSES.includes(sts)) refuseStatus(TransferMessages.notCancellable(sts));
      const at = nowIso();
      const back = draft ? [] : before.lines.Lines.filter((l) => inTransit(l) > 0);
      const moves = back.map((line) =>
        moveOf(before.head, line, {
          Kind: 'TransferBack',
          WhId: before.head.FromWhId,
          m: inTransit(line),
          valueP: valueInTransitP(line),
          Tracking: intentOf(
            step.date,
            trackOf(line) === 'BN' && batchesInTransit(line).length > 0 ? batchesInTransit(line) : undefined,
            trackOf(line) === 'SN' && serialsInTransit(line).length > 0 ? serialsInTransit(line) : undefined,
          ),
        }),
      );
      const plan = moves.length > 0 ? await valueMovements(step.orgId, step.entId, moves) : undefined;
      const returned = new Map(back.map((l) => [l._id, l]));
      const lines = before.lines.Lines.map((line) =>
        returned.has(line._id) ? { ...line, RetQty: unitsOf(inTransit(line)), RetValueP: valueInTransitP(line) } : line,
      );
      const head = {
        ...before.head,
        Sts: TRANSFER_STATUS.cancelled,
        ...(draft
          ? {}
          : {
              RetValueP: back.reduce((sum, l) => sum + valueInTransitP(l), 0),
              CanDate: step.date,
              CanBy: step.actor.userId,
              ...(step.actor.userName ? { CanByName: step.actor.userName } : {}),
              CanAt: at,
            }),
      };
      const [stored] = await saveDocuments<TransferHead, 'Lines'>(
        [
          {
            before,
            next: { head, lines: { Lines: lines } },
            audit: { Action: 'Cancel', ...byOf(step.actor) },
            now: at,
          },
        ],
        plan ? { writes: movementWrites(plan, step.actor, at, before.head.Num) } : {},
      );
      return stored as StoredTransfer;
    },
    12,
    (error) => error instanceof HeaderChanged,
  );
