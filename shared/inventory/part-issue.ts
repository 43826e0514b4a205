import { fromScaled, QTY_DIGITS, toScaled } from '../documents/money-math';
import { repairOrderStatusFromItems } from '../documents/rollups';
import type { ServiceDocument } from '../documents/schemas';
import type { RepairOrderStatus } from '../documents/statuses';
import { itemStatuses, laborFromParts } from '../service/line-statuses';
import { ServiceMessages } from '../service/service-messages';
import { InventoryMessages } from './inventory-messages';
import { TrackingMessages } from './tracking-messages';

/**
 * Issuing stock to a repair order's part line and returning it
 * (docs/inventory.md §10): which lines wait for parts, and what an issue or a
 * return does to the line's quantities. Quantities on a line are units (up to
 * three decimals); the arithmetic is in thousandths so 0.1 + 0.2 is 0.3.
 */

/** The part-line fields an issue reads and writes (spec service-documents §3). */
export type IssuedPart = {
  readonly _id: string;
  readonly In_Id?: string | undefined;
  readonly Qty?: number | undefined;
  readonly RQty?: number | undefined;
  readonly IQty?: number | undefined;
  readonly Sts?: string | undefined;
  /** What the line holds of a tracked item: batch or serial numbers, and how it is tracked (docs/inventory-batches.md §6). */
  readonly Batch?: string | undefined;
  readonly Track?: string | undefined;
};

const m = (v: number | undefined): number => toScaled(v ?? 0, QTY_DIGITS);
const units = (thousandths: number): number => fromScaled(thousandths, QTY_DIGITS);

/** Line statuses nothing is issued to: the work is off, or done. */
const NO_ISSUE = new Set(['Cancelled', 'Declined', 'Completed']);

/** True when the line is tied to a stocked item (`In_Id`). */
export const isStockedPart = (p: IssuedPart): boolean => typeof p.In_Id === 'string' && p.In_Id !== '';

/** A missing `Qty` counts as 1, as the engine does. */
export const requiredQty = (p: IssuedPart): number => p.Qty ?? 1;

/** §5: a stocked line's quantity may not fall below what was issued (the save's validation names it). */
export const isBelowIssued = (p: IssuedPart): boolean => isStockedPart(p) && m(requiredQty(p)) < m(p.IQty);

/** Quantity still to issue (units): required less issued, never negative. */
export const qtyToIssue = (p: IssuedPart): number => units(Math.max(0, m(requiredQty(p)) - m(p.IQty)));

/** The Issue Parts list: a stocked part of a line still in work with less issued than required. */
export const isWaitingPart = (p: IssuedPart): boolean =>
  isStockedPart(p) && !NO_ISSUE.has(p.Sts ?? 'New') && m(p.IQty) < m(requiredQty(p));

/** The returns view of Issue Parts: a stocked part of a line still in work with something issued to it. */
export const hasIssuedPart = (p: IssuedPart): boolean =>
  isStockedPart(p) && !NO_ISSUE.has(p.Sts ?? 'New') && m(p.IQty) > 0;

export type IssueOutcome<P> = { ok: true; line: P } | { ok: false; message: string };

/**
 * The line after `qty` units are issued (qty > 0) or returned (qty < 0):
 * - an issue needs a stocked line still in work, and never takes `IQty` above `Qty`;
 * - a return never takes `IQty` below zero;
 * - `RQty` (received for the job) stays at least `IQty`, so an issued part counts as
 *   received (the save's rule issued ≤ received holds, and the labour roll-up sees
 *   it); a return takes back from `RQty` what it takes from `IQty`, never below `IQty`.
 */
