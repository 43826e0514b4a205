import { withBenchTable } from './lib/bench-kit';
import { salesBenchShop, stepTimer } from './lib/sales-bench';

/**
 * Saving a sales order (docs/sales-orders.md), on its own in-memory DynamoDB Local through the real
 * `salesorders` handler: a new order of 10 lines (priced by the sale price rule, taxed for the supply,
 * numbered in its own transaction) and a save of it at its ver, BENCH_ROUNDS times; then 20 orders created
 * at once. Each prints p50/p95 and its DynamoDB requests. Figures only: the rules are the tests'
 * (functions/salesorders/sales-orders.int.test.ts).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TABLE = 'karkhana-bench-sales-orders';
const LINES = 10;
const PARALLEL = 20;

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const { ok } = await import('../../functions/test/challan-test-kit');
    const { invoke } = await import('../../functions/test/invoke');
    const { salesOrderRoutes } = await import('@shared/api/routes/sales-orders');
    const { db } = await import('../../functions/lib/aws-clients');
    const { owner, ids, whId, customerId } = await salesBenchShop({
      lines: LINES,
      prefix: '96',
      code: 'SB',
      customer: { name: 'Bench Fleet', phone: '9845012398', state: 'Karnataka' },
    });
    const body = { Cust: customerId, WhId: whId, Lines: ids.map((ItemId) => ({ ItemId, Qty: 2 })) };
    const { timed, print } = stepTimer(db(), ['create', 'save'] as const);
    for (let round = 0; round < ROUNDS; round += 1) {
      const so = await timed('create', () =>
        invoke<{ _id: string; ver: number }>(salesOrderRoutes.createSalesOrder, { token: owner, body }),
      );
      await timed('save', () =>
        invoke(salesOrderRoutes.saveSalesOrder, {
          token: owner,
          params: { Id: so._id },
          body: { ver: so.ver, Lines: body.Lines.map((l, i) => ({ ...l, _id: `SO${i + 1}`, Qty: 3 })) },
        }),
      );
    }
    print(`an order of ${LINES} lines`);
    const at = performance.now();
    const made = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        ok(invoke<{ Num: string }>(salesOrderRoutes.createSalesOrder, { token: owner, body })),
      ),
    );
    const seq = made.map((o) => Number(o.Num.split('/')[2])).sort((a, b) => a - b);
    const gapless = new Set(seq).size === PARALLEL && (seq.at(-1) ?? 0) - (seq[0] ?? 0) === PARALLEL - 1;
    console.log(
      `${PARALLEL} orders created at once: ${(performance.now() - at).toFixed(0)} ms, numbers ${gapless ? 'unique and consecutive' : 'NOT consecutive'}`,
    );
  });
}
