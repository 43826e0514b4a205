import { latencyLine, recordRequests, tallyRequests, withBenchTable, type RequestLog } from './lib/bench-kit';

/**
 * The stock statement figure of issue 26 (docs/inventory-snapshots.md): a
 * month's statement of a branch with BENCH_ITEMS items (10,000 by default) in
 * each of 2 warehouses, read from the month-end snapshot (first page, every page,
 * the CSV's rows) against building the snapshot first (every balance read, the
 * movements of the items moved since the month began). The history is written
 * straight into the table (uncounted): stock in the month before, in and out in
 * the month, and one item in ten moved again this month, valued by the shared
 * rule, with their balances, exactly as the movement writes would leave them.
 * Called by `npm run bench -- inventory` (its own branch beside that bench's),
 * or alone as `npm run bench -- inventory-snapshots`.
 */

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const ZONE = 'Asia/Kolkata';
const DAY_MS = 86_400_000;

export type SnapshotBench = { orgId: string; entId: string; requests: RequestLog };

/** Two months of history for every item × warehouse, one in ten moved again this month. */
async function writeHistory(b: SnapshotBench, month: string): Promise<number> {
  const { ulid } = await import('ulid');
  const { applyMovement, EMPTY_STOCK } = await import('@shared/inventory/valuation');
  const { previousMonthOf } = await import('@shared/inventory/statement-months');
  const keys = await import('../../functions/data/inventory/inventory-keys');
  const { monthStart } = await import('../../functions/data/inventory/snapshot-months');
  const { putAll } = await import('../../functions/data/table/batch-write');
  const before = monthStart(previousMonthOf(month), ZONE);
  const start = monthStart(month, ZONE);
  const now = Date.now() - 60_000;
  let written = 0;
  for (let i = 0; i < ITEMS; i += 250) {
    const items: Record<string, unknown>[] = [];
    for (let n = i; n < Math.min(ITEMS, i + 250); n += 1) {
      const itemId = `PRT7${String(n).padStart(5, '0')}`;
      for (const whId of ['WHS1', 'WHS2']) {
        const moves: { at: number; Qty: number; UnCostP?: number }[] = [
          { at: before + 9 * DAY_MS + n, Qty: 100_000, UnCostP: 10_000 + (n % 50) * 37 },
          { at: start + 4 * DAY_MS + n, Qty: -((n % 7) + 1) * 1000 },
          ...(n % 3 === 0 ? [{ at: start + 19 * DAY_MS + n, Qty: 10_000, UnCostP: 12_345 }] : []),
          ...(n % 10 === 0 ? [{ at: now - n, Qty: -1000 }] : []),
        ];
        let state = EMPTY_STOCK;
        let last = '';
        moves.forEach((move, seq) => {
          const result = applyMovement(state, move);
          if (!result.ok) throw new Error(`The bench history of ${itemId} went below zero`);
          state = result.after;
          const MovId = ulid(move.at);
          last = new Date(move.at).toISOString();
          items.push({
            pk: keys.movementPk(b.orgId, b.entId, itemId),
            sk: MovId,
            type: 'StockMovement',
            MovId,
            ItemId: itemId,
            WhId: whId,
            Kind: 'Adjust',
            Qty: move.Qty,
            UnCostP: result.UnCostP,
            ValueP: result.ValueP,
            OnHand: state.OnHand,
            BalP: state.ValueP,
            Seq: seq + 1,
            DocType: 'Adjustment',
            DocId: `BENCH-${itemId}`,
            LineId: `AL${seq + 1}`,
            By: 'bench',
            At: last,
          });
        });
        items.push({
          ...keys.balanceKey(b.orgId, b.entId, itemId, whId),
          type: 'StockBalance',
          ItemId: itemId,
          WhId: whId,
          PCode: `SN-${itemId}`,
          Desc: `Bench part ${itemId}`,
          UoM: 'NOS',
          OnHand: state.OnHand,
          ValueP: state.ValueP,
          Seq: moves.length,
          ver: 1,
          UpDt: last,
          gsi1pk: keys.warehouseStockPartition(b.orgId, b.entId, whId),
          gsi1sk: keys.recentStockSortKey(last, itemId, whId),
          gsi2pk: keys.recentStockPartition(b.orgId, b.entId),
          gsi2sk: keys.recentStockSortKey(last, itemId, whId),
        });
      }
    }
    await putAll(items as never, 8);
    written += items.length;
  }
  return written;
}

