import { ApiError, ErrorCode } from '@shared/api/errors';
import { BackdateMessages } from '@shared/inventory/backdate';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { Layer, ValuationMethod, ValuedState } from '@shared/inventory/fifo';
import { EMPTY_STOCK } from '@shared/inventory/valuation';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '../../lib/aws-clients';
import type { Key } from '../table/keys';
import { queryAll } from '../table/query-all';
import { MAX_TRANSACTION_ITEMS, transact, type Write } from '../table/transact';
import { balanceKey, movementPk } from './inventory-keys';
import { snapshotFixWrite } from './snapshot-fix-write';
import type { BalanceRecord, MovementRecord, Rebuild } from './stock-records';
import {
  BALANCE_MOVED,
  MovementRefused,
  readWithMethod,
  valuedMove,
  type BackdatedPlace,
  type PlannedMovement,
  type ValuedMovement,
  type ValuedPlan,
} from './stock-writes';

/**
 * Back-dated movements (docs/inventory.md §4a). A movement dated an earlier day
 * takes its place in the item's history at the end of that day (its id is a
 * ULID of that instant, and movement ids order the history), and only the
 * movements after it, of that item and warehouse, are valued again: work in
 * proportion to the later history, never the whole of it.
 *
 * What a movement says is a fact and never changes (its quantity, and the value
 * of stock that came in); what follows from the order is derived and is
 * written again: the value of stock that went out (at the average of its
 * moment), the balance after each movement and its `Seq`. Replaying the same
 * facts gives the same figures every time, which is what lets a rebuild that
 * did not finish be finished by the next writer.
 *
 * When the rewrites fit in the document's own transaction they go in it. When
 * they do not (a long history after the date), the transaction writes the
 * document, the new movement and the balance's final figures with a `Rebuild`
 * marker (where the rewrite starts and the figures before it); the rewrites
 * follow in transactions of 100, and the marker is cleared last. A movement
 * appended meanwhile is valued from the balance's final figures, which are
 * already right, and keeps the marker; another back-dated writer waits, or
 * finishes a marker left by a writer that stopped.
 */

/** A marker older than this was left by a writer that stopped: the next back-dated writer finishes its work. */
const STALE_MS = 30_000;

/** The last millisecond of `date` in `zone`: where a movement dated that day sorts among the others. */
export function endOfBranchDay(date: string, zone: string): number {
  const utc = Date.parse(`${date}T23:59:59.999Z`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(utc));
  const n = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'), 999);
  // The zone's offset at that moment is its wall clock minus UTC.
  return utc - (wall - utc);
}

/** A later movement's derived figures, written again. */
type Rewrite = {
  key: Key;
  set: Pick<MovementRecord, 'UnCostP' | 'ValueP' | 'OnHand' | 'BalP' | 'Seq' | 'LayersBefore'>;
};

export type BackdatedPlan = ValuedPlan & { rewrites: Rewrite[] };

export type BackdateWhen = {
  /** The document's date (YYYY-MM-DD). */
  date: string;
  /** endOfBranchDay of it. */
  at: number;
  /** The branch's day of a movement's time, for the refusal that names it. */
  dayOf: (iso: string) => string;
};

/**
 * Values movements dated `when.date`: each takes its place in its item and
 * warehouse's history, and the movements after it are valued again. Refuses
 * (400, naming the line) what would take stock below zero then or at any later
 * movement, a tracked item (batches and serials are entered today), and stock
 * in without a cost.
 */
export async function valueBackdatedMovements(
  orgId: string,
  entId: string,
  moves: readonly PlannedMovement[],
  when: BackdateWhen,
): Promise<BackdatedPlan> {
  moves.forEach((move, i) => {
    if (move.Tracking) throw new MovementRefused(i, BackdateMessages.tracked(move.Desc));
  });
  const keys = moves.map((m) => balanceKey(orgId, entId, m.ItemId, m.WhId));
  const [method, ...balances] = await readWithMethod(orgId, entId, keys);
  const placed = await Promise.all(moves.map((move, i) => place(orgId, entId, move, i, balances[i], when, method)));
  return {
    orgId,
    entId,
    moves,
    keys,
    balances,
    valued: placed.map((p) => p.valued),
    backdated: placed.map((p) => p.place),
    rewrites: placed.flatMap((p) => p.rewrites),
  };
}

