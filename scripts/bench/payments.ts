import { latencyLine, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * Payment figures (docs/payments.md), on their own in-memory DynamoDB Local
 * through the real `invoices` handler: recording a payment alone, with 20
 * concurrent clients on different invoices, and with 10 cashiers on ONE
 * invoice at once (the retry path), each with p50/p95 and DynamoDB requests.
 * Invoice headers are seeded in the documented layout (payments-test-kit).
 * Figures only, no assertions.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const CLIENTS = 20;
const HOT = 10;
const TABLE = 'karkhana-bench-payments';

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const { db } = await import('../../functions/lib/aws-clients');
    const kit = await import('../../functions/test/service-test-kit');
    const pay = await import('../../functions/test/payments-test-kit');

    const { org, tokens } = await kit.serviceOrganisation(['owner', 'cashier']);
    const cust = (await kit.createCustomerAndVehicle(tokens.owner, 'Bench Customer')).custId;
    const cashiers = [tokens.cashier, tokens.owner];
    const invoice = () => pay.issuedInvoice(org.orgId, org.workshopId, { grandTotal: 10_000, cust });
    const payOn = (token: string, id: string, amount = 100) =>
      pay.postPayment(token, { Cust: cust, Type: 'Cash', Amount: amount, Apply: [{ InvId: id, Amount: amount }] });

    const requests = recordRequests(db());
    const check = (answer: { status: number }, label: string): void => {
      if (answer.status !== 200) throw new Error(`${label} answered ${answer.status}`);
    };

    // Alone: one payment on one invoice at a time.
    const solo = await invoice();
    check(await payOn(tokens.cashier, solo.id), 'warm-up');
    const times: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      requests.clear();
      const started = performance.now();
      check(await payOn(tokens.cashier, solo.id), 'payment');
      times.push(performance.now() - started);
    }
    console.log('Recording a payment on one invoice, one client:');
    console.log(`  ${latencyLine(times)}`);
    console.log(`  DynamoDB requests per call: ${requests.sent.length} (${tallyRequests(requests.sent)})`);

    // 20 clients at once, each on its own invoice (the receipt counter is shared).
    const spread: number[] = [];
    const invoices = await Promise.all(Array.from({ length: CLIENTS }, invoice));
    requests.clear();
    for (let r = 0; r < 5; r += 1) {
      await Promise.all(
        invoices.map(async (inv, i) => {
          const started = performance.now();
          check(await payOn(cashiers[i % 2] ?? '', inv.id), 'concurrent payment');
          spread.push(performance.now() - started);
        }),
      );
    }
    console.log(`Recording payments, ${CLIENTS} concurrent clients on different invoices (one receipt series):`);
    console.log(`  ${latencyLine(spread)}`);
    // Exact whatever the machine's load: more than 1 means payments cancelled each other and were retried.
    const spreadTransactions = requests.sent.filter((k) => k.startsWith('TransactWrite')).length;
    console.log(`  Transactions per recorded payment: ${(spreadTransactions / (5 * CLIENTS)).toFixed(2)}`);

    // 10 cashiers on one invoice at once: every payment recorded after retries.
    const hot: number[] = [];
    let transactions = 0;
    for (let r = 0; r < 3; r += 1) {
      const inv = await invoice();
      requests.clear();
      await Promise.all(
        Array.from({ length: HOT }, async (_, i) => {
          const started = performance.now();
          check(await payOn(cashiers[i % 2] ?? '', inv.id), 'hot payment');
          hot.push(performance.now() - started);
        }),
      );
      transactions += requests.sent.filter((k) => k.startsWith('TransactWrite')).length;
    }
    console.log(`Recording payments, ${HOT} cashiers on ONE invoice at once (3 rounds):`);
    console.log(`  ${latencyLine(hot)}`);
    console.log(
      `  Transactions per recorded payment: ${(transactions / (3 * HOT)).toFixed(2)} (the rest are lost races, re-read and retried)`,
    );
  });
}
