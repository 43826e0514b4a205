import { ApiError, ErrorCode } from '@shared/api/errors';
import type { Paise } from '@shared/documents/money-math';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import {
  DEFAULT_VALUATION,
  valueMovement,
  type Layer,
  type ValuationMethod,
  type ValuedState,
} from '@shared/inventory/fifo';
import { EMPTY_STOCK } from '@shared/inventory/valuation';
import { readsUnitCost, stockMovementPosting } from '@shared/books/stock-postings';
import { ulid } from 'ulid';
import { keys as identityKeys } from '../identity/identity-keys';
import type { EntityRecord } from '../identity/records';
import { ledgerWrites } from '../ledger/ledger-writes';
import { branchNow } from '../../lib/branch-context';
import { batchGet } from '../table/batch-get';
import { cancellationReasons } from '../table/cancellation';
import type { Key } from '../table/keys';
import type { Write } from '../table/transact';
import { versionedPut } from '../table/versioned-update';
import { itemKey } from './item-keys';
import {
  balanceKey,
  movementPk,
  recentStockPartition,
  recentStockSortKey,
  warehouseStockPartition,
} from './inventory-keys';
import type { BalanceRecord, MovementRecord, MovementSource, Rebuild } from './stock-records';
import { balancesAfter } from './chained-movements';
import { planTracking, type TrackingIntent, type TrackingPlan } from './tracking-writes';

/**
 * The writes of stock movements (docs/inventory.md §3): each movement appended
 * (only if absent) and its balance written in the same transaction, a new
 * balance only if absent and an existing one only at the `ver` read, so the
 * figures the valuation saw are still the balance's when it commits. A lost
 * race is marked `BALANCE_MOVED` for the writer to read again and decide again.
 */

/** The conflict text of a balance write: the writer retries on it, the caller never sees it. */
export const BALANCE_MOVED = 'stock balance moved since read';

export type PlannedMovement = {
  ItemId: string;
  WhId: string;
  PCode?: string | undefined;
  Desc: string;
  UoM?: string | undefined;
  Kind: string;
  /** Signed thousandths of a unit. */
  Qty: number;
  /** Paise per unit of stock coming in; absent takes the average. */
  UnCostP?: Paise | undefined;
  /** The exact value of stock coming in (TransferIn: what the dispatch took out). */
  ValueP?: Paise | undefined;
  Reason?: string | undefined;
  /** Change of the balance's reserved quantity with this movement (an issue taking its line's reservation). */
  ResvDelta?: number | undefined;
  source: MovementSource;
  /** The batch or serials of a tracked item (docs/inventory-batches.md); absent when untracked. */
  Tracking?: TrackingIntent | undefined;
};

export type ValuedMovement = {
  UnCostP: Paise;
  ValueP: Paise;
  OnHand: number;
  BalP: Paise;
  /** A FIFO balance's open layers after the movement (absent: the moving average). */
  Layers?: Layer[] | undefined;
  /** The open layers the movement found, when the balance was FIFO before it (§4a's replays start from them). */
  LayersBefore?: Layer[] | undefined;
  /** The method the movement was valued by, a fact of it. */
  Val: ValuationMethod;
};

/**
 * Where a back-dated movement goes in its history (backdated-movements.ts): its
 * id (a ULID of its day's end) and `Seq`, the balance's figures once the later
 * movements are valued again, and the marker to leave while they are rewritten.
 */
export type BackdatedPlace = {
  sk: string;
  Seq: number;
  EffDt: string;
  final: { OnHand: number; ValueP: Paise; Seq: number; Layers?: Layer[] | undefined };
  marker: Omit<Rebuild, 'At'>;
};

export type Actor = { userId: string; userName?: string | undefined };

/** 400 naming the line that cannot move: the spec's 'Insufficient Quantity.', or a cost to enter. */
export class MovementRefused extends ApiError {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(ErrorCode.BadRequest, message, [{ path: `Lines.${line}.Qty`, message }]);
  }
}

