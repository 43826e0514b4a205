import { latencyLine, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * The counter sale's figures of issue 28 (docs/sales.md), on its own in-memory
 * DynamoDB Local through the real `invoices` and `catalogue` handlers:
 *
 * - a counter sale of 5 lines with BENCH_ITEMS items in stock (10,000 by default);
 * - the part search as the cashier types (Inventory/Items/Sale/NameSearchLite), from the item search
 *   index (docs/inventory-items.md §13.2), and for a part that is not an item (the catalogue's search);
 * - 30 parallel counter sales of one item in one branch with 20 in stock:
 *   the receipt numbers saved are unique and consecutive, the stock exact.
 *
 * Each timed call prints p50/p95 and its DynamoDB requests; the set-up (parts,
 * opening stock) is uncounted. Figures only: the rules are the tests'
 * (functions/sales/receipts.int.test.ts).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const PARALLEL = 30;
const LAST = 20;
const TABLE = 'karkhana-bench-sales';
/** Set-up writes in flight at once: DynamoDB Local shares two cores with the bench. */
const AT_ONCE = 8;

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const kit = await import('../../functions/test/inventory-test-kit');
    const { organisationWithLogins } = await import('../../functions/test/test-logins');
    const { invoke } = await import('../../functions/test/invoke');
    const { salesReceiptRoutes } = await import('@shared/api/routes/sales-receipts');
    const { catalogueRoutes } = await import('@shared/api/routes/catalogue');
    const { db } = await import('../../functions/lib/aws-clients');
    const { org, tokens } = await organisationWithLogins(['owner'] as const);
    const counter = await kit.createWarehouse(tokens.owner, 'Counter');
    const ids = Array.from({ length: ITEMS }, (_, i) => `PRT7${String(i).padStart(5, '0')}`);

    const started = performance.now();
    for (let i = 0; i < ids.length; i += AT_ONCE)
      await Promise.all(
        ids
          .slice(i, i + AT_ONCE)
          .map((_id) => kit.createPart(org.orgId, { _id, PCode: `SL-${_id}`, Desc: `Bench part ${_id}`, UoM: 'NOS' })),
      );
    // Each part an item of the item master, so the counter's search finds it in the item search index.
    const { createItem } = await import('../../functions/data/inventory/items-repo');
    for (let i = 0; i < ids.length; i += AT_ONCE)
      await Promise.all(
        ids
          .slice(i, i + AT_ONCE)
          .map((ItemId) => createItem(org.orgId, org.workshopId, { ItemId, Act: true, CrBy: 'bench' })),
      );
    for (let i = 0; i < ids.length; i += 30 * AT_ONCE)
      await Promise.all(
        Array.from({ length: AT_ONCE }, (_, k) => ids.slice(i + k * 30, i + (k + 1) * 30))
          .filter((chunk) => chunk.length > 0)
          .map((chunk) =>
            kit.adjusted(
              tokens.owner,
              chunk.map((ItemId) => ({ ItemId, WhId: counter._id, Qty: 1000, UnCost: 125.5 })),
            ),
          ),
      );
    console.log(
      `Set-up: ${ITEMS} parts, items of the item master, in stock, in ${((performance.now() - started) / 1000).toFixed(0)} s (uncounted)`,
    );
    const requests = recordRequests(db());

    async function measure(label: string, call: (round: number) => Promise<{ status: number; body: unknown }>) {
      const times: number[] = [];
      const sent: string[] = [];
      let refused = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        requests.clear();
        const at = performance.now();
        const answer = await call(round);
        times.push(performance.now() - at);
        if (answer.status !== 200) {
          refused += 1;
          if (refused === 1) console.log(`  refused: ${JSON.stringify(answer.body)}`);
        }
        sent.push(...requests.sent);
      }
      console.log(`${label}:`);
      console.log(`  ${latencyLine(times)}${refused > 0 ? `   refused ${refused}` : ''}`);
      console.log(
        `  DynamoDB requests per call: ${(sent.length / times.length).toFixed(1)} (${tallyRequests(sent)}, over ${times.length} calls)`,
      );
    }

    // Each part at 1,200.00 and GST 18% (the test kit's part): 5 lines of one each is 7,080.00.
    const sale = (round: number) =>
      invoke(salesReceiptRoutes.createReceipt, {
        token: tokens.owner,
        body: {
          WhId: counter._id,
          Lines: ids.slice((round * 5) % ITEMS, ((round * 5) % ITEMS) + 5).map((ItemId) => ({ ItemId, Qty: 1 })),
          Payments: [
            { Type: 'Cash', Amt: 5000 },
            { Type: 'UPI', Amt: 2080 },
          ],
        },
      });
    await measure(`A counter sale of 5 lines (${ITEMS} items in stock)`, sale);
    const partSearch = (Cat?: string) => (round: number) =>
      invoke(catalogueRoutes.itemsSaleNameLite, {
        token: tokens.owner,
        params: { text: `SL-${ids[(round * 37) % ITEMS] ?? ''}` },
        query: Cat ? { Cat } : {},
      });
    await measure('The part search as the cashier types (Sale/NameSearchLite)', partSearch());

    // 30 sales at once of one item with 20 on the shelf.
    const last = 'PRT799999';
    await kit.createPart(org.orgId, { _id: last, PCode: 'SL-LAST', Desc: 'Bench part, the last units', UoM: 'NOS' });
    await kit.adjusted(tokens.owner, [{ ItemId: last, WhId: counter._id, Qty: LAST, UnCost: 999.99 }]);
    requests.clear();
    const at = performance.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        invoke<{ Num: string }>(salesReceiptRoutes.createReceipt, {
          token: tokens.owner,
          body: { WhId: counter._id, Lines: [{ ItemId: last, Qty: 1 }], Payments: [{ Type: 'Cash', Amt: 1416 }] },
        }),
      ),
    );
    const wall = performance.now() - at;
    const saved = answers.filter((a) => a.status === 200).map((a) => Number(a.body.Num.split('/')[2]));
    const sorted = [...saved].sort((a, b) => a - b);
    const consecutive = sorted.every((n, i) => i === 0 || n === (sorted[i - 1] ?? 0) + 1);
    const stock = await invoke<{ Items: { ItemId: string; OnHand: number; Value: number }[] }>(
      (await import('@shared/api/routes/inventory')).inventoryRoutes.stock,
      { token: tokens.owner, query: { Wh: counter._id } },
    );
    const row = stock.body.Items.find((i) => i.ItemId === last);
    console.log(`${PARALLEL} parallel counter sales of one item with ${LAST} in stock:`);
    console.log(
      `  wall ${wall.toFixed(0)} ms; saved ${saved.length}, refused ${answers.length - saved.length}; ` +
        `numbers ${new Set(saved).size === saved.length ? 'unique' : 'REPEATED'} and ${consecutive ? 'consecutive' : 'WITH GAPS'}; ` +
        `stock left ${row?.OnHand ?? 0} units, ₹${row?.Value ?? 0}; DynamoDB requests ${requests.sent.length} (${tallyRequests(requests.sent)})`,
    );
    await measure(
      'The search for a part that is not an item (the index finds none; the catalogue search answers)',
      (round) =>
        invoke(catalogueRoutes.itemsSaleNameLite, {
          token: tokens.owner,
          params: { text: round % 2 === 0 ? 'SL-LAST' : 'SL-LAS' },
        }),
    );
    // The same search in a branch keeping SKUs with a default price list, and for a customer of a category
    // with a list of its own (docs/inventory-items.md §13.1: the reads folded into one BatchGet).
    const { inventoryItemRoutes } = await import('@shared/api/routes/inventory-items');
    const { settingsRoutes } = await import('@shared/api/routes/settings');
    const list = async (body: Record<string, unknown>) => {
      const made = await invoke<{ _id: string; ver: number }>(inventoryItemRoutes.createPriceList, {
        token: tokens.owner,
        body,
      });
      const Prices = ids.slice(0, 50).map((ItemId) => ({ ItemId, Pr: 1150 }));
      await invoke(inventoryItemRoutes.changePrices, {
        token: tokens.owner,
        params: { Id: made.body._id },
        body: { ver: made.body.ver, Prices },
      });
      return made.body._id;
    };
    const retail = await list({ Name: 'Bench retail' });
    await list({ Name: 'Bench fleet', CatId: 'Fleet' });
    const settings = await invoke<{ ver: number; Settings: { Inventory: Record<string, unknown> } }>(
      settingsRoutes.getEntitySettings,
      { token: tokens.owner },
    );
    await invoke(settingsRoutes.putInventory, {
      token: tokens.owner,
      body: {
        ver: settings.body.ver,
        Inventory: { ...settings.body.Settings.Inventory, SKU: true, PrList: true, PrListId: retail },
      },
    });
    await measure('The same search, SKUs and a default price list on, a walk-in', partSearch());
    await measure('The same, a customer of a category with a list of its own', partSearch('Fleet'));
  });
}
