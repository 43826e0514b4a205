import type { RequestLog } from './bench-kit';

/**
 * The back-dating figure of issue 26 (docs/inventory.md §4a): a stock
 * adjustment dated 30 days back on an item with LONG later movements and on one
 * with SHORT, through the real handler; the cost should follow the later
 * history, not the whole of it. The two histories are written straight into
 * the table (uncounted): movements spread over the last 20 days, valued by the
 * shared rule, and their balances, exactly as the movement writes would leave
 * them.
 */

const LONG = Number(process.env.BENCH_BACKDATE_LONG ?? 5_000);
const SHORT = 50;
const ROUNDS = Number(process.env.BENCH_BACKDATE_ROUNDS ?? 3);
const DAY_MS = 86_400_000;

export type BackdateBench = {
  orgId: string;
  entId: string;
  whId: string;
  token: string;
  requests: RequestLog;
  print: (label: string, times: number[], sent: readonly string[], refused: number) => void;
};

/** A history of `count` movements ending a minute ago: two in at a varying cost, one out at the average. */
async function writeHistory(b: BackdateBench, itemId: string, count: number): Promise<void> {
  const { ulid } = await import('ulid');
  const { applyMovement, EMPTY_STOCK } = await import('@shared/inventory/valuation');
  const keys = await import('../../../functions/data/inventory/inventory-keys');
  const { putAll } = await import('../../../functions/data/table/batch-write');
  const first = Date.now() - 20 * DAY_MS;
  const step = (20 * DAY_MS - 60_000) / count;
  let state = EMPTY_STOCK;
  const items: Record<string, unknown>[] = [];
  let at = new Date(first).toISOString();
  for (let n = 0; n < count; n += 1) {
    const time = first + Math.round(n * step);
    at = new Date(time).toISOString();
    const move = n % 3 === 2 ? { Qty: -1000 } : { Qty: 2000, UnCostP: 10_000 + ((n * 37) % 2_000) };
    const result = applyMovement(state, move);
    if (!result.ok) throw new Error(`The bench history of ${itemId} went below zero at ${n}`);
    state = result.after;
    const MovId = ulid(time);
    items.push({
      pk: keys.movementPk(b.orgId, b.entId, itemId),
      sk: MovId,
      type: 'StockMovement',
      MovId,
      ItemId: itemId,
      WhId: b.whId,
      Kind: 'Adjust',
      Qty: move.Qty,
      UnCostP: result.UnCostP,
      ValueP: result.ValueP,
      OnHand: state.OnHand,
      BalP: state.ValueP,
      Seq: n + 1,
      Reason: move.Qty > 0 ? 'Found' : 'Damaged',
      DocType: 'Adjustment',
      DocId: `BENCH-${itemId}`,
      LineId: `AL${n + 1}`,
      By: 'bench',
      At: at,
    });
  }
  await putAll(items as never, 8);
  await putAll([
    {
      ...keys.balanceKey(b.orgId, b.entId, itemId, b.whId),
      type: 'StockBalance',
      ItemId: itemId,
      WhId: b.whId,
      PCode: `BN-${itemId}`,
      Desc: `Bench part ${itemId}`,
      UoM: 'NOS',
      OnHand: state.OnHand,
      ValueP: state.ValueP,
      Seq: count,
      ver: 1,
      UpDt: at,
      gsi1pk: keys.warehouseStockPartition(b.orgId, b.entId, b.whId),
      gsi1sk: keys.recentStockSortKey(at, itemId, b.whId),
      gsi2pk: keys.recentStockPartition(b.orgId, b.entId),
      gsi2sk: keys.recentStockSortKey(at, itemId, b.whId),
    },
  ] as never);
}

/** Times ROUNDS back-dated adjustments on each item and prints the ratio of their costs. */
export async function benchBackdating(b: BackdateBench, createPart: (itemId: string) => Promise<void>): Promise<void> {
  const { invoke } = await import('../../../functions/test/invoke');
  const { inventoryRoutes } = await import('@shared/api/routes/inventory');
  const dated = new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10);
  const figures: Record<string, { p50: number; requests: number }> = {};
  for (const [label, itemId, count] of [
    ['short', 'PRT870001', SHORT],
    ['long', 'PRT870002', LONG],
  ] as const) {
    await createPart(itemId);
    await writeHistory(b, itemId, count);
    const times: number[] = [];
    const sent: string[] = [];
    let refused = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      b.requests.clear();
      const started = performance.now();
      const answer = await invoke(inventoryRoutes.createAdjustment, {
        token: b.token,
        body: { Date: dated, Lines: [{ ItemId: itemId, WhId: b.whId, Qty: 1, UnCost: 90, Reason: 'Found' }] },
      });
      times.push(performance.now() - started);
      if (answer.status !== 200) {
        refused += 1;
        console.log(`  refused: ${JSON.stringify(answer.body)}`);
      }
      sent.push(...b.requests.sent);
    }
    b.print(`A stock adjustment dated 30 days back, ${count} later movements`, times, sent, refused);
    const sorted = [...times].sort((x, y) => x - y);
    figures[label] = { p50: sorted[Math.floor(sorted.length / 2)] ?? NaN, requests: sent.length / times.length };
  }
  const { short, long } = figures;
  if (short && long)
    console.log(
      `  cost ratio, ${LONG} later movements to ${SHORT}: time ${(long.p50 / short.p50).toFixed(1)}×, ` +
        `DynamoDB requests ${(long.requests / short.requests).toFixed(1)}× (later movements ${(LONG / SHORT).toFixed(0)}×)`,
    );
}