/** Builds last month's snapshot once, then reads its statement from it. */
export async function benchSnapshots(b: SnapshotBench): Promise<void> {
  const { previousMonthOf } = await import('@shared/inventory/statement-months');
  const { monthOf } = await import('../../functions/data/inventory/snapshot-months');
  const statement = await import('../../functions/data/inventory/snapshot-statement');
  const { REQUEST_BUILD_MS } = await import('../../functions/inventory/statement-calls');
  const month = previousMonthOf(monthOf(new Date(), ZONE));
  const started = performance.now();
  const written = await writeHistory(b, month);
  console.log(
    `Set-up: ${ITEMS} items × 2 warehouses, ${written} balances and movements over two months and this one, in ${((performance.now() - started) / 1000).toFixed(0)} s (uncounted)`,
  );
  const branch = { orgId: b.orgId, entId: b.entId, zone: ZONE };
  const line = (label: string, times: number[], sent: readonly string[]) => {
    console.log(`${label}:`);
    console.log(`  ${latencyLine(times)}`);
    console.log(
      `  DynamoDB requests per call: ${(sent.length / times.length).toFixed(1)} (${tallyRequests(sent)}, over ${times.length} calls)`,
    );
  };

  // Without a snapshot: the first request of the month builds it, in steps of REQUEST_BUILD_MS.
  b.requests.clear();
  const building: number[] = [];
  let calls = 0;
  for (;;) {
    const at = performance.now();
    const answer = await statement.readStatement(branch, month, { limit: 50 }, REQUEST_BUILD_MS);
    building.push(performance.now() - at);
    calls += 1;
    if ('rows' in answer) break;
  }
  const total = building.reduce((s, t) => s + t, 0);
  console.log(`The statement of ${month} without its snapshot (${ITEMS} items × 2 warehouses; built on first ask):`);
  console.log(
    `  ${(total / 1000).toFixed(1)} s in ${calls} requests of at most ${REQUEST_BUILD_MS / 1000} s each, ` +
      `${b.requests.sent.length} DynamoDB requests (${tallyRequests(b.requests.sent)})`,
  );

  const firstPage: number[] = [];
  const sent: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    b.requests.clear();
    const at = performance.now();
    await statement.readStatement(branch, month, { limit: 50 }, REQUEST_BUILD_MS);
    firstPage.push(performance.now() - at);
    sent.push(...b.requests.sent);
  }
  line(`The statement of ${month} from its snapshot, first page of 50 with the totals`, firstPage, sent);

  b.requests.clear();
  let at = performance.now();
  let pages = 0;
  let cursor: string | undefined;
  do {
    const page = await statement.readStatement(branch, month, { limit: 50, ...(cursor ? { cursor } : {}) }, 0);
    cursor = 'rows' in page ? page.next : undefined;
    pages += 1;
  } while (cursor);
  line(`Every page of it (${pages} pages of 50)`, [performance.now() - at], b.requests.sent);

  b.requests.clear();
  at = performance.now();
  const rows = await statement.allStatementRows(branch, month);
  line(`Every row at once, as the CSV reads them (${rows.length} rows)`, [performance.now() - at], b.requests.sent);
}

/** On its own: a fresh table and an organisation of ids only (the statement reads no user or branch record). */
export async function run(): Promise<void> {
  await withBenchTable('karkhana-bench-inventory-snapshots', async () => {
    const { db } = await import('../../functions/lib/aws-clients');
    await benchSnapshots({ orgId: 'BENCHORG', entId: 'BENCHSNAP', requests: recordRequests(db()) });
  });
}
