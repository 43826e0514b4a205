import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { partiesRoutes } from '@shared/api/routes/parties';
import { gstinCheckChar } from '@shared/gst/gstin';
import { partyCreateBody, unlinkedParty } from '@shared/parties/party-schemas';
import { productCreateBody } from '@shared/parties/product-schemas';
import type { RouteDef } from '@shared/api/route';
import { DEMO_WORKSHOP } from '../../infra/local/seed/demo-organisation';
import { seedOrganisation } from '../../infra/local/seed/seed-organisation';
import { percentile, recordRequests, withBenchTable } from './lib/bench-kit';

/**
 * Benchmark of customer search at scale: starts its own in-memory DynamoDB
 * Local, seeds one branch with 100,000 customers and 100,000 vehicles (each
 * vehicle owned by one customer) with the same item builders the API uses, then
 * runs 200 mixed searches through the real `parties` handler and prints p50/p95
 * latency and DynamoDB requests per search.
 */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const SEARCHES = 200;
/** Seeding stops after this many seconds on a busy machine; the figures then say how many were seeded. */
const SEED_BUDGET_SECONDS = Number(process.env.BENCH_SEED_SECONDS ?? 240);
const WRITE_CONCURRENCY = Number(process.env.BENCH_WRITE_CONCURRENCY ?? 32);
const TABLE = 'karkhana-bench-search';

