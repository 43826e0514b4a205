import { ApiError, ErrorCode } from '@shared/api/errors';
import { BackdateMessages } from '@shared/inventory/backdate';
import { queryAll } from '../table/query-all';
import { movementPk } from './inventory-keys';
import type { SnapshotFigures, SnapshotRow, SnapshotTotals } from './snapshot-records';
import { snapshotRowKey } from './snapshot-records';
import type { BalanceRecord, MovementRecord } from './stock-records';

/**
 * The figures of an item × warehouse for a month (docs/inventory-snapshots.md
 * §3), from the movements made from the month's first instant on: every
 * movement records the balance after it, so the opening is the one before the
 * month's first movement and the closing the one after its last, and nothing
 * before the month is read.
 */

/** A month and where its movements are: `from` ≤ a movement's id < `to`. */
export type SnapshotScope = { orgId: string; entId: string; month: string; from: string; to: string };

const before = (m: MovementRecord): { Q: number; P: number } => ({ Q: m.OnHand - m.Qty, P: m.BalP - m.ValueP });

/**
 * `later`: the item × warehouse's movements from the month's start, oldest
 * first; `balance`: the balance as read before them (its figures when nothing
 * moved since the month began).
 */
export function monthFigures(
  balance: Pick<BalanceRecord, 'OnHand' | 'ValueP'> | undefined,
  later: readonly MovementRecord[],
  to: string,
): SnapshotFigures {
  const inMonth = later.filter((m) => m.sk < to);
  const first = inMonth[0] ?? later[0];
  const last = inMonth.at(-1);
  const open = first ? before(first) : { Q: balance?.OnHand ?? 0, P: balance?.ValueP ?? 0 };
  const close = last ? { Q: last.OnHand, P: last.BalP } : open;
  const sum = (ms: MovementRecord[], f: (m: MovementRecord) => number): number => ms.reduce((s, m) => s + f(m), 0);
  const ins = inMonth.filter((m) => m.Qty > 0);
  const outs = inMonth.filter((m) => m.Qty < 0);
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
  const histories = new Map<string, MovementRecord[]>();
  // A few items at a time: each is one Query of its own partition.
  for (let i = 0; i < moved.length; i += 8)
    await Promise.all(
      moved.slice(i, i + 8).map(async (itemId) => {
        histories.set(
          itemId,
          await queryAll<MovementRecord>({
            KeyConditionExpression: 'pk = :pk AND sk >= :from',
            ExpressionAttributeValues: { ':pk': movementPk(scope.orgId, scope.entId, itemId), ':from': scope.from },
            ConsistentRead: true,
          }),
        );
      }),
    );
  return balances.map((balance) => {
    const later = (histories.get(balance.ItemId) ?? []).filter((m) => m.WhId === balance.WhId);
    const figures = monthFigures(balance, later, scope.to);
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
