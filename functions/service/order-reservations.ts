import { ApiError, ErrorCode } from '@shared/api/errors';
import { isModuleEnabled } from '@shared/access/module-switch';
import { isStockedPart } from '@shared/inventory/part-issue';
import { fromScaled, QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { isShortNow, type LineReservation, type ReservedPart } from '@shared/inventory/reservation';
import { ReservationMessages } from '@shared/inventory/reservation-messages';
import { blocksShortStock, issuesAtPartsDesk, StockSwitchMessages } from '@shared/inventory/stock-switches';
import type { DocumentHead, DocumentLine, DocumentLines } from '../data/documents/document-records';
import {
  reservationWarehouse,
  reserveForOrder,
  type OrderReservation,
  type ReservationWrites,
} from '../data/inventory/reservations-repo';
import { nowIso } from '../data/table/keys';
import type { Write } from '../data/table/transact';
import type { ServiceContext } from '../lib/branch-context';
import type { DocKind } from '../data/documents/types/service-types';

/**
 * A repair order's save, creation or action and its reservations
 * (docs/inventory-reservations.md): the part lines as the rule leaves them, the
 * writes that join the order's transaction, and the answer's note per line.
 * Where the branch keeps no stock (the Inventory module off), or for an
 * estimate, nothing is reserved and the server-owned fields keep their stored values.
 */

export type ReservationNote = { LineId: string; Reserved: number; Requested: number; Message: string };

export type OrderReservations = {
  lines: DocumentLines;
  /** The balances' and the requested parts' writes, for the order as written. */
  writes: (head: OrderReservation['head']) => Write[];
  notes: ReservationNote[];
};

const SERVER_FIELDS = ['Resv', 'RsvWh', 'ReqQty', 'ReqAt'] as const;

/** A body never sets the reservation fields: each line keeps its stored ones. */
function keepStored(before: readonly DocumentLine[], after: readonly DocumentLine[]): DocumentLine[] {
  const stored = new Map(before.map((l) => [l._id, l]));
  return after.map((line) => {
    const out: Record<string, unknown> = { ...line };
    const was = stored.get(line._id);
    for (const f of SERVER_FIELDS) {
      if (was?.[f] !== undefined) out[f] = was[f];
      else delete out[f];
    }
    return out as DocumentLine;
  });
}

const notesOf = (planned: ReservationWrites, lines: readonly DocumentLine[]): ReservationNote[] => {
  const present = new Set(lines.filter((l) => isStockedPart(l as ReservedPart)).map((l) => l._id));
  return planned.changed
    .filter((c) => present.has(c.LineId))
    .map((c) => ({
      LineId: c.LineId,
      Reserved: c.Reserved,
      Requested: c.Requested,
      Message: c.Requested > 0 ? ReservationMessages.notReserved : ReservationMessages.reserved,
    }));
};

/**
 * The reservations of a change of a repair order. `grow` for a save or a
 * creation (reserve what is wanted), not for an action (only release).
 * `addShort: 'ask'` refuses, writing nothing, when a line added or raised
 * cannot be held in full, so the screen asks 'Do You Still Want To Add The Part?'.
 */
export async function orderReservations(
  ctx: ServiceContext,
  kind: DocKind,
  change: {
    head: OrderReservation['head'];
    before: DocumentLines | undefined;
    lines: DocumentLines;
    grow: boolean;
    addShort?: 'ask' | 'yes' | undefined;
    /** Complete or Generate Invoice: the order's work ends, nothing is held after it (docs/inventory-reservations.md §9). */
    endsWork?: boolean;
  },
): Promise<OrderReservations> {
  const before = change.before?.Parts ?? [];
  const kept = { ...change.lines, Parts: keepStored(before, change.lines.Parts) };
  const stocked = [...before, ...kept.Parts].some((p) => isStockedPart(p as ReservedPart));
  if (kind !== 'RepairOrder' || !stocked || !isModuleEnabled(ctx.entity.Config, 'Inventory'))
    return { lines: kept, writes: () => [], notes: [] };
  const { orgId, entityId } = ctx.session;
  const planned = await reserveForOrder({
    orgId,
    entId: entityId,
    head: change.head,
    before,
    after: kept.Parts,
    defaultWh: await reservationWarehouse(orgId, entityId, ctx.entity.Settings.Inventory),
    grow: change.grow,
    at: nowIso(),
    keepDone: !issuesAtPartsDesk(ctx.entity.Settings.Inventory) && change.endsWork !== true,
  });
  const short = planned.changed.filter(isShortNow);
  // Block Zero Quantity (BZQty): a part the shelf cannot give in full is refused, never requested; whatever the client asked.
  if (short.length > 0 && blocksShortStock(ctx.entity.Settings.Inventory)) refuseShort(short, planned.parts);
  if (change.addShort === 'ask' && short.length > 0)
    throw new ApiError(
      ErrorCode.BadRequest,
      ReservationMessages.addShort,
      short.map((c) => ({
        path: `Parts.${c.LineId}.Qty`,
        message: ReservationMessages.shortDetail(c.Reserved, c.Requested),
      })),
    );
  return {
    lines: { ...kept, Parts: planned.parts },
    writes: (head) => [...planned.balanceWrites, ...planned.requests(head)],
    notes: notesOf(planned, planned.parts),
  };
}

/** BZQty on: each short line with what it may take at most (issued + what the save could hold), on its `Qty` cell. */
function refuseShort(short: readonly LineReservation[], parts: readonly DocumentLine[]): never {
  const byId = new Map(parts.map((p) => [p._id, p as ReservedPart & { UoM?: string }]));
  throw new ApiError(
    ErrorCode.BadRequest,
    StockSwitchMessages.insufficient,
    short.map((c) => {
      const line = byId.get(c.LineId);
      const most = fromScaled(toScaled(line?.IQty ?? 0, QTY_DIGITS) + toScaled(c.Reserved, QTY_DIGITS), QTY_DIGITS);
      return { path: `${c.LineId}.Qty`, message: StockSwitchMessages.onlyAvailable(most, line?.UoM) };
    }),
  );
}

/** The header fields a requested part copies. */
export const requestHead = (head: Record<string, unknown>): OrderReservation['head'] =>
  head as Pick<DocumentHead, 'OrgId' | 'EntId' | 'DocId' | 'Sts'> & Record<string, unknown>;