/** Movements valued against the balances as read: what `movementWrites` commits. */
export type ValuedPlan = {
  orgId: string;
  entId: string;
  moves: readonly PlannedMovement[];
  keys: Key[];
  balances: (BalanceRecord | undefined)[];
  valued: ValuedMovement[];
  /** The batches and serials the movements take or bring (docs/inventory-batches.md). */
  tracking?: TrackingPlan;
  /** Back-dated movements' places, one per movement (absent: each appended today). */
  backdated?: readonly BackdatedPlace[];
  /** The branch's date when the movements were valued: the day their value posts to the books. */
  today?: string;
  /** Per movement, its item's unit cost (paise) where the movement reads one (`readsUnitCost`); absent: none. */
  unitCosts?: readonly (Paise | undefined)[];
};

/**
 * Reads the balances the movements touch (consistently, one BatchGetItem) and
 * values each movement; refuses (400, naming the line) one that would take stock
 * below zero or brings stock in without a cost to value it at. The movements
 * must name each item × warehouse once (one write per item in a transaction);
 * `after`: valued after that plan's movements of the same transaction (chained-movements.ts).
 */
export async function valueMovements(
  orgId: string,
  entId: string,
  moves: readonly PlannedMovement[],
  after?: ValuedPlan,
): Promise<ValuedPlan> {
  const keys = moves.map((m) => balanceKey(orgId, entId, m.ItemId, m.WhId));
  // The batches and serials are read beside the balances (one round trip more only for tracked items).
  // The branch's valuation method rides in the same BatchGetItem as the balances (no round trip more).
  // So do the unit costs of the items going to cost of goods (docs/books.md §6.11).
  const costed = [...new Set(moves.filter((m) => readsUnitCost(m.Kind)).map((m) => m.ItemId))];
  const [{ method, today, balances: read, unitCostOf }, tracking] = await Promise.all([
    readBranchAndBalances(orgId, entId, keys, costed),
    planTracking(orgId, entId, moves),
  ]);
  const balances = after ? balancesAfter(after, keys, read) : read;
  const valued = moves.map((move, i): ValuedMovement => {
    const result = valuedMove(balances[i], move, method);
    if (!result.ok)
      throw new MovementRefused(
        i,
        result.refusal === 'insufficient'
          ? InventoryMessages.insufficientQuantity
          : InventoryMessages.costNeeded(move.Desc),
      );
    return result.valued;
  });
  const unitCosts =
    costed.length > 0 ? moves.map((m) => (readsUnitCost(m.Kind) ? unitCostOf.get(m.ItemId) : undefined)) : undefined;
  return { orgId, entId, moves, keys, balances, valued, tracking, today, ...(unitCosts ? { unitCosts } : {}) };
}

/** The balances at `keys` (consistently) after the branch's valuation method (docs/inventory.md §4), in one BatchGetItem. */
export async function readWithMethod(
  orgId: string,
  entId: string,
  keys: readonly Key[],
): Promise<[ValuationMethod, ...(BalanceRecord | undefined)[]]> {
  const { method, balances } = await readBranchAndBalances(orgId, entId, keys);
  return [method, ...balances];
}

/**
 * The branch's valuation method and today (its time zone), the balances and the unit costs of `itemIds`, in one
 * consistent BatchGetItem (two where they pass its 100 keys).
 */
async function readBranchAndBalances(
  orgId: string,
  entId: string,
  keys: readonly Key[],
  itemIds: readonly string[] = [],
): Promise<{
  method: ValuationMethod;
  today: string | undefined;
  balances: (BalanceRecord | undefined)[];
  unitCostOf: Map<string, Paise>;
}> {
  const wanted = [identityKeys.entity(orgId, entId), ...keys];
  const itemKeys = itemIds.map((id) => itemKey(orgId, id));
  const together = wanted.length + itemKeys.length <= 100;
  const [[branch, ...rest], apart] = await Promise.all([
    batchGet<EntityRecord & BalanceRecord & { UnCostP?: Paise }>(together ? [...wanted, ...itemKeys] : wanted, true),
    together ? [] : batchGet<{ UnCostP?: Paise }>(itemKeys, true),
  ]);
  const balances = rest.slice(0, keys.length);
  const items = together ? rest.slice(keys.length) : apart;
  const unitCostOf = new Map<string, Paise>();
  itemIds.forEach((id, i) => {
    const cost = items[i]?.UnCostP;
    if (typeof cost === 'number') unitCostOf.set(id, cost);
  });
  const entity = branch as EntityRecord | undefined;
  return {
    method: entity?.Settings?.Inventory?.Valuation ?? DEFAULT_VALUATION,
    today: entity?.Settings ? branchNow({ entity }).date : undefined,
    balances,
    unitCostOf,
  };
}

