import { fromScaled, mulDivRound, QTY_DIGITS } from '@shared/documents/money-math';
import { batchesInTransit, inTransit, serialsInTransit, thousandths } from '@shared/inventory/transfer-in-transit';
import type { BatchPart, TrackMode } from '@shared/inventory/tracking';
import type { DocumentLine } from '../documents/document-records';
import type { TrackingIntent } from './tracking-writes';

/**
 * What a transfer line carries (docs/inventory-transfers.md §2, §4): quantities
 * stored in units as entered, worked in thousandths here. On dispatch a line
 * records what left (`Qty`, `ValueP`, `Batches` with expiry, `Serials`); each
 * receipt adds to `RecQty`, `RecValueP`, `RecBatches`, `RecSerials`; a cancel in
 * transit records what went back (`RetQty`, `RetValueP`). What is still in
 * transit is always what left less what arrived and what went back.
 */

export { batchesInTransit, inTransit, serialsInTransit, thousandths };
export const unitsOf = (m: number): number => fromScaled(m, QTY_DIGITS);

type StoredBatch = { Batch: string; Exp?: string; Qty: number };
const batchList = (v: unknown): StoredBatch[] => (Array.isArray(v) ? (v as StoredBatch[]) : []);
const textList = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);
export const trackOf = (line: DocumentLine): TrackMode | undefined =>
  line.Track === 'BN' || line.Track === 'SN' ? line.Track : undefined;

/**
 * Paise that `m` more thousandths bring in: the line's value in proportion to
 * the quantity received so far (rounded half up), less what earlier receipts
 * brought, so the receipt that completes the line takes exactly the rest and no
 * paisa is lost or made whatever the split.
 */
export function receiptValueP(line: DocumentLine, m: number): number {
  const total = thousandths(line.Qty);
  const after = thousandths(line.RecQty) + m;
  const valueP = Number(line.ValueP ?? 0);
  const upTo = after === total ? valueP : mulDivRound(valueP, after, total);
  return upTo - Number(line.RecValueP ?? 0);
}

/** Paise still in transit on a line: what left less what arrived (a cancel sends exactly this back). */
export const valueInTransitP = (line: DocumentLine): number =>
  Number(line.ValueP ?? 0) - Number(line.RecValueP ?? 0) - Number(line.RetValueP ?? 0);

/** Batch lists added, in units (a batch met again adds to its quantity). */
export function addBatches(list: unknown, parts: readonly BatchPart[]): StoredBatch[] {
  const out = batchList(list).map((b) => ({ ...b }));
  for (const p of parts) {
    const had = out.find((b) => b.Batch === p.Batch);
    if (had) had.Qty = unitsOf(thousandths(had.Qty) + Math.abs(p.Qty));
    else out.push({ Batch: p.Batch, ...(p.Exp ? { Exp: p.Exp } : {}), Qty: unitsOf(Math.abs(p.Qty)) });
  }
  return out;
}

/**
 * How a dispatch takes a tracked line's stock: the serials named; one batch
 * named; several named with their quantities (an exact split, each checked as
 * a named batch); or none, earliest expiry first.
 */
export function dispatchIntent(line: DocumentLine, today: string): TrackingIntent | undefined {
  const track = trackOf(line);
  if (track === 'SN') return { Track: 'SN', today, Serials: textList(line.Serials) };
  if (track !== 'BN') return undefined;
  const picked = batchList(line.Batches);
  if (picked.length === 1) return { Track: 'BN', today, Batch: picked[0]?.Batch };
  if (picked.length === 0) return { Track: 'BN', today };
  return { Track: 'BN', today, Parts: picked.map((b) => ({ Batch: b.Batch, Qty: -thousandths(b.Qty) })) };
}
