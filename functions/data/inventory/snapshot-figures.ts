import { ApiError, ErrorCode } from '@shared/api/errors';
import { BackdateMessages } from '@shared/inventory/backdate';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { queryAll } from '../table/query-all';
import { movementPk } from './inventory-keys';
import type { SnapshotFigures, SnapshotRow, SnapshotTotals } from './snapshot-records';
import { snapshotRowKey } from './snapshot-records';
import type { BalanceRecord, MovementRecord } from './stock-records';

/**
 * The figures of an item × warehouse for a month (docs/inventory-snapshots.md
 * §3), from the month's movements: every movement records the balance after
 * it, so the opening is the one before the month's first movement and the
 * closing the one after its last; a warehouse that did not move in the month
 * closes where its next movement starts. Nothing before the month is read.
 */

/** A month and where its movements are: `from` ≤ a movement's id < `to`. */
export type SnapshotScope = { orgId: string; entId: string; month: string; from: string; to: string };

const before = (m: MovementRecord): { Q: number; P: number } => ({ Q: m.OnHand - m.Qty, P: m.BalP - m.ValueP });

/**
 * `inMonth`: the item × warehouse's movements of the month, oldest first;
 * `next`: its first movement after the month, if any; `balance`: the balance as
 * read before both (its figures when nothing moved since the month began).
 */
export function monthFigures(
  balance: Pick<BalanceRecord, 'OnHand' | 'ValueP'> | undefined,
  inMonth: readonly MovementRecord[],
  next: MovementRecord | undefined,
): SnapshotFigures {
  const first = inMonth[0] ?? next;
  const last = inMonth.at(-1);
  const open = first ? before(first) : { Q: balance?.OnHand ?? 0, P: balance?.ValueP ?? 0 };
  const close = last ? { Q: last.OnHand, P: last.BalP } : open;
  const sum = (ms: readonly MovementRecord[], f: (m: MovementRecord) => number): number =>
    ms.reduce((s, m) => s + f(m), 0);
  // A value-only movement (quantity 0: a bill's price difference, landed cost) counts by the sign of its value.
  const isIn = (m: MovementRecord): boolean => m.Qty > 0 || (m.Qty === 0 && m.ValueP >= 0);
  const ins = inMonth.filter(isIn);
  const outs = inMonth.filter((m) => !isIn(m));
  return {
    OpenQ: open.Q,
    OpenP: open.P,
    InQ: sum(ins, (m) => m.Qty),
    InP: sum(ins, (m) => m.ValueP),
    OutQ: -sum(outs, (m) => m.Qty),
    OutP: -sum(outs, (m) => m.ValueP),
    CloseQ: close.Q,
    CloseP: close.P,
  };
}

/** A row is kept when something was on hand at the month's end or moved in it. */
export const hasFigures = (f: SnapshotFigures): boolean =>
  f.CloseQ !== 0 || f.CloseP !== 0 || f.InQ !== 0 || f.OutQ !== 0 || f.OpenQ !== 0;

/** Balances moved less than this before the month began are read for their movements too (clocks differ). */
const CLOCK_MARGIN_MS = 60_000;

/**
 * The rows of the balances given, for the month: the movements of each item
 * moved since `movedSince` (every one when absent) read once per item, the others
 * their own closing. A balance still being valued again after a back-dated entry
 * refuses (409): its movements' figures are not final yet.
 */
export async function rowsOf(
  scope: SnapshotScope,
  balances: readonly BalanceRecord[],
  movedSince?: number,
): Promise<{ balance: BalanceRecord; row: SnapshotRow }[]> {
  if (balances.some((b) => b.Rebuild)) throw new ApiError(ErrorCode.Conflict, BackdateMessages.rebuilding);
  const since = movedSince === undefined ? '' : new Date(movedSince - CLOCK_MARGIN_MS).toISOString();
  const moved = [...new Set(balances.filter((b) => b.UpDt >= since).map((b) => b.ItemId))];
  const histories = new Map<string, { inMonth: MovementRecord[]; next: Map<string, MovementRecord> }>();
  // A few items at a time: each is one Query of its own partition (two when a warehouse did not move in the month).
  for (let i = 0; i < moved.length; i += 8)
    await Promise.all(
      moved.slice(i, i + 8).map(async (itemId) => {
        const warehouses = balances.filter((b) => b.ItemId === itemId).map((b) => b.WhId);
        histories.set(itemId, await itemMonth(scope, itemId, warehouses));
      }),
    );
  return balances.map((balance) => {
    const history = histories.get(balance.ItemId);
    const inMonth = (history?.inMonth ?? []).filter((m) => m.WhId === balance.WhId);
    const figures = monthFigures(balance, inMonth, history?.next.get(balance.WhId));
    const row: SnapshotRow = {
      ...snapshotRowKey(scope.orgId, scope.entId, scope.month, balance.ItemId, balance.WhId),
      type: 'StockSnapshotRow',
      ItemId: balance.ItemId,
      WhId: balance.WhId,
      ...(balance.PCode ? { PCode: balance.PCode } : {}),
      Desc: balance.Desc,
      ...(balance.UoM ? { UoM: balance.UoM } : {}),
      ...figures,
    };
    return { balance, row };
  });
}

/**
 * An item's movements of the month (every warehouse), and for each warehouse
 * that did not move in it, its first movement after the month (whose figures
 * before it are the month's closing): the month and a few movements after it
 * are read, never the rest of the later history.
 */
async function itemMonth(
  scope: SnapshotScope,
  itemId: string,
  warehouses: readonly string[],
): Promise<{ inMonth: MovementRecord[]; next: Map<string, MovementRecord> }> {
  const pk = movementPk(scope.orgId, scope.entId, itemId);
  const inMonth = (
    await queryAll<MovementRecord>({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': scope.from, ':to': scope.to },
      ConsistentRead: true,
    })
  ).filter((m) => m.sk < scope.to);
  const next = new Map<string, MovementRecord>();
  const wanted = new Set(warehouses.filter((w) => !inMonth.some((m) => m.WhId === w)));
  let startKey: Record<string, unknown> | undefined;
  while (wanted.size > 0) {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk >= :to',
        ExpressionAttributeValues: { ':pk': pk, ':to': scope.to },
        ConsistentRead: true,
        Limit: 25,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const m of (page.Items ?? []) as MovementRecord[]) if (wanted.delete(m.WhId)) next.set(m.WhId, m);
    startKey = page.LastEvaluatedKey;
    if (!startKey) break;
  }
  return { inMonth, next };
}

const ZERO: SnapshotTotals = { OpenP: 0, InP: 0, OutP: 0, CloseP: 0 };

/** Per-warehouse totals moved by rows added (`sign` 1) or taken away (−1). */
export function addTotals(
  tot: Readonly<Record<string, SnapshotTotals>>,
  rows: readonly Pick<SnapshotRow, 'WhId' | 'OpenP' | 'InP' | 'OutP' | 'CloseP'>[],
  sign: 1 | -1 = 1,
): Record<string, SnapshotTotals> {
  const next: Record<string, SnapshotTotals> = { ...tot };
  for (const r of rows) {
    const t = next[r.WhId] ?? ZERO;
    next[r.WhId] = {
      OpenP: t.OpenP + sign * r.OpenP,
      InP: t.InP + sign * r.InP,
      OutP: t.OutP + sign * r.OutP,
      CloseP: t.CloseP + sign * r.CloseP,
    };
  }
  return next;
}
