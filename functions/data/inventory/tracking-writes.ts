import { ApiError, ErrorCode } from '@shared/api/errors';
import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import {
  pickFefo,
  receiveBatch,
  serialsRefusal,
  takeNamedBatch,
  type BatchPart,
  type BatchPick,
  type BatchStock,
  type TrackMode,
} from '@shared/inventory/tracking';
import { TrackingMessages } from '@shared/inventory/tracking-messages';
import { batchGet } from '../table/batch-get';
import { queryAll } from '../table/query-all';
import { MAX_TRANSACTION_ITEMS, type Write } from '../table/transact';
import { versionedDelete, versionedPut } from '../table/versioned-update';
import { stockPk } from './inventory-keys';
import type { MovementSource } from './stock-records';
import { batchKey, batchPrefix, expiringPartition, expiringSortKey, serialKey } from './tracking-keys';

/**
 * Batches and serial numbers of the movements of tracked items
 * (docs/inventory-batches.md §3): read with the balances, decided by the shared
 * rules (FEFO, expiry, one serial in one place), and written in the movement's
 * own transaction, each record at the `ver` read (new ones only if absent).
 * A lost race answers `moved` (the balance's conflict text), so the writer reads
 * everything again and decides again: two clerks issuing one serial get one
 * issue and one 'not in stock'.
 */

/** How a movement of a tracked item names its batch or serials; absent for an untracked item (or the feature off). */
export type TrackingIntent = {
  Track: TrackMode;
  /** The branch's date (YYYY-MM-DD): a batch that expired before it is not issued. */
  today: string;
  /** One batch for the whole quantity; stock out without one is taken earliest expiry first. */
  Batch?: string | undefined;
  /** The batch's expiry, on receipt. */
  Exp?: string | undefined;
  /** An exact split over batches (a return to the batches the line was issued from); signed as the movement. */
  Parts?: readonly BatchPart[] | undefined;
  Serials?: readonly string[] | undefined;
  /** Expired batches may leave (a write-off with the reason Expired). */
  allowExpired?: boolean | undefined;
};

/** What the movement record carries of its tracking. */
export type TrackedFields = { Batches?: BatchPart[]; Serials?: string[] };

export type SerialStatus = 'InStock' | 'Issued' | 'InTransit' | 'Out';

export type BatchRecord = {
  pk: string;
  sk: string;
  type: 'StockBatch';
  ItemId: string;
  WhId: string;
  Batch: string;
  Exp?: string;
  OnHand: number;
  ver: number;
  UpDt: string;
  gsi1pk?: string;
  gsi1sk?: string;
};

export type SerialRecord = MovementSource & {
  pk: string;
  sk: string;
  type: 'StockSerial';
  ItemId: string;
  Serial: string;
  /** The warehouse it is in, or the one it left. */
  WhId: string;
  Sts: SerialStatus;
  /** The movement that put it where it is. */
  Kind: string;
  UpDt: string;
  ver: number;
};

/** The part of a movement tracking needs (stock-writes' PlannedMovement has these). */
export type TrackedMove = {
  ItemId: string;
  WhId: string;
  Desc: string;
  Kind: string;
  Qty: number;
  source: MovementSource;
  Tracking?: TrackingIntent | undefined;
};

export type TrackingPlan = {
  fields: (TrackedFields | undefined)[];
  /** The batch and serial writes, joined to the movements' transaction. */
  writes: (at: string, docNum: string | undefined, moved: string) => Write[];
  /** How many writes that is. */
  count: number;
};

const refuse = (line: number, field: string, message: string): never => {
  throw new ApiError(ErrorCode.BadRequest, message, [{ path: `Lines.${line}.${field}`, message }]);
};

const quantityRefusal = (message: string): boolean =>
  message === InventoryMessages.insufficientQuantity || message.startsWith('Only ');

const outStatus = (kind: string): SerialStatus =>
  kind === 'Issue' ? 'Issued' : kind === 'TransferOut' ? 'InTransit' : 'Out';

/** The batches of each batch-tracked move's item × warehouse (one consistent Query each, side by side). */
const readBatches = (orgId: string, entId: string, moves: readonly TrackedMove[]) =>
  Promise.all(
    moves.map((m) =>
      m.Tracking?.Track === 'BN'
        ? queryAll<BatchRecord>({
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': stockPk(orgId, entId), ':prefix': batchPrefix(m.ItemId, m.WhId) },
            ConsistentRead: true,
          })
        : Promise.resolve([]),
    ),
  );

