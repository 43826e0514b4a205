import * as z from 'zod';
import { QTY_SCALE } from '../documents/money-math';
import { formatQuantity } from '../documents/quantity-format';
import { isoDate } from '../fields/iso-date';
import { TrackingMessages } from './tracking-messages';

/**
 * Batches and serial numbers (docs/inventory-batches.md): the rules every
 * movement of a tracked item follows, as pure functions the server applies and
 * the screens can show. Quantities are thousandths of a unit (QTY_SCALE);
 * batches and serials track quantity and identity, never a cost of their own
 * (valuation stays per item × warehouse, docs/inventory.md §4).
 */

export type TrackMode = 'BN' | 'SN';

/** A batch's stock in one warehouse: `OnHand` in thousandths, `Exp` its expiry date (YYYY-MM-DD) if it has one. */
export type BatchStock = { Batch: string; Exp?: string | undefined; OnHand: number };

/** What a movement takes from or puts into one batch: `Qty` signed thousandths, as the movement's. */
export type BatchPart = { Batch: string; Exp?: string; Qty: number };

/** Batch and serial numbers go into keys: letters, digits and . / - _ only (never `#`), no spaces. */
export const batchNo = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9./_-]{0,29}$/, TrackingMessages.batchFormat);
export const serialNo = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9./_-]{0,39}$/, TrackingMessages.serialFormat);

/** The most serial numbers one line names (each is one write of the movement's transaction). */
export const MAX_LINE_SERIALS = 25;

/** The tracking fields of a line that moves stock: a batch (and its expiry, on receipt) or the serial numbers. */
export const trackingFields = {
  Batch: batchNo.optional(),
  Exp: isoDate.optional(),
  Serials: z.array(serialNo).max(MAX_LINE_SERIALS, `At most ${MAX_LINE_SERIALS} serial numbers a line.`).optional(),
};

/**
 * A batch is usable through its expiry date and expired from the day after
 * (`today` is the branch's date, YYYY-MM-DD). A batch without a date never expires.
 */
export const isExpired = (exp: string | undefined, today: string): boolean => exp !== undefined && exp < today;

/**
 * Earliest expiry first: batches with a date by date, then those without one;
 * ties by batch number, so the same stock always picks the same way.
 */
export function fefoOrder<T extends BatchStock>(batches: readonly T[]): T[] {
  const key = (b: BatchStock) => b.Exp ?? '9999-99-99';
  return [...batches].sort((a, b) => key(a).localeCompare(key(b)) || a.Batch.localeCompare(b.Batch));
}

export type BatchPick = { ok: true; parts: BatchPart[] } | { ok: false; message: string };

/**
 * The batches `qty` (thousandths, > 0) is taken from when the line names none:
 * earliest expiry first (FEFO), several batches when one is not enough, never an
 * expired batch unless `allowExpired` (a write-off of expired stock, which then
 * takes the expired batches first, as they come first). Refused with 'Insufficient
 * Quantity.' when the batches do not hold it, or with the expiry message when
 * they would only with expired stock.
 */
export function pickFefo(
  batches: readonly BatchStock[],
  qty: number,
  today: string,
  desc: string,
  insufficient: string,
  allowExpired = false,
): BatchPick {
  const stocked = fefoOrder(batches.filter((b) => b.OnHand > 0));
  const usable = allowExpired ? stocked : stocked.filter((b) => !isExpired(b.Exp, today));
  const parts: BatchPart[] = [];
  let left = qty;
  for (const b of usable) {
    if (left === 0) break;
    const take = Math.min(left, b.OnHand);
    parts.push({ Batch: b.Batch, ...(b.Exp ? { Exp: b.Exp } : {}), Qty: -take });
    left -= take;
  }
  if (left === 0) return { ok: true, parts };
  const all = stocked.reduce((sum, b) => sum + b.OnHand, 0);
  if (all < qty) return { ok: false, message: insufficient };
  const fresh = usable.reduce((sum, b) => sum + b.OnHand, 0);
  return { ok: false, message: TrackingMessages.onlyExpiredLeft(formatQuantity(fresh / QTY_SCALE), desc) };
}

/**
 * A named batch taking `qty` (thousandths, > 0) out: it must hold that much and,
 * unless `allowExpired`, not have expired.
 */
export function takeNamedBatch(
  stock: BatchStock | undefined,
  batch: string,
  qty: number,
  today: string,
  insufficient: string,
  allowExpired = false,
): BatchPick {
  if (!stock || stock.OnHand <= 0) return { ok: false, message: TrackingMessages.batchUnknown(batch) };
  if (!allowExpired && isExpired(stock.Exp, today))
    return { ok: false, message: TrackingMessages.batchExpired(batch, stock.Exp ?? '') };
  if (stock.OnHand < qty) return { ok: false, message: insufficient };
  return { ok: true, parts: [{ Batch: batch, ...(stock.Exp ? { Exp: stock.Exp } : {}), Qty: -qty }] };
}

/**
 * A batch receiving stock keeps the expiry it was first received with: a receipt
 * naming another date is refused (one batch, one expiry); naming none takes the batch's.
 */
export function receiveBatch(
  stock: BatchStock | undefined,
  batch: string,
  exp: string | undefined,
  qty: number,
): BatchPick {
  const known = stock && stock.OnHand > 0 ? stock.Exp : undefined;
  if (known !== undefined && exp !== undefined && exp !== known)
    return { ok: false, message: TrackingMessages.expiryDiffers(batch, known) };
  const Exp = exp ?? known;
  return { ok: true, parts: [{ Batch: batch, ...(Exp ? { Exp } : {}), Qty: qty }] };
}

/**
 * The serial numbers of a line: as many as its quantity (whole units, the
 * spec's 'quantity must match the entered serial numbers'), none twice.
 * Answers the refusal or undefined.
 */
export function serialsRefusal(qty: number, serials: readonly string[] | undefined, desc: string): string | undefined {
  if (!serials || serials.length === 0) return TrackingMessages.serialsNeeded(desc);
  const seen = new Set<string>();
  for (const s of serials) {
    if (seen.has(s)) return TrackingMessages.serialTwice(s);
    seen.add(s);
  }
  if (Math.abs(qty) !== serials.length * QTY_SCALE)
    return TrackingMessages.serialCount(Math.abs(qty) / QTY_SCALE, serials.length);
  return undefined;
}

/** Whether a reason writes off expired stock, the one case an expired batch may leave (docs/inventory-batches.md §4). */
export const writesOffExpired = (reason: string | undefined): boolean => reason?.trim().toLowerCase() === 'expired';

/** What an answer shows of a line's or a movement's tracking (units, not thousandths). */
export const trackedAnswerFields = {
  /** The batch numbers, for reading: 'B1, B2'. */
  Batch: z.string().optional(),
  Batches: z.array(z.object({ Batch: z.string(), Exp: z.string().optional(), Qty: z.number() })).optional(),
  Serials: z.array(z.string()).optional(),
};
