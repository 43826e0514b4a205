import { QTY_DIGITS, toScaled } from '../documents/money-math';
import type { BatchPart } from './tracking';

/**
 * What is still in transit on a transfer line (docs/inventory-transfers.md §4):
 * what left less what arrived and what went back. One rule for the server (the
 * stored line) and the screen (the answer's line): both name the quantities in
 * units (`Qty`, `RecQty`, `RetQty`), the batches with their units (`Batches`,
 * `RecBatches`) and the serials (`Serials`, `RecSerials`). Answers in thousandths.
 */

type Batches = readonly { Batch: string; Exp?: string | undefined; Qty: number }[];
/** A stored line or an answer's line: the fields above are read by name, whatever else it has. */
export type CarriedLine = Readonly<Record<string, unknown>>;

/** A stored or answered quantity in units, in thousandths (absent: 0). */
export const thousandths = (units: unknown): number => (typeof units === 'number' ? toScaled(units, QTY_DIGITS) : 0);
const batchList = (v: unknown): Batches => (Array.isArray(v) ? (v as Batches) : []);
const textList = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);

/** Thousandths still in transit on a dispatched line. */
export const inTransit = (line: CarriedLine): number =>
  thousandths(line.Qty) - thousandths(line.RecQty) - thousandths(line.RetQty);

/** The batches still in transit (thousandths, above zero), in the order they left (earliest expiry first). */
export function batchesInTransit(line: CarriedLine): BatchPart[] {
  const arrived = new Map<string, number>();
  for (const b of batchList(line.RecBatches)) arrived.set(b.Batch, (arrived.get(b.Batch) ?? 0) + thousandths(b.Qty));
  return batchList(line.Batches)
    .map((b) => ({
      Batch: b.Batch,
      ...(b.Exp ? { Exp: b.Exp } : {}),
      Qty: thousandths(b.Qty) - (arrived.get(b.Batch) ?? 0),
    }))
    .filter((b) => b.Qty > 0);
}

/** The serial numbers still in transit on a line. */
export function serialsInTransit(line: CarriedLine): string[] {
  const arrived = new Set(textList(line.RecSerials));
  return textList(line.Serials).filter((s) => !arrived.has(s));
}
