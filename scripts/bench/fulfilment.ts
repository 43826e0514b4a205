import { latencyLine, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * A sales order's fulfilment (docs/sales-fulfilment.md), on its own in-memory DynamoDB Local through the
 * real `salesorders` handler: an approved order of 5 lines (uncounted) packed whole, shipped (5 items out of
 * stock at cost with their posting), delivered and invoiced, BENCH_ROUNDS times. Each step prints p50/p95
 * and its DynamoDB requests. Figures only: the rules are the tests' (functions/salesorders/packages.int.test.ts).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TABLE = 'karkhana-bench-fulfilment';
const LINES = 5;

type Step = 'pack' | 'ship' | 'deliver' | 'invoice';

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const kit = await import('../../functions/test/inventory-test-kit');
    const ful = await import('../../functions/test/fulfilment-test-kit');
    const { inBranch } = await import('../../functions/test/challan-test-kit');
    const { salePart } = await import('../../functions/test/sales-return-kit');
    const { organisationWithLogins } = await import('../../functions/test/test-logins');
    const { invoke } = await import('../../functions/test/invoke');
    const { partiesRoutes } = await import('@shared/api/routes/parties');
    const { db } = await import('../../functions/lib/aws-clients');
    const { org, tokens } = await organisationWithLogins(['owner'] as const);
    const owner = await inBranch(tokens.owner, org.partsBranchId);
    const wh = await kit.createWarehouse(owner, 'Dispatch');
    const ids = Array.from({ length: LINES }, (_, i) => `PRT95${i}`);
    for (const [i, _id] of ids.entries())
      await salePart(org.orgId, { _id, PCode: `FB-${i}`, Desc: `Bench part ${i}`, UoM: 'NOS', UnPr: 1200, TCode: 106 });
    await kit.adjusted(
      owner,
      ids.map((ItemId) => ({ ItemId, WhId: wh._id, Qty: 10 * ROUNDS, UnCost: 800 })),
    );
    const customer = await ful.ok(
      invoke<{ _id: string }>(partiesRoutes.createCustomer, {
        token: owner,
        body: { DName: 'Bench Motors', Cons: { Phones: { Main: '9845012399' } }, BAdd: { St: 'Tamil Nadu' } },
      }),
    );
    const requests = recordRequests(db());
    const times: Record<Step, number[]> = { pack: [], ship: [], deliver: [], invoice: [] };
    const sent: Record<Step, string[]> = { pack: [], ship: [], deliver: [], invoice: [] };
    async function timed<T>(step: Step, call: () => Promise<{ status: number; body: T }>): Promise<T> {
      requests.clear();
      const at = performance.now();
      const answer = await call();
      times[step].push(performance.now() - at);
      sent[step].push(...requests.sent);
      if (answer.status !== 200) throw new Error(`${step} refused: ${JSON.stringify(answer.body)}`);
      return answer.body;
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      const so = await ful.approvedOrder(
        owner,
        customer._id,
        wh._id,
        ids.map((ItemId) => ({ ItemId, Qty: 2, UnPr: 1200 })),
      );
      const all = so.Lines.map((l) => ({ LineId: l._id, Qty: 2 }));
      const pkg = await timed('pack', () => ful.packAs(owner, so, wh._id, all));
      const shipped = await timed('ship', () => ful.shipAs(owner, pkg));
      await timed('deliver', () => ful.deliverAs(owner, shipped));
      const at = await ful.fulfilmentOf(owner, so._id);
      await timed('invoice', () => ful.invoiceAs(owner, { _id: so._id, ver: at.ver }, all));
    }
    for (const step of ['pack', 'ship', 'deliver', 'invoice'] as const) {
      console.log(`${step} (an order of ${LINES} lines):`);
      console.log(`  ${latencyLine(times[step])}`);
      console.log(
        `  DynamoDB requests per call: ${(sent[step].length / times[step].length).toFixed(1)} (${tallyRequests(sent[step])})`,
      );
    }
  });
}
