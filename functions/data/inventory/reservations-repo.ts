import { REPAIR_ORDER_DASHBOARD_STATUSES } from '@shared/documents/statuses';
import { startingWarehouse, type StartingWarehouseSettings } from '@shared/inventory/starting-warehouse';
import { isStockedPart } from '@shared/inventory/part-issue';
import {
  balanceId,
  planReservations,
  type BalanceFigures,
  type LineReservation,
  type ReservedPart,
} from '@shared/inventory/reservation';
import { batchGet } from '../table/batch-get';
import type { Key } from '../table/keys';
import type { Write } from '../table/transact';
import { versionedUpdate } from '../table/versioned-update';
import type { DocumentHead, DocumentLine, DocumentLines } from '../documents/document-records';
import { listWarehouses } from '../settings/warehouses-repo';
import { balanceKey } from './inventory-keys';
import { requestedPartWrite } from './requested-parts';
import type { BalanceRecord } from './stock-records';
import { BALANCE_MOVED } from './stock-writes';

/**
 * Reservations of a repair order's stocked part lines on the balances, and the
 * requested parts of what is short (docs/inventory-reservations.md). Each change
 * of an order (a save, a creation, an issue, an action) asks `reserveForOrder`
 * for the lines as the rule leaves them and the writes that join the order's
 * own transaction (`AlsoWrites`): each balance whose `Resv` moves, at its `ver`
 * (a lost race is `BALANCE_MOVED`, decided again by the caller), and the
 * requested part of each line whose request changed.
 */

/** Statuses whose orders hold reservations: open and not yet completed. */
const HOLDS = new Set<string>(REPAIR_ORDER_DASHBOARD_STATUSES.filter((s) => s !== 'Completed'));
export const holdsReservations = (sts: string): boolean => HOLDS.has(sts);

/**
 * Where a new reservation goes: the branch's stock forms' warehouse
 * (`startingWarehouse`: `DefWId`, else `MainWId`), else the first active
 * warehouse by name, each only while it is an active warehouse of the branch.
 */
export async function reservationWarehouse(
  orgId: string,
  entId: string,
  settings: StartingWarehouseSettings,
): Promise<string | undefined> {
  const active = (await listWarehouses(orgId, entId)).filter((w) => w.Active !== false);
  return startingWarehouse(settings, active, 'stock', { orFirst: true }) || undefined;
}

export type OrderReservation = {
  orgId: string;
  entId: string;
  /** The order as it will be written (its number, vehicle and customer name the requests). */
  head: Pick<DocumentHead, 'OrgId' | 'EntId' | 'DocId' | 'Sts'> & Record<string, unknown>;
  before: readonly DocumentLine[];
  after: readonly DocumentLine[];
  defaultWh: string | undefined;
  grow: boolean;
  issued?: { lineId: string; whId: string; qty: number };
  /** The balance an issue's movement writes: its `Resv` change rides on the movement's write, not here. */
  movedBalance?: string;
  at: string;
  /** Completed lines, and an order its job moves completed, keep holding until Complete or Generate Invoice issues (Inventory `Issue` off). */
  keepDone?: boolean | undefined;
};

export type ReservationWrites = {
  parts: DocumentLine[];
  /** The balances' writes and the requests for `head` as given. */
  writes: Write[];
  /** Only the balances' writes. */
  balanceWrites: Write[];
  changed: LineReservation[];
  /** The requested part of each line whose request changed, for the order as written (its number). */
  requests: (head: OrderReservation['head']) => Write[];
  /** The `Resv` change of `movedBalance`, for the movement to write. */
  movedDelta: number;
  /** Balances as read, by `balanceId`. */
  balances: ReadonlyMap<string, BalanceRecord>;
};

/** The balances the lines may touch: each one held, and each stocked line's in the default warehouse. */
function balanceIds(r: OrderReservation): string[] {
  const ids = new Set<string>();
  for (const p of [...r.before, ...r.after] as ReservedPart[]) {
    if (!isStockedPart(p)) continue;
    if (p.RsvWh) ids.add(balanceId(String(p.In_Id), p.RsvWh));
    if (r.defaultWh) ids.add(balanceId(String(p.In_Id), r.defaultWh));
  }
  if (r.issued && r.movedBalance) ids.add(r.movedBalance);
  return [...ids];
}

const keyOf = (orgId: string, entId: string, id: string): Key => {
  const [itemId = '', whId = ''] = id.split('#');
  return balanceKey(orgId, entId, itemId, whId);
};

/** The part lines after the rule, the writes that hold them, and what changed. */
export async function reserveForOrder(r: OrderReservation): Promise<ReservationWrites> {
  const ids = balanceIds(r);
  const read =
    ids.length > 0
      ? await batchGet<BalanceRecord>(
          ids.map((id) => keyOf(r.orgId, r.entId, id)),
          true,
        )
      : [];
  const balances = new Map<string, BalanceRecord>();
  ids.forEach((id, i) => {
    const b = read[i];
    if (b) balances.set(id, b);
  });
  const figures = new Map<string, BalanceFigures>(
    [...balances].map(([id, b]) => [id, { OnHand: b.OnHand, Resv: b.Resv ?? 0 }]),
  );
  const plan = planReservations({
    // Without a parts desk a completed order holds until the action that ends its work issues what it holds.
    open: holdsReservations(r.head.Sts) || (r.keepDone === true && r.head.Sts === 'Completed'),
    before: r.before as ReservedPart[],
    after: r.after as ReservedPart[],
    defaultWh: r.defaultWh,
    balances: figures,
    grow: r.grow,
    ...(r.issued ? { issued: r.issued } : {}),
    now: r.at,
    keepDone: r.keepDone,
  });
  const writes: Write[] = [];
  let movedDelta = 0;
  for (const [id, delta] of plan.deltas) {
    if (id === r.movedBalance) {
      movedDelta = delta;
      continue;
    }
    const b = balances.get(id);
    // Only a held quantity is released and only available stock is held, so the balance exists.
    if (!b) continue;
    writes.push(
      versionedUpdate({
        key: keyOf(r.orgId, r.entId, id),
        expectedVer: b.ver,
        set: { Resv: (b.Resv ?? 0) + delta > 0 ? (b.Resv ?? 0) + delta : undefined },
        conflict: BALANCE_MOVED,
      }),
    );
  }
  const byId = new Map([...r.before, ...plan.lines].map((l) => [l._id, l as DocumentLine]));
  const requests = (head: OrderReservation['head']): Write[] =>
    plan.changed.flatMap((change) => requestedPartWrite(head, byId.get(change.LineId), change, r.at) ?? []);
  return {
    parts: plan.lines as DocumentLine[],
    writes: [...writes, ...requests(r.head)],
    balanceWrites: writes,
    requests,
    changed: plan.changed,
    movedDelta,
    balances,
  };
}

/** The order's lines with the part lines replaced by the rule's. */
export const withParts = (lines: DocumentLines, parts: DocumentLine[]): DocumentLines => ({ ...lines, Parts: parts });