async function place(
  orgId: string,
  entId: string,
  move: PlannedMovement,
  line: number,
  balance: BalanceRecord | undefined,
  when: BackdateWhen,
  method: ValuationMethod,
): Promise<{ valued: ValuedMovement; place: BackdatedPlace; rewrites: Rewrite[] }> {
  const sk = ulid(when.at);
  const marker = balance?.Rebuild;
  if (marker && Date.now() - Date.parse(marker.At) < STALE_MS)
    throw new ApiError(ErrorCode.Conflict, BackdateMessages.rebuilding);
  // A marker left behind starts the replay where its own did, if that is earlier.
  const from = marker && marker.FromSk < sk ? marker.FromSk : sk;
  const history = (
    await queryAll<MovementRecord>({
      KeyConditionExpression: 'pk = :pk AND sk > :from',
      ExpressionAttributeValues: { ':pk': movementPk(orgId, entId, move.ItemId), ':from': from },
      ConsistentRead: true,
    })
  ).filter((m) => m.WhId === move.WhId);
  const start = stateAt(balance, history, marker);

  let state: ValuedState = start.state;
  let seq = start.seq;
  let valued: ValuedMovement | undefined;
  let mine = 0;
  const rewrites: Rewrite[] = [];
  const events = [...history.map((m) => ({ m })), { m: undefined }].sort((a, b) =>
    (a.m?.sk ?? sk) < (b.m?.sk ?? sk) ? -1 : 1,
  );
  for (const { m } of events) {
    seq += 1;
    if (m === undefined) {
      // The new movement is valued by the branch's method today, which it then records as its own.
      const result = valuedMove(state, move, method);
      if (!result.ok)
        throw new MovementRefused(
          line,
          result.refusal === 'insufficient'
            ? InventoryMessages.insufficientQuantity
            : InventoryMessages.costNeeded(move.Desc),
        );
      valued = result.valued;
      state = stateAfter(valued);
      mine = seq;
      continue;
    }
    // Stock that came in keeps its value (a fact); stock that went out is valued by the method it was
    // (a fact too): at the average of its moment, or from the layers open at its moment.
    const result = valuedMove(state, m.Qty >= 0 ? { Qty: m.Qty, ValueP: m.ValueP } : { Qty: m.Qty }, m.Val ?? 'AVG');
    if (!result.ok) throw new MovementRefused(line, BackdateMessages.belowZeroLater(move.Desc, when.dayOf(m.At)));
    const v = result.valued;
    state = stateAfter(v);
    const set = { UnCostP: v.UnCostP, ValueP: v.ValueP, OnHand: v.OnHand, BalP: v.BalP, Seq: seq };
    if (
      set.UnCostP !== m.UnCostP ||
      set.ValueP !== m.ValueP ||
      set.OnHand !== m.OnHand ||
      set.BalP !== m.BalP ||
      seq !== m.Seq ||
      !sameLayers(v.LayersBefore, m.LayersBefore)
    )
      rewrites.push({
        key: { pk: m.pk, sk: m.sk },
        set: { ...set, ...(v.LayersBefore ? { LayersBefore: v.LayersBefore } : {}) },
      });
  }
  if (!valued) throw new Error('A back-dated movement was not placed');
  return {
    valued,
    place: {
      sk,
      Seq: mine,
      EffDt: when.date,
      final: { OnHand: state.OnHand, ValueP: state.ValueP, Seq: seq, Layers: state.Layers },
      // Where a replay of this one's rewrites would start, and the figures there, the movement there included.
      marker: {
        FromSk: from,
        Before:
          from === sk
            ? { OnHand: valued.OnHand, ValueP: valued.BalP, Seq: mine, ...withLayers(valued.Layers) }
            : {
                OnHand: start.state.OnHand,
                ValueP: start.state.ValueP,
                Seq: start.seq,
                ...withLayers(start.state.Layers),
              },
        Mine: sk,
      },
    },
    rewrites,
  };
}

/**
 * The balance just before the replay starts. Without a marker: the balance less
 * every later movement, which must end at the balance (else another writer
 * moved it meanwhile and the writer reads again). With one: the figures the
 * marker kept, less the movements between the new place and the marker's.
 */