const FIRST = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Arjun',
  'Asha',
  'Deepak',
  'Divya',
  'Ganesh',
  'Gita',
  'Harish',
  'Isha',
  'Kavya',
  'Kiran',
  'Lakshmi',
  'Manoj',
  'Meera',
  'Mohan',
  'Nandini',
  'Naveen',
  'Pooja',
  'Prakash',
  'Priya',
  'Rahul',
  'Rajesh',
  'Ramesh',
  'Ravi',
  'Rekha',
  'Sanjay',
  'Shreya',
  'Suresh',
  'Sunita',
  'Tanvi',
  'Uday',
  'Varun',
  'Vidya',
  'Vijay',
  'Yamini',
  'Zoya',
  'Farhan',
];
const LAST = [
  'Acharya',
  'Bhat',
  'Chatterjee',
  'Deshpande',
  'Gowda',
  'Hegde',
  'Iyer',
  'Joshi',
  'Kamath',
  'Kulkarni',
  'Kumar',
  'Menon',
  'Mishra',
  'Nair',
  'Naidu',
  'Patel',
  'Pillai',
  'Rao',
  'Reddy',
  'Shah',
  'Sharma',
  'Shetty',
  'Singh',
  'Srinivasan',
  'Verma',
  'Khan',
  'Fernandes',
  'Das',
  'Ghosh',
  'Banerjee',
];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const letter = (i: number): string => LETTERS.charAt(i % LETTERS.length);
/** Unique mobile numbers spread over the 6-9 leading digits, as real ones are (7919 is coprime to 10^9). */
const phoneOf = (i: number): string => `${6 + (i % 4)}${String((i * 7919 + 12_345) % 1_000_000_000).padStart(9, '0')}`;
const regNoOf = (i: number): string => {
  const rto = String(1 + (i % 50)).padStart(2, '0');
  const letters = letter(Math.floor(i / 50)) + letter(Math.floor(i / 1300));
  const q = Math.floor(i / 33_800);
  const num = String(((i % 33_800) + 7131 * q) % 10_000).padStart(4, '0');
  return `KA${rto}${letters}${num}`;
};
/** A valid, unique Karnataka GSTIN for company number i. */
const gstinOf = (i: number): string => {
  const pan = `AAB${letter(Math.floor(i / 10_000))}${letter(Math.floor(i / 260_000))}${String(i % 10_000).padStart(4, '0')}C`;
  const first14 = `29${pan}1Z`;
  return first14 + gstinCheckChar(first14);
};

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const { db, tableName } = await import('../../functions/lib/aws-clients');
    const { hashPassword } = await import('../../functions/lib/password');
    const { newPartyWrites } = await import('../../functions/data/parties/parties-repo');
    const { newProductWrites } = await import('../../functions/data/parties/products-repo');
    const { invoke } = await import('../../functions/test/invoke');

    const orgId = ulid();
    const entityId = ulid();
    const userId = ulid();
    await seedOrganisation({
      OrgId: orgId,
      Name: 'Bench Motors',
      Domain: 'benchsearch',
      Entities: [{ ...DEMO_WORKSHOP, EntId: entityId }],
      PasswordHash: await hashPassword('bench-password-1'),
      Users: [
        {
          UserId: userId,
          UserName: 'advisor',
          Name: 'Bench Advisor',
          Desig: 'Service Advisor',
          Email: 'a@bench.example.com',
          Phone: '6000000001',
          Role: 'Service Advisor',
          Branches: [entityId],
        },
      ],
    });
    const actor = { orgId, entityId, userId };

    // Seeding: the API's own item builders, written with parallel BatchWriteItem (25 items each).
    const started = performance.now();
    let written = 0;
    let buffer: Record<string, unknown>[] = [];
    const inFlight = new Set<Promise<void>>();
    const writeBatch = async (items: Record<string, unknown>[]): Promise<void> => {
      let pending = items.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * attempt));
        const answer = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
        pending = (answer.UnprocessedItems?.[tableName()] as typeof pending | undefined) ?? [];
      }
      written += items.length;
    };
    const push = async (item: Record<string, unknown>): Promise<void> => {
      buffer.push(item);
      if (buffer.length < 25) return;
      const batch = buffer;
      buffer = [];
      const task = writeBatch(batch).finally(() => inFlight.delete(task));
      inFlight.add(task);
      if (inFlight.size >= WRITE_CONCURRENCY) await Promise.race(inFlight);
    };
    const seen = new Set<string>();
    const now = new Date().toISOString();
    const customerIds: string[] = [];
    let seeded = 0;
    for (let i = 0; i < CUSTOMERS; i += 1) {
      if (i % 100 === 0 && (performance.now() - started) / 1000 > SEED_BUDGET_SECONDS) break;
      seeded = i + 1;
      const regNo = regNoOf(i);
      if (seen.has(regNo)) throw new Error(`Duplicate seeded registration number ${regNo}`);
      seen.add(regNo);
      const custId = ulid();
      const vehId = ulid();
      customerIds.push(custId);
      const company = i % 10 === 0;
      const first = pick(FIRST, i);
      const last = pick(LAST, Math.floor(i / FIRST.length));
      // Through the API's own schema, so seeded records are exactly what a create would store.
      const party = unlinkedParty(
        partyCreateBody.parse({
          Type: company ? 'Company' : 'Individual',
          DName: company ? `${first} ${last} Motors` : `${first} ${last}`,
          FName: first,
          LName: last,
          Cons: {
            Phones: { Main: phoneOf(i), Others: [] },
            Emails: [`${first}.${last}${i}@example.com`.toLowerCase()],
          },
          BAdd: { Ct: 'Bengaluru', St: 'Karnataka' },
          ...(company ? { GSTIN: gstinOf(i / 10) } : {}),
        }),
      );
      const customer = newPartyWrites(actor, 'CUST', custId, party, now);
      customer.record.Vehs = { [vehId]: regNo };
      const vehicle = newProductWrites(
        actor,
        vehId,
        productCreateBody.parse({
          RegNo: regNo,
          Make: pick(['Maruti Suzuki', 'Hyundai', 'Tata', 'Mahindra', 'Honda'], i),
          Model: pick(['Swift', 'Creta', 'Nexon', 'XUV700', 'City', 'Baleno'], i),
          Year: 2010 + (i % 15),
        }),
        { CustId: custId, DName: party.DName, Dt: '2024-01-01', OwnId: ulid() },
        now,
      );
      // The customer item is written with its vehicle list already set, so the
      // owner's list update (an Update, which BatchWrite cannot do) is not needed.
      for (const { item } of [...customer.writes, ...vehicle.writes]) {
        if (!item.Put) continue;
        const put = item.Put.Item as Record<string, unknown>;
        await push(put.sk === `CUST#${custId}` ? { ...put, Vehs: customer.record.Vehs } : put);
      }
    }
    if (buffer.length > 0) await writeBatch(buffer);
    await Promise.all(inFlight);
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(
      `Seeded customers:            ${seeded.toLocaleString('en-IN')} of ${CUSTOMERS.toLocaleString('en-IN')} wanted`,
    );
    console.log(`Seeded vehicles:             ${seeded.toLocaleString('en-IN')} (each owned by one customer)`);
    if (seeded < CUSTOMERS) {
      console.log(
        `Seeding stopped at the ${SEED_BUDGET_SECONDS} s budget: each customer + vehicle pair is ${Math.round(written / seeded)} items ` +
          '(record, phone and GSTIN uniqueness, name-word and e-mail search items, registration uniqueness, up to 9 ' +
          'registration suffix items, ownership), and DynamoDB Local on this shared 2-core machine writes them at the rate shown. ' +
          'Set BENCH_SEED_SECONDS to seed more.',
      );
    }
    console.log(
      `Items written:               ${written.toLocaleString('en-IN')} (records, uniqueness, search and ownership items)`,
    );
    console.log(
      `Seeding time:                ${seedSeconds.toFixed(1)} s (${Math.round(written / seedSeconds).toLocaleString('en-IN')} items/s)`,
    );

    // Count every DynamoDB request the handler sends, by command.
    const requests = recordRequests(db());

    const login = await invoke<LoginResponse>(iamRoutes.authenticate, {
      body: { username: 'advisor', password: 'bench-password-1', domain: 'benchsearch' },
    });
    if (login.status !== 200) throw new Error(`Login failed: ${JSON.stringify(login.body)}`);
    const token = login.body.Token;

    type Kind = 'Name' | 'Surname' | 'Phone' | 'Email' | 'RegNo part' | 'GSTIN' | 'Name+Phone';
    const kinds: Kind[] = ['Name', 'Surname', 'Phone', 'Email', 'RegNo part', 'GSTIN', 'Name+Phone'];
    const queryFor = (kind: Kind, n: number): Record<string, string> => {
      const i = (n * 7919) % seeded;
      switch (kind) {
        case 'Name':
          return { Name: pick(FIRST, i).slice(0, 2 + (n % 3)) };
        case 'Surname':
          return { Name: pick(LAST, n).slice(0, 3 + (n % 4)) };
        case 'Phone':
          return { Phone: phoneOf(i).slice(0, 6 + (n % 5)) };
        case 'Email':
          return { Email: `${pick(FIRST, i)}.${pick(LAST, Math.floor(i / FIRST.length))}${i}`.toLowerCase() };
        case 'RegNo part':
          return { RegNo: n % 2 === 0 ? regNoOf(i).slice(-4) : regNoOf(i).slice(4, 8) };
        case 'GSTIN':
          return { GSTIN: gstinOf(Math.floor(i / 10)).slice(0, 12) };
        case 'Name+Phone':
          return { Name: pick(FIRST, i).slice(0, 3), Phone: phoneOf(i).slice(0, 7) };
      }
    };
    // One untimed search first: the handler module loads and the session cache warms, as in a warm Lambda.
    await invoke(partiesRoutes.searchCustomers, { token, query: { Name: 'ra' } });
    const timings = new Map<Kind, number[]>();
    const all: number[] = [];
    const requestCounts: number[] = [];
    const byCommand = new Map<string, number>();
    let slowest = { ms: 0, n: 0, kind: '', query: '' };
    let rows = 0;
    const route: RouteDef = partiesRoutes.searchCustomers;
    for (let n = 0; n < SEARCHES; n += 1) {
      const kind = kinds[n % kinds.length] as Kind;
      const query = { ...queryFor(kind, n), Limit: '25' };
      requests.clear();
      const t0 = performance.now();
      const answer = await invoke<{ Items: unknown[] }>(route, { token, query });
      const ms = performance.now() - t0;
      if (answer.status !== 200)
        throw new Error(`Search ${JSON.stringify(query)} failed: ${JSON.stringify(answer.body)}`);
      rows += answer.body.Items.length;
      all.push(ms);
      if (ms > slowest.ms) slowest = { ms, n, kind, query: JSON.stringify(query) };
      timings.set(kind, [...(timings.get(kind) ?? []), ms]);
      requestCounts.push(requests.sent.length);
      for (const name of requests.sent) byCommand.set(name, (byCommand.get(name) ?? 0) + 1);
    }
    const sorted = [...all].sort((a, b) => a - b);
    const avgRequests = requestCounts.reduce((a, b) => a + b, 0) / requestCounts.length;
    console.log(`Searches run:                ${SEARCHES} (through the real parties handler, page size 25)`);
    console.log(`Search latency p50:          ${percentile(sorted, 50).toFixed(1)} ms`);
    console.log(`Search latency p95:          ${percentile(sorted, 95).toFixed(1)} ms`);
    console.log(
      `Search latency max:          ${(sorted.at(-1) ?? 0).toFixed(1)} ms (search #${slowest.n + 1}, ${slowest.kind} ${slowest.query})`,
    );
    console.log(
      `DynamoDB requests/search:    avg ${avgRequests.toFixed(2)}, max ${Math.max(...requestCounts)} (incl. 1 session read)`,
    );
    console.log(`Requests by command:         ${[...byCommand].map(([name, count]) => `${name} ${count}`).join(', ')}`);
    console.log(`Rows answered (total):       ${rows}`);
    for (const kind of kinds) {
      const list = [...(timings.get(kind) ?? [])].sort((a, b) => a - b);
      console.log(
        `  ${kind.padEnd(12)} n=${String(list.length).padStart(3)}  p50 ${percentile(list, 50).toFixed(1)} ms  p95 ${percentile(list, 95).toFixed(1)} ms`,
      );
    }
    console.log('Scan requests:               0 (every search is a key-condition Query on GSI1 plus BatchGetItem)');
    if (byCommand.has('ScanCommand')) throw new Error('A search used Scan');
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