/** Decides one batch-tracked move's batches: named, an exact split, or earliest expiry first. */
function decideBatches(move: TrackedMove, intent: TrackingIntent, stock: readonly BatchRecord[]): BatchPick {
  const byNo = new Map(stock.map((b) => [b.Batch, b as BatchStock]));
  const out = move.Qty < 0;
  if (intent.Parts && intent.Parts.length > 0) return decideParts(move, intent, byNo);
  if (!out) {
    if (!intent.Batch) return { ok: false, message: TrackingMessages.batchNeeded(move.Desc) };
    return receiveBatch(byNo.get(intent.Batch), intent.Batch, intent.Exp, move.Qty);
  }
  const insufficient = InventoryMessages.insufficientQuantity;
  return intent.Batch
    ? takeNamedBatch(byNo.get(intent.Batch), intent.Batch, -move.Qty, intent.today, insufficient, intent.allowExpired)
    : pickFefo(stock, -move.Qty, intent.today, move.Desc, insufficient, intent.allowExpired);
}

/**
 * An exact split over named batches. Out (a transfer's batches picked by hand):
 * each is checked as a named batch is. In: a return gets back what the line took
 * (its expiry as the issue recorded it); a transfer's batches arrive with the
 * expiry they left with, refused where the batch has another (one batch, one expiry).
 */
function decideParts(move: TrackedMove, intent: TrackingIntent, byNo: Map<string, BatchStock>): BatchPick {
  const parts: BatchPart[] = [];
  for (const p of intent.Parts ?? []) {
    const stock = byNo.get(p.Batch);
    const insufficient = InventoryMessages.insufficientQuantity;
    const checked =
      move.Qty < 0
        ? takeNamedBatch(stock, p.Batch, -p.Qty, intent.today, insufficient, intent.allowExpired)
        : move.Kind === 'TransferIn'
          ? receiveBatch(stock, p.Batch, p.Exp, p.Qty)
          : { ok: true as const, parts: [{ ...p, ...((p.Exp ?? stock?.Exp) ? { Exp: p.Exp ?? stock?.Exp } : {}) }] };
    if (!checked.ok) return checked;
    parts.push(...(checked.parts as BatchPart[]));
  }
  return { ok: true, parts };
}

/**
 * Reads and decides the batches and serials of the moves (refusing, 400 naming
 * the line, what the rules refuse) and plans their writes. Moves of untracked
 * items pass untouched.
 */
export async function planTracking(orgId: string, entId: string, moves: readonly TrackedMove[]): Promise<TrackingPlan> {
  const fields: (TrackedFields | undefined)[] = moves.map(() => undefined);
  if (!moves.some((m) => m.Tracking)) return { fields, writes: () => [], count: 0 };
  const serialMoves = moves.flatMap((m, i) => (m.Tracking?.Track === 'SN' ? [{ m, i }] : []));
  const seen = new Set<string>();
  for (const { m, i } of serialMoves) {
    const why = serialsRefusal(m.Qty, m.Tracking?.Serials, m.Desc);
    if (why) refuse(i, 'Serials', why);
    for (const s of m.Tracking?.Serials ?? []) {
      // One serial is one record: twice in one transaction is refused, not left to DynamoDB.
      if (seen.has(`${m.ItemId}#${s}`)) refuse(i, 'Serials', TrackingMessages.serialTwice(s));
      seen.add(`${m.ItemId}#${s}`);
    }
  }
  const serialKeys = serialMoves.flatMap(({ m }) =>
    (m.Tracking?.Serials ?? []).map((s) => serialKey(orgId, entId, m.ItemId, s)),
  );
  // One BatchGetItem reads 100 keys, and one transaction holds 100 writes.
  if (serialKeys.length > MAX_TRANSACTION_ITEMS) refuse(0, 'Serials', TrackingMessages.tooMany);
  const [batchStock, serialRecords] = await Promise.all([
    readBatches(orgId, entId, moves),
    serialKeys.length > 0 ? batchGet<SerialRecord>(serialKeys, true) : Promise.resolve([]),
  ]);
  const batchPlans: { move: TrackedMove; parts: BatchPart[]; stock: BatchRecord[] }[] = [];
  const serialPlans: { move: TrackedMove; before: SerialRecord | undefined; serial: string }[] = [];
  let n = 0;
  moves.forEach((move, i) => {
    const intent = move.Tracking;
    if (!intent) return;
    if (intent.Track === 'BN') {
      const stock = batchStock[i] ?? [];
      const picked = decideBatches(move, intent, stock);
      if (!picked.ok) return refuse(i, quantityRefusal(picked.message) ? 'Qty' : 'Batch', picked.message);
      batchPlans.push({ move, parts: picked.parts, stock });
      fields[i] = { Batches: picked.parts };
      return;
    }
    const serials = [...(intent.Serials ?? [])];
    for (const serial of serials) {
      const before = serialRecords[n++];
      const why = serialMoveRefusal(move, before, serial);
      if (why) refuse(i, 'Serials', why);
      serialPlans.push({ move, before, serial });
    }
    fields[i] = { Serials: serials };
  });
  const count = batchPlans.reduce((sum, p) => sum + p.parts.length, 0) + serialPlans.length;
  // A document's line, movement and balance for each move, and up to 10 of its own (header, audit, number, order lines).
  if (moves.length * 3 + 10 + count > MAX_TRANSACTION_ITEMS) refuse(0, 'Qty', TrackingMessages.tooMany);
  const writes = (at: string, docNum: string | undefined, moved: string): Write[] => [
    ...batchPlans.flatMap((p) => p.parts.map((part) => batchWrite(orgId, entId, p.move, p.stock, part, at, moved))),
    ...serialPlans.map((p) => serialWrite(orgId, entId, p, at, docNum, moved)),
  ];
  return { fields, writes, count };
}

