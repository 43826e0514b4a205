import { withBenchTable } from './lib/bench-kit';
import { salesBenchShop, stepTimer } from './lib/sales-bench';

/**
 * A sales order's fulfilment (docs/sales-fulfilment.md), on its own in-memory DynamoDB Local through the
 * real `salesorders` handler: an approved order of 5 lines (uncounted) packed whole, shipped (5 items out of
 * stock at cost with their posting), delivered and invoiced, BENCH_ROUNDS times. Each step prints p50/p95
 * and its DynamoDB requests. Figures only: the rules are the tests' (functions/salesorders/packages.int.test.ts).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TABLE = 'karkhana-bench-fulfilment';
const LINES = 5;

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const ful = await import('../../functions/test/fulfilment-test-kit');
    const { db } = await import('../../functions/lib/aws-clients');
    const shop = await salesBenchShop({
      lines: LINES,
      prefix: '95',
      code: 'FB',
      customer: { name: 'Bench Motors', phone: '9845012399', state: 'Tamil Nadu' },
    });
    const { owner, ids } = shop;
    const kit = await import('../../functions/test/inventory-test-kit');
    await kit.adjusted(
      owner,
      ids.map((ItemId) => ({ ItemId, WhId: shop.whId, Qty: 10 * ROUNDS, UnCost: 800 })),
    );
    const { timed, print } = stepTimer(db(), ['pack', 'ship', 'deliver', 'invoice'] as const);
    for (let round = 0; round < ROUNDS; round += 1) {
      const so = await ful.approvedOrder(
        owner,
        shop.customerId,
        shop.whId,
        ids.map((ItemId) => ({ ItemId, Qty: 2, UnPr: 1200 })),
      );
      const all = so.Lines.map((l) => ({ LineId: l._id, Qty: 2 }));
      const pkg = await timed('pack', () => ful.packAs(owner, so, shop.whId, all));
      const shipped = await timed('ship', () => ful.shipAs(owner, pkg));
      await timed('deliver', () => ful.deliverAs(owner, shipped));
      const at = await ful.fulfilmentOf(owner, so._id);
      await timed('invoice', () => ful.invoiceAs(owner, { _id: so._id, ver: at.ver }, all));
    }
    print(`an order of ${LINES} lines`);
  });
}
