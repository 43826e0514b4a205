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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
/**
 * Rounds run first and reported apart: a fresh Node process and a fresh DynamoDB Local JVM
 * compile the approval's path during the first rounds (measured: the slowest approval of a
 * round falls from ~770 ms to ~320 ms over the first five), so the figure is of the warm path.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const TABLE = 'karkhana-bench-invoices';

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const kit = await import('../../functions/test/invoices-test-kit');
    const { invoiceAction } = kit;
    const s = await kit.invoicesOrganisation(['owner', 'cashier']);
    const { db } = await import('../../functions/lib/aws-clients');
    const requests = recordRequests(db());

    /** One round: CLIENTS drafts made first (uncounted), then approved all at once. */
    const round = async (into: Round) => {
      const drafts = await Promise.all(
        Array.from({ length: CLIENTS }, () => kit.createDraftInvoice(s.tokens.owner, s.cv)),
      );
      requests.clear();
      await Promise.all(
        drafts.map(async (d) => {
          const started = performance.now();
          const answer = await invoiceAction(s.tokens.cashier, d, 'Approve');
          into.times.push(performance.now() - started);
          if (answer.status === 200) into.numbers.push(answer.body.Num);
          else into.failed += 1;
        }),
      );
      into.sent.push(...requests.sent);
    };

    const cold = newRound();
    for (let r = 0; r < WARMUP; r += 1) await round(cold);
    const warm = newRound();
    for (let r = 0; r < ROUNDS; r += 1) await round(warm);

    console.log(`Approving an invoice, ${CLIENTS} concurrent clients on one branch's counter:`);
    if (WARMUP > 0) report(`the first ${WARMUP} rounds of a fresh process (warm-up, JIT cold)`, cold);
    report(`then ${ROUNDS} rounds (the figure)`, warm);
    const all = [...cold.numbers, ...warm.numbers];
    console.log(`  numbers issued ${all.length}, distinct ${new Set(all).size}, refused ${cold.failed + warm.failed}`);
  });
}

type Round = { times: number[]; numbers: string[]; sent: string[]; failed: number };
const newRound = (): Round => ({ times: [], numbers: [], sent: [], failed: 0 });

function report(what: string, r: Round) {
  const times = [...r.times].sort((a, b) => a - b);
  console.log(`  ${what}, ${times.length} approvals:`);
  console.log(
    `    p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${times.at(-1)?.toFixed(1)} ms`,
  );
  console.log(
    `    DynamoDB requests per approval: ${(r.sent.length / times.length).toFixed(1)} (${tallyRequests(r.sent)})`,
  );
}