function stateAt(
  balance: BalanceRecord | undefined,
  history: readonly MovementRecord[],
  marker: Rebuild | undefined,
): { state: ValuedState; seq: number } {
  if (marker) {
    // The marker's figures include the movement at its own place; a FIFO balance's layers there are the ones
    // the first movement after the new place found (untouched: the stopped rewrite starts after the marker).
    const between = history.filter((m) => m.sk <= marker.FromSk);
    return {
      state: {
        OnHand: marker.Before.OnHand - between.reduce((s, m) => s + m.Qty, 0),
        ValueP: marker.Before.ValueP - between.reduce((s, m) => s + m.ValueP, 0),
        ...withLayers(between[0] ? between[0].LayersBefore : marker.Before.Layers),
      },
      seq: marker.Before.Seq - between.length,
    };
  }
  if (!balance) {
    if (history.length > 0) throw new ApiError(ErrorCode.Conflict, BALANCE_MOVED);
    return { state: EMPTY_STOCK, seq: 0 };
  }
  const last = history.at(-1);
  if (last && (last.Seq !== balance.Seq || last.OnHand !== balance.OnHand || last.BalP !== balance.ValueP))
    throw new ApiError(ErrorCode.Conflict, BALANCE_MOVED);
  return {
    state: {
      OnHand: balance.OnHand - history.reduce((s, m) => s + m.Qty, 0),
      ValueP: balance.ValueP - history.reduce((s, m) => s + m.ValueP, 0),
      // The layers open at the new place: what the first later movement found, else the balance's own.
      ...withLayers(history[0] ? history[0].LayersBefore : balance.Layers),
    },
    seq: balance.Seq - history.length,
  };
}

const stateAfter = (v: ValuedMovement): ValuedState => ({ OnHand: v.OnHand, ValueP: v.BalP, ...withLayers(v.Layers) });

const withLayers = (Layers: Layer[] | undefined): { Layers?: Layer[] } => (Layers ? { Layers } : {});

function sameLayers(a: readonly Layer[] | undefined, b: readonly Layer[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((l, i) => l.Qty === b[i]?.Qty && l.ValueP === b[i]?.ValueP);
}

const rewriteWrite = (r: Rewrite): Write => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: r.key,
      // The layers a FIFO movement found are derived too; a movement that now finds an average balance has none.
      UpdateExpression:
        'SET UnCostP = :c, ValueP = :v, OnHand = :o, BalP = :b, Seq = :s' +
        (r.set.LayersBefore ? ', LayersBefore = :l' : ' REMOVE LayersBefore'),
      ExpressionAttributeValues: {
        ':c': r.set.UnCostP,
        ':v': r.set.ValueP,
        ':o': r.set.OnHand,
        ':b': r.set.BalP,
        ':s': r.set.Seq,
        ...(r.set.LayersBefore ? { ':l': r.set.LayersBefore } : {}),
      },
    },
  },
});

/**
 * The rewrites of a back-dated plan: in the document's own transaction when
 * they fit beside its `others` writes, else marked on the balances and done
 * after it (`finish`, once the document is saved).
 */
export function backdatedWrites(
  plan: BackdatedPlan,
  others: number,
): { inside: Write[]; markers: boolean; finish: () => Promise<void> } {
  // The month snapshots it changes are corrected when next read (docs/inventory-snapshots.md §6): one item more.
  const fix = snapshotFixWrite(plan.orgId, plan.entId, plan.backdated?.[0]?.EffDt ?? '', plan.moves);
  if (others + 1 + plan.rewrites.length <= MAX_TRANSACTION_ITEMS)
    return { inside: [fix, ...plan.rewrites.map(rewriteWrite)], markers: false, finish: async () => undefined };
  return {
    inside: [fix],
    markers: true,
    finish: async () => {
      for (let i = 0; i < plan.rewrites.length; i += MAX_TRANSACTION_ITEMS)
        await transact(plan.rewrites.slice(i, i + MAX_TRANSACTION_ITEMS).map(rewriteWrite));
      await Promise.all(plan.keys.map((key, i) => clearMarker(key, plan.backdated?.[i]?.sk)));
    },
  };
}

/** Clears the marker this writer set (and only it), moving `ver` so a writer that read it marked reads again. */
async function clearMarker(key: Key, sk: string | undefined): Promise<void> {
  if (!sk) return;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        // Rebuild is a reserved word of DynamoDB's expressions.
        UpdateExpression: 'REMOVE #rebuild SET ver = ver + :one',
        ConditionExpression: '#rebuild.Mine = :mine',
        ExpressionAttributeNames: { '#rebuild': 'Rebuild' },
        ExpressionAttributeValues: { ':one': 1, ':mine': sk },
      }),
    );
  } catch (error) {
    // Another writer finished and cleared it first: its figures are the same.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