/** Why a serial may not make this move: in, it must not be in stock already; out, it must be in this warehouse; a return, issued to this line. */
function serialMoveRefusal(move: TrackedMove, before: SerialRecord | undefined, serial: string): string | undefined {
  if (move.Qty < 0)
    return before?.Sts === 'InStock' && before.WhId === move.WhId
      ? undefined
      : TrackingMessages.serialNotInStock(serial);
  if (move.Kind === 'Return')
    return before?.Sts === 'Issued' && before.DocId === move.source.DocId && before.LineId === move.source.LineId
      ? undefined
      : TrackingMessages.serialNotOnLine(serial);
  return before?.Sts === 'InStock' ? TrackingMessages.serialInStock(serial) : undefined;
}

function batchWrite(
  orgId: string,
  entId: string,
  move: TrackedMove,
  stock: readonly BatchRecord[],
  part: BatchPart,
  at: string,
  moved: string,
): Write {
  const before = stock.find((b) => b.Batch === part.Batch);
  const key = batchKey(orgId, entId, move.ItemId, move.WhId, part.Batch);
  const OnHand = (before?.OnHand ?? 0) + part.Qty;
  // An empty batch is removed, so FEFO reads only batches with stock; a later receipt makes it again.
  if (OnHand === 0 && before) return versionedDelete(key, before.ver, moved);
  const Exp = before?.Exp ?? part.Exp;
  const record: BatchRecord = {
    ...key,
    type: 'StockBatch',
    ItemId: move.ItemId,
    WhId: move.WhId,
    Batch: part.Batch,
    ...(Exp ? { Exp } : {}),
    OnHand,
    ver: (before?.ver ?? 0) + 1,
    UpDt: at,
    ...(Exp
      ? { gsi1pk: expiringPartition(orgId, entId), gsi1sk: expiringSortKey(Exp, move.ItemId, move.WhId, part.Batch) }
      : {}),
  };
  return versionedPut(record, before?.ver, moved);
}

function serialWrite(
  orgId: string,
  entId: string,
  p: { move: TrackedMove; before: SerialRecord | undefined; serial: string },
  at: string,
  docNum: string | undefined,
  moved: string,
): Write {
  const record: SerialRecord = {
    ...serialKey(orgId, entId, p.move.ItemId, p.serial),
    type: 'StockSerial',
    ItemId: p.move.ItemId,
    Serial: p.serial,
    WhId: p.move.WhId,
    Sts: p.move.Qty > 0 ? 'InStock' : outStatus(p.move.Kind),
    Kind: p.move.Kind,
    ...p.move.source,
    ...(docNum ? { DocNum: docNum } : {}),
    UpDt: at,
    ver: (p.before?.ver ?? 0) + 1,
  };
  return versionedPut(record, p.before?.ver, moved);
}

/**
 * What a document's line records of the batches or serials it moved: `Batch`
 * the batch numbers (the spec's field, for reading), `Batches` each with its
 * expiry and units, `Serials` the serial numbers.
 */
export function trackedLineFields(fields: TrackedFields | undefined): Record<string, unknown> {
  if (fields?.Serials) return { Serials: fields.Serials };
  if (!fields?.Batches) return {};
  return {
    Batch: fields.Batches.map((b) => b.Batch).join(', '),
    Batches: fields.Batches.map((b) => ({ ...b, Qty: fromScaled(b.Qty, QTY_DIGITS) })),
  };
}
