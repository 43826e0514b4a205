import { latencyLine, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * The buying side's figures of issue 27 (docs/purchasing.md 'Figures'), on its
 * own in-memory DynamoDB Local through the real `purchasing` handler:
 *
 * - receiving a whole 100-line purchase order (MAX_PO_LINES), which comes in
 *   parts on the order's claim (docs/purchasing-journey.md §4): p50/p95 and
 *   DynamoDB requests per receive;
 * - 20 parallel receives of one unit against one order line of 10, and 3 of
 *   four units against another: how many are accepted, the line's received
 *   total, the refusals' words;
 * - 2 and 10 parallel payments of the whole due of one bill: how many pay, what
 *   the bill has paid, the refusals' words;
 * - a bill with freight of a whole 100-line receive (a price difference on
 *   every line, so every item's value changes: the value comes in parts,
 *   docs/purchasing-journey.md §4): p50/p95 and DynamoDB requests; and one bill
 *   of such a receive at the receive's rates (no value change), timed once.
 *
 * Set-up (parts, vendor, orders sent) is uncounted. Figures only: the rules are
 * the tests' (functions/purchasing/purchasing.int.test.ts, bills.int.test.ts).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const TABLE = 'karkhana-bench-purchasing';
const PARALLEL_RECEIVES = 20;
const ORDERED = 10;

type Answer<T = unknown> = { status: number; body: T };
type Line = { _id: string; Qty: number; RecQty: number };
type Order = { _id: string; ver: number; Lines: Line[] };
type Receive = { _id: string; Lines: { _id: string; Qty: number }[] };
type Bill = { _id: string; Due: number; Paid: number; Sts: string };

/** The words of a refusal (its message, else its first field's). */
const wordsOf = (body: unknown): string => {
  const b = body as { message?: string; errors?: { message?: string }[] };
  return b.errors?.[0]?.message ?? b.message ?? JSON.stringify(body);
};
const distinct = (answers: readonly Answer[]): string =>
  [...new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} '${wordsOf(a.body)}'`))].join('; ') ||
  'none';

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const kit = await import('../../functions/test/inventory-test-kit');
    const { organisationWithLogins } = await import('../../functions/test/test-logins');
    const { invoke } = await import('../../functions/test/invoke');
    const { purchasingRoutes: routes } = await import('@shared/api/routes/purchasing');
    const { partiesRoutes } = await import('@shared/api/routes/parties');
    const { MAX_PO_LINES } = await import('@shared/purchasing/purchase-schemas');
    const { db } = await import('../../functions/lib/aws-clients');

    const { org, tokens } = await organisationWithLogins(['owner'] as const);
    const token = tokens.owner;
    const started = performance.now();
    const main = await kit.createWarehouse(token, 'Main');
    const vendor = await invoke<{ _id: string }>(partiesRoutes.createVendor, {
      token,
      body: { DName: 'Bench Auto Spares', Cons: { Phones: { Main: '9811100099' } }, BAdd: { St: 'Karnataka' } },
    });
    const VendId = vendor.body._id;
    const ids = Array.from({ length: MAX_PO_LINES }, (_, i) => `PRT96${String(i).padStart(3, '0')}`);
    for (let i = 0; i < ids.length; i += 8)
      await Promise.all(
        ids
          .slice(i, i + 8)
          .map((_id) => kit.createPart(org.orgId, { _id, PCode: `PB-${_id}`, Desc: `Bench part ${_id}`, UoM: 'NOS' })),
      );

    const ok = <T>(answer: Answer<T>, what: string): T => {
      if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    };
    /** A sent order of `lines` parts, `qty` each, at ₹123.45 plus a rupee per line (GST 18%, intra-state). */
    async function sentOrder(lines: number, qty: number): Promise<Order> {
      const po = ok(
        await invoke<Order>(routes.createPurchaseOrder, {
          token,
          body: {
            VendId,
            WhId: main._id,
            Lines: ids.slice(0, lines).map((ItemId, i) => ({ ItemId, Qty: qty, Rate: Number(`${123 + i}.45`) })),
          },
        }),
        'order',
      );
      ok(await invoke(routes.sendPurchaseOrder, { token, params: { Id: po._id }, body: { ver: po.ver } }), 'send');
      return po;
    }
    const receiveWhole = (po: Order) =>
      invoke<Receive>(routes.createPurchaseReceive, {
        token,
        body: { PoId: po._id, Lines: po.Lines.map((l) => ({ LineId: l._id, Qty: l.Qty })) },
      });
    const freightBill = (rec: Receive, no: string) =>
      invoke<Bill>(routes.createBill, {
        token,
        body: {
          RecId: rec._id,
          VendBillNo: no,
          VendBillDate: new Date().toISOString().slice(0, 10),
          // Every line billed a rupee above the receive: a price difference on each, and freight spread by value.
          Lines: rec.Lines.map((l, i) => ({ LineId: l._id, Rate: Number(`${124 + i}.45`) })),
          Charges: [{ Desc: 'Freight', Amount: 1234.56 }],
        },
      });

    // Orders for every timed receive (and a receive for every timed bill) first, so only the call is timed.
    const orders: Order[] = [];
    for (let round = 0; round < ROUNDS; round += 1) orders.push(await sentOrder(MAX_PO_LINES, 2));
    console.log(
      `Set-up: ${ids.length} parts, ${ROUNDS} sent orders of ${MAX_PO_LINES} lines, in ${((performance.now() - started) / 1000).toFixed(1)} s (uncounted)`,
    );

    const requests = recordRequests(db());
    async function measure<T>(label: string, call: (round: number) => Promise<Answer<T>>): Promise<T[]> {
      const times: number[] = [];
      const sent: string[] = [];
      const made: T[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        requests.clear();
        const at = performance.now();
        const answer = await call(round);
        times.push(performance.now() - at);
        sent.push(...requests.sent);
        made.push(ok(answer, label));
      }
      console.log(`${label}:`);
      console.log(`  ${latencyLine(times)}`);
      console.log(
        `  DynamoDB requests per call: ${(sent.length / times.length).toFixed(1)} (${tallyRequests(sent)}, over ${times.length} calls)`,
      );
      return made;
    }

    const receives = await measure(`Receiving a whole ${MAX_PO_LINES}-line purchase order (2 NOS a line)`, (round) =>
      receiveWhole(orders[round] as Order),
    );
    const atReceiveRates = (rec: Receive, no: string) =>
      invoke<Bill>(routes.createBill, {
        token,
        body: {
          RecId: rec._id,
          VendBillNo: no,
          VendBillDate: new Date().toISOString().slice(0, 10),
          Lines: rec.Lines.map((l, i) => ({ LineId: l._id, Rate: Number(`${123 + i}.45`) })),
        },
      });
    const extra = ok(await receiveWhole(await sentOrder(MAX_PO_LINES, 2)), 'receive');
    await measure(
      `A bill with freight of a whole ${MAX_PO_LINES}-line receive (a price difference on every line)`,
      (round) => freightBill(receives[round] as Receive, `BENCH/${round + 1}`),
    );
    requests.clear();
    const plainAt = performance.now();
    ok(await atReceiveRates(extra, 'BENCH/PLAIN'), 'bill at the receive rates');
    console.log(
      `One bill of a whole ${MAX_PO_LINES}-line receive at the receive's rates: ${(performance.now() - plainAt).toFixed(0)} ms, ` +
        `DynamoDB requests ${requests.sent.length} (${tallyRequests(requests.sent)})`,
    );

    // 20 receives at once of one unit each against a line of 10.
    const one = await sentOrder(1, ORDERED);
    const line = one.Lines[0] as Line;
    requests.clear();
    let at = performance.now();
    const races = await Promise.all(
      Array.from({ length: PARALLEL_RECEIVES }, () =>
        invoke(routes.createPurchaseReceive, { token, body: { PoId: one._id, Lines: [{ LineId: line._id, Qty: 1 }] } }),
      ),
    );
    let wall = performance.now() - at;
    const after = ok(await invoke<Order>(routes.purchaseOrder, { token, params: { Id: one._id } }), 'order read');
    console.log(`${PARALLEL_RECEIVES} parallel receives of 1 NOS against one order line of ${ORDERED}:`);
    console.log(
      `  wall ${wall.toFixed(0)} ms; accepted ${races.filter((a) => a.status === 200).length}, refused ${races.filter((a) => a.status !== 200).length}; ` +
        `received on the line ${after.Lines[0]?.RecQty ?? 0} of ${ORDERED}; DynamoDB requests ${requests.sent.length} (${tallyRequests(requests.sent)})`,
    );
    console.log(`  refusals: ${distinct(races)}`);

    // Three receives of 4 at once against another line of 10: the one that would take it to 12 is an over-receipt.
    const over = await sentOrder(1, ORDERED);
    const overLine = over.Lines[0] as Line;
    const threes = await Promise.all(
      Array.from({ length: 3 }, () =>
        invoke(routes.createPurchaseReceive, {
          token,
          body: { PoId: over._id, Lines: [{ LineId: overLine._id, Qty: 4 }] },
        }),
      ),
    );
    const overAfter = ok(await invoke<Order>(routes.purchaseOrder, { token, params: { Id: over._id } }), 'order read');
    console.log(`3 parallel receives of 4 NOS against one order line of ${ORDERED}:`);
    console.log(
      `  accepted ${threes.filter((a) => a.status === 200).length}, refused ${threes.filter((a) => a.status !== 200).length}; ` +
        `received on the line ${overAfter.Lines[0]?.RecQty ?? 0} of ${ORDERED}; refusals: ${distinct(threes)}`,
    );

    // Payments of one bill's whole due at once, each with its own Idempotency-Key.
    for (const payers of [2, 10]) {
      const rec = ok(await receiveWhole(await sentOrder(2, 3)), 'receive');
      const bill = ok(await freightBill(rec, `PAY/${payers}`), 'bill');
      requests.clear();
      at = performance.now();
      const paid = await Promise.all(
        Array.from({ length: payers }, (_, k) =>
          invoke(routes.createBillPayment, {
            token,
            body: { VendId, Type: 'Cash', Amount: bill.Due, Apply: [{ BillId: bill._id, Amount: bill.Due }] },
            headers: { 'idempotency-key': `bench-pay-${payers}-${k}-0001` },
          }),
        ),
      );
      wall = performance.now() - at;
      const now = ok(await invoke<Bill>(routes.bill, { token, params: { Id: bill._id } }), 'bill read');
      console.log(`${payers} parallel payments of the whole due (₹${bill.Due}) of one bill:`);
      console.log(
        `  wall ${wall.toFixed(0)} ms; paid ${paid.filter((a) => a.status === 200).length}, refused ${paid.filter((a) => a.status !== 200).length}; ` +
          `bill paid ₹${now.Paid} of ₹${bill.Due} (${now.Sts}, due ₹${now.Due}); DynamoDB requests ${requests.sent.length} (${tallyRequests(requests.sent)})`,
      );
      console.log(`  refusals: ${distinct(paid)}`);
    }
  });
}
