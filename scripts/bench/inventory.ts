import { benchBackdating } from './lib/inventory-backdate';
import { benchSnapshots } from './inventory-snapshots';
import { benchConcurrentIssues, benchLastUnit, type IssueBench } from './lib/inventory-issues';
import { latencyLine, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * The stock figures of issue 26 and docs/inventory.md, on its own in-memory
 * DynamoDB Local through the real `inventory` and `service` handlers:
 *
 * - adjustments of 1 line and of 30 lines (the most one transaction holds);
 * - the stock list's first page, for the branch and for one warehouse, with
 *   BENCH_ITEMS items (10,000 by default) in stock in each of 2 warehouses;
 * - a part issued to a repair order, 20 clerks at once;
 * - 50 clerks at once issuing the last unit of one item (exactly one may succeed);
 * - 20 clerks at once taking the last 5 units by adjustment;
 * - a stock adjustment dated 30 days back on an item with 5,000 later movements
 *   and on one with 50 (inventory-backdate.ts): the cost ratio;
 * - a month's stock statement of BENCH_ITEMS items × 2 warehouses from its
 *   snapshot against building it first (inventory-snapshots.ts, its own branch);
 * - after every race, the invariant over the whole branch: for every item and
 *   warehouse, the movements add up to the balance in quantity and in value.
 *
 * Each timed call prints p50/p95 and its DynamoDB requests; the set-up (parts,
 * warehouses, opening stock, repair orders) is uncounted. Figures only, no
 * assertions: the rules are the tests' (adjustments-races, issue-parts).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const CLERKS = Number(process.env.BENCH_CLERKS ?? 20);
const LAST_UNIT_CLERKS = Number(process.env.BENCH_LAST_UNIT_CLERKS ?? 50);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
/** Units on the shelf when the adjusting clerks start: fewer than clerks, so some are refused. */
const LAST_UNITS = 5;
const TABLE = 'karkhana-bench-inventory';
const LINES = 30;
/** Set-up writes in flight at once: DynamoDB Local shares two cores with the bench. */
const AT_ONCE = 8;

type Line = { ItemId: string; WhId: string; Qty: number; UnCost?: number; Reason?: 'Opening stock' | 'Damaged' };

async function inTurns<T>(items: readonly T[], size: number, each: (chunk: readonly T[]) => Promise<unknown>) {
  const chunks = Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
  for (let i = 0; i < chunks.length; i += AT_ONCE) await Promise.all(chunks.slice(i, i + AT_ONCE).map(each));
}

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const kit = await import('../../functions/test/inventory-test-kit');
    const { organisationWithLogins } = await import('../../functions/test/test-logins');
    const { invoke } = await import('../../functions/test/invoke');
    const { inventoryRoutes } = await import('@shared/api/routes/inventory');
    const { checkStockInvariant } = await import('../../functions/data/inventory/stock-invariant');
    const { db } = await import('../../functions/lib/aws-clients');
    const { org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk'] as const);
    const main = await kit.createWarehouse(tokens.owner, 'Main');
    const counter = await kit.createWarehouse(tokens.owner, 'Counter');
    const ids = Array.from({ length: ITEMS }, (_, i) => `PRT8${String(i).padStart(5, '0')}`);

    const started = performance.now();
    await inTurns(ids, 1, ([_id]) =>
      kit.createPart(org.orgId, { _id: _id!, PCode: `BN-${_id}`, Desc: `Bench part ${_id}`, UoM: 'NOS' }),
    );
    // Opening stock of every item in both warehouses, 30 lines an adjustment.
    const opening = ids.flatMap((ItemId) => [main._id, counter._id].map((WhId) => ({ ItemId, WhId })));
    await inTurns(opening, LINES, (chunk) =>
      kit.adjusted(
        tokens.partsclerk,
        chunk.map((l) => ({ ...l, Qty: 100, UnCost: 125.5 })),
      ),
    );
    console.log(
      `Set-up: ${ITEMS} parts, ${opening.length} balances in 2 warehouses, in ${((performance.now() - started) / 1000).toFixed(0)} s (uncounted)`,
    );
    const requests = recordRequests(db());

    const print = (label: string, times: number[], sent: readonly string[], refused: number): void => {
      console.log(`${label}:`);
      console.log(`  ${latencyLine(times)}${refused > 0 ? `   refused ${refused}` : ''}`);
      console.log(
        `  DynamoDB requests per call: ${(sent.length / times.length).toFixed(1)} (${tallyRequests(sent)}, over ${times.length} calls)`,
      );
    };

    /** Each call alone, one after another: its latency and requests with nothing beside it. */
    async function measure(label: string, call: (round: number) => Promise<{ status: number }>): Promise<void> {
      const times: number[] = [];
      const sent: string[] = [];
      let refused = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        requests.clear();
        const at = performance.now();
        const answer = await call(round);
        times.push(performance.now() - at);
        if (answer.status !== 200) refused += 1;
        sent.push(...requests.sent);
      }
      print(label, times, sent, refused);
    }

    /** The invariant over every item and warehouse of the branch. */
    async function invariant(after: string): Promise<void> {
      const check = await checkStockInvariant(org.orgId, org.workshopId);
      console.log(
        `  invariant after ${after}: ${check.balances} balances, ${check.movements} movements, ` +
          (check.breaches.length === 0 ? 'every one adds up' : `${check.breaches.length} DO NOT ADD UP`) +
          (check.belowZero.length === 0 ? ', none below zero' : `, ${check.belowZero.length} BELOW ZERO`),
      );
      for (const breach of check.breaches.slice(0, 5)) console.log(`    ${JSON.stringify(breach)}`);
    }

    const lines = (round: number, count: number): Line[] =>
      ids
        .slice((round * count) % ITEMS, ((round * count) % ITEMS) + count)
        .map((ItemId) => ({ ItemId, WhId: main._id, Qty: -1, Reason: 'Damaged' }));
    await measure('An adjustment of 1 line', (round) => kit.adjust(tokens.partsclerk, lines(round, 1)));
    await measure(`An adjustment of ${LINES} lines`, (round) => kit.adjust(tokens.partsclerk, lines(round, LINES)));
    await measure(`The stock list, first page (${ITEMS} items × 2 warehouses)`, () =>
      invoke(inventoryRoutes.stock, { token: tokens.partsclerk, query: {} }),
    );
    await measure(`The stock list of one warehouse, first page (${ITEMS} items)`, () =>
      invoke(inventoryRoutes.stock, { token: tokens.partsclerk, query: { Wh: counter._id } }),
    );

    const bench: IssueBench = {
      token: { advisor: tokens.advisor, partsclerk: tokens.partsclerk },
      advisorId: org.users.advisor.userId,
      whId: main._id,
      requests,
      print,
    };
    // Issues take items the adjustments above did not touch, one order each.
    await benchConcurrentIssues(bench, ids.slice(ITEMS - CLERKS * 5), CLERKS, 5);
    await invariant('the issues');

    const lastItem = 'PRT899999';
    await kit.createPart(org.orgId, {
      _id: lastItem,
      PCode: 'BN-LAST-1',
      Desc: 'Bench part, the last unit',
      UoM: 'NOS',
    });
    const last = await benchLastUnit(bench, lastItem, LAST_UNIT_CLERKS, async () => {
      await kit.adjusted(tokens.partsclerk, [{ ItemId: lastItem, WhId: main._id, Qty: 1, UnCost: 999.99 }]);
    });
    console.log(
      `  issued ${last.took}, 'Insufficient Quantity.' ${last.insufficient}, other ${last.other.length}` +
        (last.other.length > 0 ? ` (${[...new Set(last.other)].join('; ')})` : ''),
    );
    await invariant('the last unit');

    // The last units by adjustment: a fresh item with LAST_UNITS on the shelf, CLERKS clerks taking one each at once.
    const lastUnits = 'PRT899998';
    await kit.createPart(org.orgId, {
      _id: lastUnits,
      PCode: 'BN-LAST-5',
      Desc: 'Bench part, the last units',
      UoM: 'NOS',
    });
    await kit.adjusted(tokens.partsclerk, [{ ItemId: lastUnits, WhId: main._id, Qty: LAST_UNITS, UnCost: 999.99 }]);
    requests.clear();
    const times: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: CLERKS }, async () => {
        const at = performance.now();
        const answer = await kit.adjust(tokens.partsclerk, [
          { ItemId: lastUnits, WhId: main._id, Qty: -1, Reason: 'Damaged' },
        ]);
        times.push(performance.now() - at);
        return answer;
      }),
    );
    print(
      `${CLERKS} clerks at once taking the last ${LAST_UNITS} units of one item by adjustment`,
      times,
      [...requests.sent],
      0,
    );
    const took = answers.filter((a) => a.status === 200).length;
    const insufficient = answers.filter(
      (a) => a.status === 400 && (a.body as unknown as { message?: string }).message === 'Insufficient Quantity.',
    ).length;
    console.log(`  took ${took}, 'Insufficient Quantity.' ${insufficient}, other ${CLERKS - took - insufficient}`);
    await invariant('the adjustments');

    await benchBackdating(
      { orgId: org.orgId, entId: org.workshopId, whId: counter._id, token: tokens.partsclerk, requests, print },
      (_id) => kit.createPart(org.orgId, { _id, PCode: `BN-${_id}`, Desc: `Bench part ${_id}`, UoM: 'NOS' }),
    );
    await invariant('the back-dated adjustments');

    await benchSnapshots({ orgId: org.orgId, entId: 'BENCHSNAP', requests });
  });
}
