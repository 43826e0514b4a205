import { QTY_DIGITS, toScaled } from '../documents/money-math';
import { repairOrderStatusFromItems } from '../documents/rollups';
import type { ServiceLaborLine } from '../documents/schemas';
import type { LineStatus, RepairOrderStatus } from '../documents/statuses';
import { DocumentMessages } from '../documents/validation-messages';
import { refuse } from './action-refusal';
import type { JOB_MOVES } from './call-schemas';
import { itemStatuses, setLineStatuses } from './line-statuses';
import type { RepairOrderDoc } from './service-docs';
import { ServiceMessages as M } from './service-messages';
import { statusLabel } from '../documents/status-labels';

/**
 * My Jobs (docs/service-actions.md 'My Jobs'): a technician starts, pauses and
 * completes the labour lines assigned to them (`Tech`), and the clock-on time of each
 * job is kept.
 *
 * - Start: the line goes InProgress and the clock runs from ClockOn.
 * - Pause: the clock stops (ClockOff) and the spell's whole minutes add to
 *   Worked. The line stays InProgress: the work has begun and the order is in
 *   progress, so the dashboards keep saying so; a paused job is one whose clock
 *   is not running (ClockOff set). Going back to Approved would make an order
 *   look untouched over a lunch break (docs/service-actions.md).
 * - Complete: the clock stops if it runs; the line and its own parts are
 *   Completed. A tracked part of the line not issued in full refuses it with
 *   'Insufficient Quantity.' (§5 'Tracked parts need full quantity issued').
 * The order's status then re-rolls from its lines (§4), so it reads Completed
 * once every active line is.
 */
export type JobMove = (typeof JOB_MOVES)[number];

/**
 * The clock of a job: the server's alone (My Jobs writes it). A save or a merge
 * keeps the stored values whatever a body or a supplementary carries.
 */
export const JOB_CLOCK_FIELDS = ['ClockOn', 'ClockOff', 'Worked'] as const;
export type JobMoveInput = {
  readonly Move: JobMove;
  /** Clock times the technician corrected; otherwise now. */
  readonly ClockOn?: string | undefined;
  readonly ClockOff?: string | undefined;
};
export type JobClock = { readonly now: string };

/** Lines a technician can work on: approved, and whatever their parts made of them. */
const WORKABLE: readonly LineStatus[] = ['Approved', 'PartsAvl', 'WtngForParts', 'InProgress'];
/** Orders whose jobs are stopped or settled. */
const NOT_WORKABLE_ORDERS: readonly RepairOrderStatus[] = ['OnHold', 'Cancelled', 'Declined', 'Closed'];

const isRunning = (line: ServiceLaborLine): boolean => line.ClockOn !== undefined && line.ClockOff === undefined;

const minutesBetween = (from: string, to: string): number => {
  const ms = Date.parse(to) - Date.parse(from);
  if (!Number.isFinite(ms) || ms < 0) return refuse(400, M.clockOffBeforeOn);
  return Math.floor(ms / 60_000);
};

/** The clock stopped at `off`: the spell's minutes join Worked. */
const clockOff = (line: ServiceLaborLine, off: string): ServiceLaborLine =>
  isRunning(line)
    ? { ...line, ClockOff: off, Worked: (line.Worked ?? 0) + minutesBetween(line.ClockOn as string, off) }
    : line;

export const applyJobMove = (line: ServiceLaborLine, move: JobMoveInput, clock: JobClock): ServiceLaborLine => {
  const sts = line.Sts ?? 'New';
  if (!WORKABLE.includes(sts)) {
    if (sts === 'New' || sts === 'WtngForAppr') refuse(400, M.jobNotApproved);
    refuse(400, M.jobDone(statusLabel(sts)));
  }
  switch (move.Move) {
    case 'Start': {
      if (isRunning(line)) refuse(400, M.jobRunning);
      const { ClockOff: _ended, ...rest } = line;
      return { ...rest, Sts: 'InProgress', ClockOn: move.ClockOn ?? clock.now };
    }
    case 'Pause':
      if (!isRunning(line)) refuse(400, M.jobNotRunning);
      return clockOff(line, move.ClockOff ?? clock.now);
    case 'Complete':
      return { ...clockOff(line, move.ClockOff ?? clock.now), Sts: 'Completed' };
  }
};

export type JobUpdate = {
  readonly order: RepairOrderDoc;
  readonly line: ServiceLaborLine;
  /** The labour line and, on Complete, its parts. */
  readonly changedLineIds: readonly string[];
};

/**
 * A job move on its order: only the technician the line is assigned to, only
 * while the order is workable. The order's status re-rolls from its lines.
 * `heldIssues`: the branch has no parts desk (Inventory `Issue` off), so a batch
 * part held in stock for the line counts as issued: it leaves stock when the order
 * completes (docs/inventory-reservations.md §9). A serial part still needs its serials.
 */
export const applyJobMoveToOrder = (
  order: RepairOrderDoc,
  lineId: string,
  callerId: string,
  move: JobMoveInput,
  clock: JobClock,
  heldIssues = false,
): JobUpdate => {
  const line = (order.Ops ?? []).find((o) => o._id === lineId) ?? refuse(404, M.jobNotFound);
  if (line.Tech !== callerId) refuse(403, M.notYourJob);
  const orderSts = order.Sts ?? 'New';
  if (NOT_WORKABLE_ORDERS.includes(orderSts)) refuse(400, M.orderNotWorkable(statusLabel(orderSts)));
  const moved = applyJobMove(line, move, clock);
  const ownParts = (order.Parts ?? []).filter(
    (p) => p.OpId === lineId && p.Sts !== 'Cancelled' && p.Sts !== 'Declined',
  );
  if (move.Move === 'Complete') {
    const held = (p: (typeof ownParts)[number]): number =>
      heldIssues && p.Track === 'BN' ? toScaled((p as { Resv?: number }).Resv ?? 0, QTY_DIGITS) : 0;
    const short = ownParts.filter(
      (p) =>
        p.Track !== undefined &&
        p.Track !== '' &&
        toScaled(p.IQty ?? 0, QTY_DIGITS) + held(p) < toScaled(p.Qty ?? 1, QTY_DIGITS),
    );
    if (short.length > 0)
      refuse(
        400,
        M.insufficientQuantity,
        short.map((p) => ({ LineId: p._id, Field: 'IQty', Message: DocumentMessages.trackedPartNotIssued })),
      );
  }
  const completing = move.Move === 'Complete' ? new Set(ownParts.map((p) => p._id)) : new Set<string>();
  const { document, changedLineIds } = setLineStatuses(
    { ...order, Ops: (order.Ops ?? []).map((o) => (o._id === lineId ? moved : o)) },
    (l) => (completing.has(l._id) && l.Sts !== 'Completed' ? 'Completed' : undefined),
  );
  return {
    order: { ...document, Sts: repairOrderStatusFromItems(orderSts, itemStatuses(document)) },
    line: moved,
    changedLineIds: [lineId, ...changedLineIds.filter((id) => id !== lineId)],
  };
};
