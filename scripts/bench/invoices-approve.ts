import { percentile, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * The figure of docs/invoices-api.md 'Figures', on its own in-memory DynamoDB Local
 * through the real `invoices` handler: approving an invoice (number from the branch's
 * one INV counter, GST document, status count, all one transaction) with 20 clients
 * approving at once, p50/p95 per call. Every approval contends for the same counter,
 * the worst case of a busy branch. The DynamoDB requests are those of the approvals
 * only (the drafts are made first, uncounted), retries included, per approval. Figures
 * only, no assertions.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TABLE = 'karkhana-bench-invoices';

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const kit = await import('../../functions/test/invoices-test-kit');
    const { invoiceAction } = kit;
    const s = await kit.invoicesOrganisation(['owner', 'cashier']);
    const { db } = await import('../../functions/lib/aws-clients');
    const requests = recordRequests(db());
    const sent: string[] = [];

    const times: number[] = [];
    let failed = 0;
    const numbers: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const drafts = await Promise.all(
        Array.from({ length: CLIENTS }, () => kit.createDraftInvoice(s.tokens.owner, s.cv)),
      );
      requests.clear();
      await Promise.all(
        drafts.map(async (d) => {
          const started = performance.now();
          const answer = await invoiceAction(s.tokens.cashier, d, 'Approve');
          times.push(performance.now() - started);
          if (answer.status === 200) numbers.push(answer.body.Num);
          else failed += 1;
        }),
      );
      sent.push(...requests.sent);
    }
    times.sort((a, b) => a - b);
    const distinct = new Set(numbers).size;
    console.log(
      `Approving an invoice, ${CLIENTS} concurrent clients on one branch's counter (${ROUNDS} rounds, ${times.length} approvals):`,
    );
    console.log(
      `  p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${times.at(-1)?.toFixed(1)} ms`,
    );
    console.log(
      `  DynamoDB requests per approval: ${(sent.length / times.length).toFixed(1)} (${tallyRequests(sent)}, over ${times.length} approvals)`,
    );
    console.log(`  numbers issued ${numbers.length}, distinct ${distinct}, refused ${failed}`);
  });
}
