import { fromScaled, QTY_DIGITS, toScaled } from '../documents/money-math';
import { isStockedPart, requiredQty, type IssuedPart } from './part-issue';

/**
 * Reservation of stocked parts on repair orders and the requested parts their
 * shortfall becomes (docs/inventory-reservations.md). Pure: the repository reads
 * the balances and writes what this decides. Quantities on a line are units (as
 * `Qty`); the arithmetic and the balances' `Resv` are thousandths.
 */

/** The part-line fields a reservation reads and writes (ours: `Resv`, `RsvWh`, `ReqQty`, server-owned). */
export type ReservedPart = IssuedPart & {
  readonly Resv?: number | undefined;
  readonly RsvWh?: string | undefined;
  readonly ReqQty?: number | undefined;
  /** When the open request was made: the requested parts list's order. */
  readonly ReqAt?: string | undefined;
};

/** Requested-part statuses: the spec's parts order list (platform §6). */
export const REQUEST_STATUSES = ['New', 'Waiting for Parts', 'Received', 'Cancelled', 'Closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Statuses of a request still waiting to be filled. */
export const OPEN_REQUEST: ReadonlySet<string> = new Set(['New', 'Waiting for Parts']);

const m = (v: number | undefined): number => toScaled(v ?? 0, QTY_DIGITS);
const units = (thousandths: number): number => fromScaled(thousandths, QTY_DIGITS);

/** Line statuses that hold no reservation: the work is off, or done. */
const NOT_RESERVED = new Set(['Cancelled', 'Declined', 'Completed']);

/**
 * What a stocked line of an open order wants held: required less issued, in thousandths.
 * `keepDone`: the branch issues at the order's completion (Inventory `Issue` off), so a
 * line whose job is done still holds its part until then (docs/inventory-reservations.md §9).
 */
export function wantedOf(open: boolean, p: ReservedPart, keepDone = false): number {
  const sts = p.Sts ?? 'New';
  if (!open || !isStockedPart(p) || (NOT_RESERVED.has(sts) && !(keepDone && sts === 'Completed'))) return 0;
  return Math.max(0, m(requiredQty(p)) - m(p.IQty));
}

/** The key of a balance: item and warehouse. */
export const balanceId = (itemId: string, whId: string): string => `${itemId}#${whId}`;

/** A balance as the rule sees it (thousandths). */
export type BalanceFigures = { OnHand: number; Resv: number };

/** What this change did to one line's reservation and request. */
export type LineReservation = {
  LineId: string;
  /** Units held for the line after the change. */
  Reserved: number;
  /** Units requested (short) after the change. */
  Requested: number;
  /** The request's new status when it changed, else undefined. */
  RequestSts?: RequestStatus;
  /** The request's quantity before (units), to tell a reopened request from a reduced one. */
  RequestedBefore: number;
  ReqAt?: string;
  ItemId?: string;
  WhId?: string;
};

export type ReservationInput = {
  /** The order holds reservations (open and not completed). */
  open: boolean;
  before: readonly ReservedPart[];
  after: readonly ReservedPart[];
  /** Where a new reservation goes (branch `DefWId`, else the main or first warehouse). */
  defaultWh: string | undefined;
  /** Balances as read, by `balanceId`; a missing one is empty. */
  balances: ReadonlyMap<string, BalanceFigures>;
  /** May reservations grow (a save or a creation), or only shrink (an issue, a return, an action). */
  grow: boolean;
  /** An issue (> 0) or return (< 0) of this change, thousandths, from a warehouse. */
  issued?: { lineId: string; whId: string; qty: number };
  /** The change's time: a new request's `ReqAt`. */
  now: string;
  /** Completed lines keep holding until the order completes (the branch's `Issue` off). */
  keepDone?: boolean | undefined;
};

export type ReservationPlan = {
  /** The `after` lines with `Resv`, `RsvWh` and `ReqQty` set by the rule (a body's values are never kept). */
  lines: ReservedPart[];
  /** Change of each balance's `Resv` (thousandths), non-zero only. */
  deltas: Map<string, number>;
  /** Lines whose reservation or request changed (or were added, or removed). */
  changed: LineReservation[];
};

function setFields(
  line: ReservedPart,
  resv: number,
  wh: string | undefined,
  req: number,
  reqAt: string | undefined,
): ReservedPart {
  const { Resv: _r, RsvWh: _w, ReqQty: _q, ReqAt: _a, ...rest } = line;
  return {
    ...rest,
    ...(resv > 0 ? { Resv: units(resv), RsvWh: wh } : {}),
    ...(req > 0 ? { ReqQty: units(req), ReqAt: reqAt } : {}),
  } as ReservedPart;
}

/** The request's status after a change that took its quantity from `before` to `after` (units, thousandths). */
function requestStatus(
  before: number,
  after: number,
  why: { held: boolean; issuedMore: boolean },
): RequestStatus | undefined {
  if (after > 0) return before > 0 ? undefined : 'New';
  if (before === 0) return undefined;
  // Filled from the shelf by an issue: done. Stock came and is now held: received. Otherwise no longer wanted.
  if (why.issuedMore) return 'Closed';
  if (why.held) return 'Received';
  return 'Cancelled';
}

/**
 * The reservations after a change of the order (docs/inventory-reservations.md §3):
 * - a line wants `Qty − IQty` while it and its order are in work; it keeps what it
 *   holds up to that, and a save (`grow`) adds from the warehouse's available
 *   (on hand less reserved), never below zero;
 * - an issue takes first from the line's own reservation in that warehouse;
 * - a line that wants less, is cancelled, declined, completed, removed or changes
 *   its item releases; so does every line of an order that completes or closes;
 * - what a save could not hold is the line's request (`ReqQty`); an issue, a return
 *   or an action never raise a request, only lower it.
 */
export function planReservations(input: ReservationInput): ReservationPlan {
  const available = new Map<string, number>();
  const deltas = new Map<string, number>();
  const free = (key: string): number => {
    const known = available.get(key);
    if (known !== undefined) return known;
    const b = input.balances.get(key);
    return Math.max(0, (b?.OnHand ?? 0) - (b?.Resv ?? 0));
  };
  const move = (key: string, by: number): void => {
    if (by === 0) return;
    deltas.set(key, (deltas.get(key) ?? 0) + by);
    available.set(key, free(key) - by);
  };
  const stored = new Map(input.before.map((p) => [p._id, p]));
  const changed: LineReservation[] = [];
  const lines = input.after.map((line) => {
    const was = stored.get(line._id);
    stored.delete(line._id);
    let held = m(was?.Resv);
    const heldWh = was?.RsvWh;
    const oldItem = was?.In_Id;
    // A line that changed its item gives back what it held of the old one.
    if (held > 0 && heldWh && oldItem && (oldItem !== line.In_Id || !isStockedPart(line))) {
      move(balanceId(oldItem, heldWh), -held);
      held = 0;
    }
    const issue = input.issued?.lineId === line._id ? input.issued : undefined;
    if (issue && issue.qty > 0 && held > 0 && issue.whId === heldWh) {
      // The issue's stock leaves the balance it was held on: the movement writes that balance.
      const taken = Math.min(held, issue.qty);
      move(balanceId(String(line.In_Id), issue.whId), -taken);
      held -= taken;
    }
    const wanted = wantedOf(input.open, line, input.keepDone);
    const wh = held > 0 ? heldWh : input.defaultWh;
    let resv = held;
    if (wanted < held) {
      move(balanceId(String(line.In_Id), String(heldWh)), wanted - held);
      resv = wanted;
    } else if (wanted > held && input.grow && wh) {
      const key = balanceId(String(line.In_Id), wh);
      const extra = Math.min(wanted - held, free(key));
      move(key, extra);
      resv = held + extra;
    }
    const reqBefore = m(was?.ReqQty);
    const short = wanted - resv;
    const req = input.grow ? short : Math.min(reqBefore, short);
    const issuedMore = m(line.IQty) > m(was?.IQty);
    const RequestSts = requestStatus(reqBefore, req, { held: resv > held, issuedMore });
    const reqAt = RequestSts === 'New' ? input.now : (was?.ReqAt ?? input.now);
    const next = setFields(line, resv, resv > 0 ? wh : undefined, req, reqAt);
    if (!was || resv !== m(was.Resv) || req !== reqBefore || RequestSts)
      if (isStockedPart(line) || m(was?.Resv) > 0 || reqBefore > 0)
        changed.push({
          LineId: line._id,
          Reserved: units(resv),
          Requested: units(req),
          RequestedBefore: units(reqBefore),
          ReqAt: reqAt,
          ...(RequestSts ? { RequestSts } : {}),
          // A line that no longer names an item still closes the request of the one it named.
          ...(isStockedPart(line) ? { ItemId: String(line.In_Id) } : was?.In_Id ? { ItemId: was.In_Id } : {}),
          ...(wh ? { WhId: wh } : {}),
        });
    return next;
  });
  // Lines removed from the order give back what they held; their requests are cancelled.
  for (const was of stored.values()) {
    const held = m(was.Resv);
    if (held > 0 && was.RsvWh && was.In_Id) move(balanceId(was.In_Id, was.RsvWh), -held);
    const reqBefore = m(was.ReqQty);
    if (held > 0 || reqBefore > 0)
      changed.push({
        LineId: was._id,
        Reserved: 0,
        Requested: 0,
        RequestedBefore: units(reqBefore),
        ...(was.ReqAt ? { ReqAt: was.ReqAt } : {}),
        ...(reqBefore > 0 ? { RequestSts: 'Cancelled' as const } : {}),
        ...(was.In_Id ? { ItemId: was.In_Id } : {}),
        ...(was.RsvWh ? { WhId: was.RsvWh } : {}),
      });
  }
  for (const [key, by] of [...deltas]) if (by === 0) deltas.delete(key);
  return { lines, deltas, changed };
}

/** True when a line was added, or its quantity raised, and the save could not hold all of it. */
export const isShortNow = (c: LineReservation): boolean => c.Requested > c.RequestedBefore;