/** One movement valued by `method` against a balance (or against nothing yet): the figures it records. */
export function valuedMove(
  balance: Pick<BalanceRecord, 'OnHand' | 'ValueP' | 'Layers'> | undefined,
  move: Pick<PlannedMovement, 'Qty' | 'UnCostP' | 'ValueP'>,
  method: ValuationMethod,
): { ok: true; valued: ValuedMovement } | { ok: false; refusal: 'insufficient' | 'costNeeded' } {
  const state: ValuedState = balance
    ? { OnHand: balance.OnHand, ValueP: balance.ValueP, Layers: balance.Layers }
    : EMPTY_STOCK;
  const result = valueMovement(state, { Qty: move.Qty, UnCostP: move.UnCostP, ValueP: move.ValueP }, method);
  if (!result.ok) return result;
  return {
    ok: true,
    valued: {
      UnCostP: result.UnCostP,
      ValueP: result.ValueP,
      OnHand: result.after.OnHand,
      BalP: result.after.ValueP,
      Layers: result.after.Layers,
      LayersBefore: state.Layers,
      Val: method,
    },
  };
}

/** The movements appended (only if absent) and their balances written (new only if absent, else at the `ver` read). */
export function movementWrites(
  plan: ValuedPlan,
  actor: Actor,
  at: string,
  docNum?: string,
  /** Back-dated movements whose later history is rewritten after the transaction leave a marker (§4a). */
  markers = false,
): Write[] {
  const tracked = plan.tracking?.writes(at, docNum, BALANCE_MOVED) ?? [];
  // The movements first (a caller reads its movement at [0]), then the batches and serials they move.
  const records: MovementRecord[] = [];
  const moved = plan.moves.flatMap((move, i) => {
    const before = plan.balances[i];
    const key = plan.keys[i];
    const valued = plan.valued[i];
    if (!key || !valued) return [];
    const place = plan.backdated?.[i];
    const Seq = place?.Seq ?? (before?.Seq ?? 0) + 1;
    const MovId = place?.sk ?? ulid();
    const movement: MovementRecord = {
      pk: movementPk(plan.orgId, plan.entId, move.ItemId),
      sk: MovId,
      type: 'StockMovement',
      MovId,
      ItemId: move.ItemId,
      WhId: move.WhId,
      Kind: move.Kind,
      Qty: move.Qty,
      UnCostP: valued.UnCostP,
      ValueP: valued.ValueP,
      OnHand: valued.OnHand,
      BalP: valued.BalP,
      Seq,
      ...(valued.Val === 'FIFO' ? { Val: 'FIFO' as const } : {}),
      ...(valued.LayersBefore ? { LayersBefore: valued.LayersBefore } : {}),
      ...(place ? { EffDt: place.EffDt } : {}),
      ...(move.Reason ? { Reason: move.Reason } : {}),
      ...plan.tracking?.fields[i],
      ...move.source,
      ...(docNum ? { DocNum: docNum } : {}),
      By: actor.userId,
      ...(actor.userName ? { ByName: actor.userName } : {}),
      At: at,
    };
    const balance: BalanceRecord = {
      ...key,
      type: 'StockBalance',
      ItemId: move.ItemId,
      WhId: move.WhId,
      ...(move.PCode ? { PCode: move.PCode } : {}),
      Desc: move.Desc,
      ...(move.UoM ? { UoM: move.UoM } : {}),
      OnHand: place?.final.OnHand ?? valued.OnHand,
      ValueP: place?.final.ValueP ?? valued.BalP,
      ...layersAfter(place ? place.final.Layers : valued.Layers),
      // A movement keeps what is reserved on the balance (docs/inventory-reservations.md).
      ...reservedAfter(before?.Resv, move.ResvDelta),
      Seq: place?.final.Seq ?? Seq,
      ...rebuildAfter(before, place, markers, at),
      ver: (before?.ver ?? 0) + 1,
      UpDt: at,
      gsi1pk: warehouseStockPartition(plan.orgId, plan.entId, move.WhId),
      gsi1sk: recentStockSortKey(at, move.ItemId, move.WhId),
      gsi2pk: recentStockPartition(plan.orgId, plan.entId),
      gsi2sk: recentStockSortKey(at, move.ItemId, move.WhId),
    };
    records.push(movement);
    return [versionedPut(movement, undefined), versionedPut(balance, before?.ver, BALANCE_MOVED)];
  });
  return [...moved, ...tracked, ...stockLedgerWrites(plan, records, docNum, at)];
}