export function applyIssue<P extends IssuedPart>(line: P, qty: number): IssueOutcome<P> {
  if (!isStockedPart(line)) return { ok: false, message: InventoryMessages.lineNotStocked };
  const delta = m(qty);
  if (delta === 0) return { ok: false, message: InventoryMessages.zeroQuantity };
  const issued = m(line.IQty);
  const received = m(line.RQty);
  if (delta > 0) {
    if (NO_ISSUE.has(line.Sts ?? 'New')) return { ok: false, message: InventoryMessages.lineNotInWork };
    const after = issued + delta;
    if (after > m(requiredQty(line))) return { ok: false, message: ServiceMessages.issuedAboveRequired };
    return { ok: true, line: { ...line, IQty: units(after), RQty: units(Math.max(received, after)) } };
  }
  const after = issued + delta;
  if (after < 0) return { ok: false, message: InventoryMessages.returnAboveIssued(units(issued)) };
  return { ok: true, line: { ...line, IQty: units(after), RQty: units(Math.max(after, received + delta)) } };
}

/**
 * A save of the order (the line grid) keeps each stocked line's issued quantity
 * as stored: `IQty` of a line tied to inventory moves only with its stock (an
 * issue or a return), and `In_Id` stays while something is issued. Answers the
 * first line that breaks this, or undefined.
 */
export function issuedQtyEdit(
  before: readonly IssuedPart[],
  after: readonly IssuedPart[],
): { lineId: string; field: 'IQty' | 'In_Id' | 'Batch'; message: string } | undefined {
  const stored = new Map(before.map((p) => [p._id, p]));
  for (const p of after) {
    const old = stored.get(p._id);
    const oldIssued = m(old?.IQty);
    if (old && oldIssued > 0 && (old.In_Id ?? '') !== (p.In_Id ?? ''))
      return { lineId: p._id, field: 'In_Id', message: InventoryMessages.issuedItemFixed };
    if ((isStockedPart(p) || (old && isStockedPart(old))) && m(p.IQty) !== oldIssued)
      return { lineId: p._id, field: 'IQty', message: InventoryMessages.issuedQtyByIssueOnly };
    // What was issued is the movements' record: its batch or serials, and the tracking, move only with it.
    if (
      old &&
      isStockedPart(old) &&
      oldIssued > 0 &&
      ((old.Batch ?? '') !== (p.Batch ?? '') || (old.Track ?? '') !== (p.Track ?? ''))
    )
      return { lineId: p._id, field: 'Batch', message: TrackingMessages.issuedBatchByIssueOnly };
  }
  return undefined;
}

/** The lines of an order an issue changes: its labour and part lines, as stored. */
export type OrderLines<L> = { Ops: L[]; Parts: L[] };

/**
 * An order after `qty` units are issued to (or returned from) its part line
 * `lineId`: the line's quantities (`applyIssue`), its labour line's status from
 * its parts and the order's status from its items (spec §4, as every save rolls
 * them up).
 */
export function issueToOrder<L extends IssuedPart>(
  order: { Sts: string } & OrderLines<L>,
  lineId: string,
  qty: number,
): IssueOutcome<{ Sts: string } & OrderLines<L>> & { laborId?: string } {
  const index = order.Parts.findIndex((p) => p._id === lineId);
  const line = order.Parts[index];
  if (!line) return { ok: false, message: InventoryMessages.partLineNotFound(lineId) };
  const issued = applyIssue(line, qty);
  if (!issued.ok) return issued;
  const Parts = order.Parts.map((p, i) => (i === index ? issued.line : p));
  const laborId =
    typeof (line as { OpId?: unknown }).OpId === 'string' ? String((line as { OpId?: unknown }).OpId) : '';
  const doc = { Ops: order.Ops, Parts } as unknown as ServiceDocument;
  const rolled = laborId === '' ? doc : laborFromParts(doc, new Set([laborId])).document;
  const Sts = repairOrderStatusFromItems(order.Sts as RepairOrderStatus, itemStatuses(rolled));
  return {
    ok: true,
    line: { Sts, Ops: (rolled.Ops ?? []) as unknown as L[], Parts },
    ...(laborId ? { laborId } : {}),
  };
}
