import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { BatchPart, TrackMode } from '@shared/inventory/tracking';
import { TrackingMessages } from '@shared/inventory/tracking-messages';
import { db, tableName } from '../../lib/aws-clients';
import { movementPk } from './inventory-keys';
import type { MovementRecord } from './stock-records';
import type { TrackedFields, TrackingIntent } from './tracking-writes';

/**
 * Batches and serials of parts issued to repair orders and returned
 * (docs/inventory-batches.md §6). An issue names the batch or the serials, or
 * for a batch-tracked item takes earliest expiry first; a return puts back the
 * same: the serials issued to the line, or the batches the line took (named, or
 * the last taken first). The line's `Batch` (the spec's field) lists what it
 * holds now: batch numbers, or serial numbers for a serial-tracked item.
 */

/** What the clerk entered, and how the item is tracked (with the branch's feature on). */
export type IssueTracking = {
  mode: TrackMode;
  /** The branch's date. */
  today: string;
  Batch?: string | undefined;
  Serials?: readonly string[] | undefined;
};

type Line = { DocId: string; LineId: string; WhId: string };

/** The line's batches in the warehouse, net of returns, the last taken first (from the item's recent history). */
async function lineBatches(orgId: string, entId: string, itemId: string, line: Line): Promise<BatchPart[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: 'DocId = :doc AND LineId = :line AND WhId = :wh',
      ExpressionAttributeValues: {
        ':pk': movementPk(orgId, entId, itemId),
        ':doc': line.DocId,
        ':line': line.LineId,
        ':wh': line.WhId,
      },
      ScanIndexForward: false,
      // As the return's cost (part-issues-repo lastIssueCost): the line's movements among the item's last 500.
      Limit: 500,
    }),
  );
  const net = new Map<string, BatchPart>();
  // Newest first: the first time a batch is met is its latest movement, so the map keeps last-taken-first order.
  for (const m of (answer.Items ?? []) as MovementRecord[])
    // Within a movement the last batch taken is its last part.
    for (const b of [...(m.Batches ?? [])].reverse()) {
      const had = net.get(b.Batch);
      net.set(b.Batch, { Batch: b.Batch, ...(b.Exp ? { Exp: b.Exp } : {}), Qty: (had?.Qty ?? 0) - b.Qty });
    }
  return [...net.values()].filter((b) => b.Qty > 0);
}

const refuse = (field: string, message: string): never => {
  throw new ApiError(ErrorCode.BadRequest, message, [{ path: field, message }]);
};

/**
 * The movement's tracking: an issue as entered (FEFO when no batch), a return to
 * the line's own batches or serials; with a batch return, what the line holds after.
 */
export async function issueIntent(
  orgId: string,
  entId: string,
  itemId: string,
  line: Line,
  qtyM: number,
  t: IssueTracking,
): Promise<{ intent: TrackingIntent; heldAfter?: BatchPart[] }> {
  if (t.mode === 'SN') return { intent: { Track: 'SN', today: t.today, Serials: t.Serials } };
  if (qtyM < 0) return { intent: { Track: 'BN', today: t.today, Batch: t.Batch } };
  const held = await lineBatches(orgId, entId, itemId, line);
  const from = t.Batch ? held.filter((b) => b.Batch === t.Batch) : held;
  const parts: BatchPart[] = [];
  let left = qtyM;
  for (const b of from) {
    if (left === 0) break;
    const take = Math.min(left, b.Qty);
    parts.push({ ...b, Qty: take });
    left -= take;
  }
  if (left > 0) refuse('Batch', TrackingMessages.batchNotOnLine(t.Batch ?? line.LineId));
  const heldAfter = held
    .map((b) => ({ ...b, Qty: b.Qty - (parts.find((p) => p.Batch === b.Batch)?.Qty ?? 0) }))
    .filter((b) => b.Qty > 0);
  return { intent: { Track: 'BN', today: t.today, Parts: parts }, heldAfter };
}

const listed = (text: unknown): string[] =>
  typeof text === 'string'
    ? text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/**
 * The part line after the movement: `Track` the item's tracking (so the
 * completion rule asks for its full quantity), `Batch` what the line holds now.
 * A batch stays listed while any of it is issued; an issue adds, a return
 * removes a batch only when the line gives all of it back.
 */
export function trackedPartLine<L extends Record<string, unknown>>(
  line: L,
  mode: TrackMode,
  moved: TrackedFields | undefined,
  qtyM: number,
  heldAfter?: readonly BatchPart[],
): L {
  const before = listed(line.Batch);
  let now: string[];
  if (mode === 'SN') {
    const serials = moved?.Serials ?? [];
    now =
      qtyM < 0
        ? [...before, ...serials.filter((s) => !before.includes(s))]
        : before.filter((s) => !serials.includes(s));
  } else if (qtyM < 0) {
    now = [...before, ...(moved?.Batches ?? []).map((b) => b.Batch).filter((b) => !before.includes(b))];
  } else {
    now = (heldAfter ?? []).map((b) => b.Batch);
  }
  const { Batch: _old, ...rest } = line;
  return { ...rest, Track: mode, ...(now.length > 0 ? { Batch: now.join(', ') } : {}) } as unknown as L;
}
