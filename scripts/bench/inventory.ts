import { latencyLine, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * The stock figures of docs/inventory.md, on its own in-memory DynamoDB Local
 * through the real `inventory` handler: an adjustment of 1 line and of 30
 * lines (the most one transaction holds), 20 clerks at once taking the last
 * units of one item, and the first page of the stock list with 500 items in
 * stock, each with p50/p95 and its DynamoDB requests per call (the parts,
 * warehouse and opening stock are written first, uncounted). Figures only, no
 * assertions: the rules are the tests' (adjustments-races.int.test.ts).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const CLERKS = Number(process.env.BENCH_CLERKS ?? 20);
/** Units on the shelf when the clerks start: fewer than clerks, so some are refused. */
const LAST_UNITS = 5;
const ITEMS = 500;
const TABLE = 'karkhana-bench-inventory';
const LINES = 30;

type Line = { ItemId: string; WhId: string; Qty: number; UnCost?: number; Reason?: 'Opening stock' | 'Damaged' };

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const kit = await import('../../functions/test/inventory-test-kit');
    const { organisationWithLogins } = await import('../../functions/test/test-logins');
    const { invoke } = await import('../../functions/test/invoke');
    const { inventoryRoutes } = await import('@shared/api/routes/inventory');
    const { listItemBalances, allMovements } = await import('../../functions/data/inventory/stock-repo');
    const { db } = await import('../../functions/lib/aws-clients');
    const { org, tokens } = await organisationWithLogins(['owner', 'partsclerk'] as const);
    const main = await kit.createWarehouse(tokens.owner, 'Main');
    const ids = Array.from({ length: ITEMS }, (_, i) => `PRT8${String(i).padStart(4, '0')}`);
    // The parts, 10 at a time: DynamoDB Local shares two cores.
    for (let i = 0; i < ids.length; i += 10)
      await Promise.all(
        ids
          .slice(i, i + 10)
          .map((_id, j) =>
            kit.createPart(org.orgId, { _id, PCode: `BN-${i + j}`, Desc: `Bench part ${i + j}`, UoM: 'NOS' }),
          ),
      );
    const requests = recordRequests(db());

    /** Each call alone, one after another: its latency and requests with nothing beside it. */
    async function measure(label: string, call: (round: number) => Promise<{ status: number }>): Promise<void> {
      const times: number[] = [];
      const sent: string[] = [];
      let refused = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        requests.clear();
        const started = performance.now();
        const answer = await call(round);
        times.push(performance.now() - started);
        if (answer.status !== 200) refused += 1;
        sent.push(...requests.sent);
      }
      printFigures(label, times, sent, refused);
    }

    // Opening stock of every item, 30 lines an adjustment: uncounted, and the 500 items of the stock list.
    for (let i = 0; i < ids.length; i += LINES)
      await kit.adjusted(
        tokens.partsclerk,
        ids.slice(i, i + LINES).map((ItemId) => ({ ItemId, WhId: main._id, Qty: 100, UnCost: 125.5 })),
      );

    const lines = (round: number, count: number): Line[] =>
      ids
        .slice((round * count) % ITEMS, ((round * count) % ITEMS) + count)
        .map((ItemId) => ({ ItemId, WhId: main._id, Qty: -1, Reason: 'Damaged' }));
    await measure('An adjustment of 1 line', (round) => kit.adjust(tokens.partsclerk, lines(round, 1)));
    await measure(`An adjustment of ${LINES} lines`, (round) => kit.adjust(tokens.partsclerk, lines(round, LINES)));
    await measure(`The stock list, first page (${ITEMS} items in stock)`, () =>
      invoke(inventoryRoutes.stock, { token: tokens.partsclerk, query: {} }),
    );

    // The last units: a fresh item with LAST_UNITS on the shelf, CLERKS clerks taking one each at once.
    const last = 'PRT89999';
    await kit.createPart(org.orgId, { _id: last, PCode: 'BN-LAST', Desc: 'Bench part, the last units', UoM: 'NOS' });
    await kit.adjusted(tokens.partsclerk, [{ ItemId: last, WhId: main._id, Qty: LAST_UNITS, UnCost: 999.99 }]);
    requests.clear();
    const times: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: CLERKS }, async () => {
        const started = performance.now();
        const answer = await kit.adjust(tokens.partsclerk, [
          { ItemId: last, WhId: main._id, Qty: -1, Reason: 'Damaged' },
        ]);
        times.push(performance.now() - started);
        return answer;
      }),
    );
    const sent = [...requests.sent];
    const took = answers.filter((a) => a.status === 200).length;
    const insufficient = answers.filter(
      (a) => a.status === 400 && (a.body as unknown as { message?: string }).message === 'Insufficient Quantity.',
    ).length;
    printFigures(`${CLERKS} clerks at once taking the last ${LAST_UNITS} units of one item`, times, sent, 0);
    const [balance] = await listItemBalances(org.orgId, org.workshopId, last);
    const moves = await allMovements(org.orgId, org.workshopId, last);
    console.log(
      `  took ${took}, 'Insufficient Quantity.' ${insufficient}, other ${CLERKS - took - insufficient}; ` +
        `on hand after ${(balance?.OnHand ?? NaN) / 1000}, value after ${balance?.ValueP ?? NaN} paise; ` +
        `movements add up to on hand ${moves.reduce((s, m) => s + m.Qty, 0) === balance?.OnHand ? 'yes' : 'NO'}, ` +
        `to value ${moves.reduce((s, m) => s + m.ValueP, 0) === balance?.ValueP ? 'yes' : 'NO'}`,
    );
  });
}

function printFigures(label: string, times: number[], sent: readonly string[], refused: number): void {
  console.log(`${label}:`);
  console.log(`  ${latencyLine(times)}${refused > 0 ? `   refused ${refused}` : ''}`);
  console.log(
    `  DynamoDB requests per call: ${(sent.length / times.length).toFixed(1)} (${tallyRequests(sent)}, over ${times.length} calls)`,
  );
}
