import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { latencyLine, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';
import { benchTallyExport } from './lib/books-tally';

/**
 * The figures of docs/books.md §8, on an in-memory DynamoDB Local through the
 * real `invoices` handler (no assertions):
 * 0. The Tally export of 1,000 vouchers: time end to end and size (lib/books-tally.ts; BENCH_TALLY_ONLY=1 for it alone).
 * 1. Posting overhead: approving an invoice with its posting and without it.
 *    "Without" strips the books' items (keys with `#BOOKS#`) from the approval's
 *    TransactWriteItems at the client, so the same code path runs minus the
 *    ledger entry and the period-balance ADDs. Requests and transaction items
 *    per approval, p50/p95, one client, rounds alternating.
 * 2. Trial balance, P&L, balance sheet and bank book over a year of postings (BENCH_POSTINGS, default
 *    50,000 journal-sized postings over 12 months and 20 accounts, written by
 *    the ledger's own writes): p50/p95, requests and items read per call. The
 *    items read do not grow with the postings (months × shards), so a smaller
 *    BENCH_POSTINGS gives the same read figures sooner.
 */
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 40);
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 50_000);
const WRITERS = 32;
const TABLE = 'karkhana-bench-books';

type Items = NonNullable<TransactWriteCommandInput['TransactItems']>;
const isBooks = (item: Items[number]): boolean => {
  const pk = String(item.Put?.Item?.pk ?? item.Update?.Key?.pk ?? item.ConditionCheck?.Key?.pk ?? '');
  return pk.includes('#BOOKS#');
};

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const kit = await import('../../functions/test/invoices-test-kit');
    const { invoke } = await import('../../functions/test/invoke');
    const { booksRoutes } = await import('../../shared/api/routes/books');
    const { db } = await import('../../functions/lib/aws-clients');
    const s = await kit.invoicesOrganisation(['owner', 'cashier']);
    const client = db();
    let stripBooks = false;
    let items = 0;
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as TransactWriteCommandInput;
        if (context.commandName === 'TransactWriteItemsCommand' && input.TransactItems) {
          if (stripBooks) input.TransactItems = input.TransactItems.filter((i) => !isBooks(i));
          items += input.TransactItems.length;
        }
        return next(args);
      },
      { step: 'initialize', name: 'benchBooksSwitch' },
    );
    const requests = recordRequests(client);

    // 0. The Tally export of a year's 1,000 vouchers.
    await benchTallyExport(s, requests);
    if (process.env.BENCH_TALLY_ONLY) return;

    // 1. Approvals with and without the posting.
    const runs = {
      with: { times: [] as number[], sent: [] as string[], items: 0 },
      without: { times: [] as number[], sent: [] as string[], items: 0 },
    };
    // One approval first, so the chart is seeded and cached like a warm Lambda's.
    await kit.createApprovedInvoice(s.tokens.owner, s.cv);
    for (let i = 0; i < APPROVALS * 2; i += 1) {
      const mode = i % 2 === 0 ? runs.with : runs.without;
      stripBooks = mode === runs.without;
      const draft = await kit.createDraftInvoice(s.tokens.owner, s.cv);
      requests.clear();
      items = 0;
      const started = performance.now();
      const answer = await kit.invoiceAction(s.tokens.cashier, draft, 'Approve');
      mode.times.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`Approve answered ${answer.status}`);
      mode.sent.push(...requests.sent);
      mode.items += items;
    }
    stripBooks = false;
    const median = (t: number[]) => [...t].sort((a, b) => a - b)[Math.floor(t.length / 2)] ?? NaN;
    console.log(`Approving an invoice (1 labour line, 1 part), one client, ${APPROVALS} each, alternating:`);
    for (const [name, r] of Object.entries(runs)) {
      console.log(`  ${name.padEnd(7)} posting: ${latencyLine(r.times)}`);
      console.log(
        `                  requests per approval ${(r.sent.length / r.times.length).toFixed(1)} (${tallyRequests(r.sent)}), transaction items per approval ${(r.items / r.times.length).toFixed(1)}`,
      );
    }
    console.log(`  p50 ratio with/without: ${(median(runs.with.times) / median(runs.without.times)).toFixed(2)}`);

    // 2. A year of postings, then the statements.
    const { ledgerWrites } = await import('../../functions/data/ledger/ledger-writes');
    const { transact } = await import('../../functions/data/table/transact');
    const accounts = [
      6100, 6110, 6120, 6130, 6140, 5000, 5100, 4000, 4010, 4020, 4100, 4110, 4120, 4810, 1100, 1300, 1400, 1410, 2100,
      2110,
    ];
    const started = performance.now();
    let next = 0;
    const writer = async (): Promise<void> => {
      for (let n = next++; n < POSTINGS; n = next++) {
        const month = `2026-${String((n % 12) + 1).padStart(2, '0')}`;
        const a = accounts[n % accounts.length] as number;
        const b = accounts[(n * 7 + 3) % accounts.length] as number;
        const paise = 100 + ((n * 7919) % 1_000_000);
        await transact(
          ledgerWrites(s.org.orgId, [
            {
              EntId: s.org.workshopId,
              Date: `${month}-15`,
              Kind: 'Journal',
              DocId: `BENCH${String(n).padStart(8, '0')}`,
              Num: '',
              Step: 'P',
              Lines: [
                { Acc: a, DrP: paise, CrP: 0 },
                { Acc: a === b ? 1000 : b, DrP: 0, CrP: paise },
              ],
            },
          ]),
        );
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    console.log(`Wrote ${POSTINGS} postings over 12 months in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    const year = { From: '2026-01', To: '2026-12' };
    // The balance sheet at a month's end reads period balances only; mid-month it also reads the month's entries.
    for (const [label, route, query] of [
      ['Trial balance, Apr–Mar view of 2026 (12 months)', booksRoutes.trialBalance, year],
      ['Profit and loss, 12 months', booksRoutes.profitAndLoss, year],
      ['Balance sheet as of 31 Dec 2026', booksRoutes.balanceSheet, { AsOf: '2026-12-31' }],
      ['Balance sheet as of 20 Dec 2026 (a part month)', booksRoutes.balanceSheet, { AsOf: '2026-12-20' }],
      [
        'Bank book of December, first page of 100',
        booksRoutes.cashBook,
        { Acc: '1100', From: '2026-12-01', To: '2026-12-31' },
      ],
    ] as const) {
      const times: number[] = [];
      requests.clear();
      for (let i = 0; i < 20; i += 1) {
        const t0 = performance.now();
        const answer = await invoke(route, { token: s.tokens.owner, query });
        times.push(performance.now() - t0);
        if (answer.status !== 200) throw new Error(`${label} answered ${answer.status}`);
      }
      console.log(`${label}: ${latencyLine(times)}`);
      console.log(`  requests per call ${(requests.sent.length / 20).toFixed(1)} (${tallyRequests(requests.sent)})`);
    }
    const { queryAll } = await import('../../functions/data/table/query-all');
    const { balancesPk } = await import('../../functions/data/ledger/ledger-keys');
    const balanceItems = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': balancesPk(s.org.orgId, s.org.workshopId) },
      ProjectionExpression: 'sk',
    });
    const { periodBalances } = await import('../../functions/data/ledger/ledger-read');
    const sums = await periodBalances(s.org.orgId, s.org.workshopId, '2026-12');
    console.log(
      `  a statement reads ${balanceItems.length} period-balance items (months × shards) holding ${sums.length} account-month sums, for ${POSTINGS} postings`,
    );
  });
}