/**
 * The movements' value posted to the books in their own transaction (docs/books.md §3.7), through the one
 * table of counter-accounts (`shared/books/stock-postings.ts`): 1300 moves by what the balances moved, so it
 * equals the branch's stock value. Dated the movement's day (a back-dated one's `EffDt`), the document's id
 * and number, the first movement's id as its step. Kinds whose document posts its own stock add nothing.
 */
function stockLedgerWrites(
  plan: ValuedPlan,
  records: readonly MovementRecord[],
  docNum: string | undefined,
  at: string,
): Write[] {
  const first = records[0];
  if (!first) return [];
  const posting = stockMovementPosting(
    {
      EntId: plan.entId,
      DocId: first.DocId,
      Num: docNum ?? '',
      Date: plan.backdated?.[0]?.EffDt ?? plan.today ?? at.slice(0, 10),
      Step: `M${first.MovId}`,
    },
    plan.moves.map((move, i) => {
      const valueP = plan.valued[i]?.ValueP ?? 0;
      const place = plan.backdated?.[i];
      // A back-dated movement moves the balance by more than itself: the later outflows valued again (§4a).
      const restatedP = place ? place.final.ValueP - (plan.balances[i]?.ValueP ?? 0) - valueP : 0;
      return {
        Kind: move.Kind,
        Reason: move.Reason,
        ValueP: valueP,
        restatedP,
        Qty: move.Qty,
        UnitCostP: plan.unitCosts?.[i],
      };
    }),
  );
  return posting ? ledgerWrites(plan.orgId, [posting], at) : [];
}

/** A rewrite under way stays marked until its writer clears it; a back-dated one sets its own marker or none (§4a). */
function rebuildAfter(
  before: BalanceRecord | undefined,
  place: BackdatedPlace | undefined,
  markers: boolean,
  at: string,
): { Rebuild?: Rebuild } {
  if (place) return markers ? { Rebuild: { ...place.marker, At: at } } : {};
  return before?.Rebuild ? { Rebuild: before.Rebuild } : {};
}

const layersAfter = (Layers: Layer[] | undefined): { Layers?: Layer[] } => (Layers ? { Layers } : {});

const reservedAfter = (resv = 0, delta = 0): { Resv?: number } => (resv + delta > 0 ? { Resv: resv + delta } : {});

/** A balance written by another first, or DynamoDB cancelling two transactions on one balance at once. */
function lostRace(error: unknown): boolean {
  if (error instanceof ApiError) return error.message === BALANCE_MOVED;
  if ((error as Error).name === 'TransactionConflictException') return true;
  const reasons = cancellationReasons(error);
  return reasons !== undefined && reasons.failedChecks.length === 0 && reasons.codes.includes('TransactionConflict');
}

/**
 * Runs `attempt` again while a balance it read moved before it committed (or
 * `alsoLost` says another record it read did: an issue's repair order); 409 after `tries`.
 */
export async function againWhileBalancesMove<T>(
  attempt: () => Promise<T>,
  tries = 12,
  alsoLost: (error: unknown) => boolean = () => false,
): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!lostRace(error) && !alsoLost(error)) throw error;
      if (n >= tries) throw new ApiError(ErrorCode.Conflict, InventoryMessages.busy);
      // Jittered and growing, so the writers that lost one round do not meet again in the next.
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 15 * Math.min(2 ** n, 16)));
    }
  }
}
