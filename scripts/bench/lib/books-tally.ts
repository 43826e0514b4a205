import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Posting } from '../../../shared/books/posting';
import type { TallyAnswer } from '../../../shared/books/tally-schemas';
import { latencyLine, tallyRequests, type RequestLog } from './bench-kit';

/**
 * The Tally export's figure (docs/books.md §10, `npm run bench -- books`):
 * 1,000 vouchers of a financial year (invoices with GST to 100 customers,
 * receipts, expenses, stock issues), exported as the screen does it — every
 * page of GET Accounting/Reports/Tally through the real handler, then the
 * file built with the shared builder — timed end to end, with the requests,
 * the pages and the file's size. The entries are written straight into the
 * ledger's partitions (the export reads those only), in a year no other part
 * of the bench posts to.
 */
const VOUCHERS = 1_000;
const CUSTOMERS = 100;
const RUNS = 10;

type Org = { org: { orgId: string; workshopId: string }; tokens: { owner: string } };

function voucherOf(n: number, entId: string): Posting {
  const day = new Date(Date.UTC(2024, 3, 1) + Math.floor((n * 365) / VOUCHERS) * 86_400_000).toISOString().slice(0, 10);
  const ref = { EntId: entId, Date: day, DocId: `TALLY${String(n).padStart(6, '0')}`, Step: 'P' };
  const party = `C#BENCHCUST${String(n % CUSTOMERS).padStart(4, '0')}`;
  const base = 10_000 + ((n * 7919) % 5_00_000);
  const gst = Math.round(base * 0.09);
  switch (n % 10) {
    case 0:
    case 1:
    case 2:
      return {
        ...ref,
        Kind: 'Payment',
        Num: `PR/${n}`,
        Party: party,
        Lines: [
          { Acc: n % 2 ? 1100 : 1000, DrP: base, CrP: 0 },
          { Acc: 1200, DrP: 0, CrP: base },
        ],
      };
    case 3:
      return {
        ...ref,
        Kind: 'Expense',
        Num: `EXP/${n}`,
        Step: 'P1',
        Memo: 'Workshop supplies',
        Lines: [
          { Acc: 6150, DrP: base, CrP: 0 },
          { Acc: 1400, DrP: gst, CrP: 0 },
          { Acc: 1410, DrP: gst, CrP: 0 },
          { Acc: 1100, DrP: 0, CrP: base + 2 * gst },
        ],
      };
    case 4:
      return {
        ...ref,
        Kind: 'Stock',
        Num: `RO/${n}`,
        Lines: [
          { Acc: 5000, DrP: base, CrP: 0 },
          { Acc: 1300, DrP: 0, CrP: base },
        ],
      };
    default:
      return {
        ...ref,
        Kind: 'Invoice',
        Num: `INV/${n}`,
        Party: party,
        Lines: [
          { Acc: 1200, DrP: 2 * base + 4 * gst - 1_000, CrP: 0 },
          { Acc: 4900, DrP: 1_000, CrP: 0 },
          { Acc: 4000, DrP: 0, CrP: base },
          { Acc: 4110, DrP: 0, CrP: base },
          { Acc: 2100, DrP: 0, CrP: 2 * gst },
          { Acc: 2110, DrP: 0, CrP: 2 * gst },
        ],
      };
  }
}

export async function benchTallyExport(s: Org, requests: RequestLog): Promise<void> {
  const { db, tableName } = await import('../../../functions/lib/aws-clients');
  const { ledgerWrites } = await import('../../../functions/data/ledger/ledger-writes');
  const { partyKey } = await import('../../../functions/data/parties/parties-keys');
  const { invoke } = await import('../../../functions/test/invoke');
  const { booksRoutes } = await import('../../../shared/api/routes/books');
  const { tallyXml } = await import('../../../shared/books/tally-export');
  const { orgId, workshopId } = s.org;
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
    ...partyKey(orgId, 'CUST', `BENCHCUST${String(i).padStart(4, '0')}`),
    type: 'Customer',
    OrgId: orgId,
    DName: `Customer ${i} & Sons`,
    ...(i % 3 === 0 ? { GSTIN: '29ABCDE1234F1Z5' } : {}),
    BAdd: { St: 'Karnataka', CCode: 'IN' },
  }));
  const entries = ledgerWrites(
    orgId,
    Array.from({ length: VOUCHERS }, (_, n) => voucherOf(n, workshopId)),
  ).flatMap((w) => (w.item.Put ? [w.item.Put.Item] : []));
  const items = [...customers, ...entries];
  for (let i = 0; i < items.length; i += 25)
    await db().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );

  const query = { From: '2024-04-01', To: '2025-03-31' };
  const times: number[] = [];
  const builds: number[] = [];
  let size = 0;
  let pages = 0;
  requests.clear();
  for (let run = 0; run < RUNS; run += 1) {
    const t0 = performance.now();
    const answers: TallyAnswer[] = [];
    let Cursor: string | undefined;
    do {
      const answer = await invoke<TallyAnswer>(booksRoutes.tallyExport, {
        token: s.tokens.owner,
        query: { ...query, ...(Cursor ? { Cursor } : {}) },
      });
      if (answer.status !== 200) throw new Error(`Tally export answered ${answer.status}`);
      answers.push(answer.body);
      Cursor = answer.body.Next;
    } while (Cursor);
    const t1 = performance.now();
    const xml = tallyXml({
      company: answers[0]?.Company ?? '',
      accounts: answers[0]?.Accounts ?? [],
      parties: answers.flatMap((a) => a.Parties),
      vouchers: answers.flatMap((a) => a.Vouchers),
    });
    const t2 = performance.now();
    times.push(t2 - t0);
    builds.push(t2 - t1);
    size = Buffer.byteLength(xml, 'utf8');
    pages = answers.length;
    if ((xml.match(/<VOUCHER /g) ?? []).length !== VOUCHERS) throw new Error('Tally export lost vouchers');
  }
  console.log(`Tally export of ${VOUCHERS} vouchers (a financial year, ${CUSTOMERS} customers), read and built:`);
  console.log(`  end to end: ${latencyLine(times)}`);
  console.log(`  building the file alone: ${latencyLine(builds)}`);
  console.log(
    `  ${pages} pages, requests per export ${(requests.sent.length / RUNS).toFixed(1)} (${tallyRequests(requests.sent)}), file ${(size / 1024).toFixed(0)} KB`,
  );
}
