import { latencyLine, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

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

type Step = 'create' | 'save';

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const kit = await import('../../functions/test/inventory-test-kit');
    const { inBranch, ok } = await import('../../functions/test/challan-test-kit');
    const { salePart } = await import('../../functions/test/sales-return-kit');
    const { organisationWithLogins } = await import('../../functions/test/test-logins');
    const { invoke } = await import('../../functions/test/invoke');
    const { partiesRoutes } = await import('@shared/api/routes/parties');
    const { salesOrderRoutes } = await import('@shared/api/routes/sales-orders');
    const { db } = await import('../../functions/lib/aws-clients');
    const { org, tokens } = await organisationWithLogins(['owner'] as const);
    const owner = await inBranch(tokens.owner, org.partsBranchId);
    const wh = await kit.createWarehouse(owner, 'Dispatch');
    const ids = Array.from({ length: LINES }, (_, i) => `PRT96${i}`);
    for (const [i, _id] of ids.entries())
      await salePart(org.orgId, { _id, PCode: `SB-${i}`, Desc: `Bench part ${i}`, UoM: 'NOS', UnPr: 1200, TCode: 106 });
    const customer = await ok(
      invoke<{ _id: string }>(partiesRoutes.createCustomer, {
        token: owner,
        body: { DName: 'Bench Fleet', Cons: { Phones: { Main: '9845012398' } }, BAdd: { St: 'Karnataka' } },
      }),
    );
    const body = { Cust: customer._id, WhId: wh._id, Lines: ids.map((ItemId) => ({ ItemId, Qty: 2 })) };
    const requests = recordRequests(db());
    const times: Record<Step, number[]> = { create: [], save: [] };
    const sent: Record<Step, string[]> = { create: [], save: [] };
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
    for (const step of ['create', 'save'] as const) {
      console.log(`${step} (an order of ${LINES} lines):`);
      console.log(`  ${latencyLine(times[step])}`);
      console.log(
        `  DynamoDB requests per call: ${(sent[step].length / times[step].length).toFixed(1)} (${tallyRequests(sent[step])})`,
      );
    }
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
