import { ulid } from 'ulid';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import type { RouteDef } from '@shared/api/route';
import { SEED_PARTS } from '@shared/catalogue/seed';
import { DEMO_WORKSHOP } from '../../infra/local/seed/demo-organisation';
import { seedOrganisation } from '../../infra/local/seed/seed-organisation';
import { percentile, recordRequests, withBenchTable } from './lib/bench-kit';

/**
 * Benchmark of catalogue search as you type (docs/catalogue.md §6): its own in-memory
 * DynamoDB Local with the system catalogue, one workshop that reads the system
 * catalogue beside its own (no OWN settings), then operation and part searches
 * typed one keystroke at a time ("br", "bra", "brak", ...) through the real
 * `catalogue` handler, first with 1,000 parts in all, then with the full seed plus
 * 20,000 extra parts of the organisation's own. Prints p50/p95 and DynamoDB
 * requests per search. No assertions: figures only.
 */
const EXTRA_PARTS = Number(process.env.BENCH_EXTRA_PARTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** Seeding stops after this many seconds on a busy machine; the figures then say how many parts were seeded. */
const SEED_BUDGET_SECONDS = Number(process.env.BENCH_SEED_SECONDS ?? 600);
const TABLE = 'karkhana-bench-catalogue';

/** What an advisor types, one keystroke after another. */
const typing = (...words: string[]): string[][] =>
  words.map((phrase) =>
    Array.from({ length: phrase.length - 1 }, (_, i) => phrase.slice(0, i + 2)).filter((t) => !t.endsWith(' ')),
  );
const OPERATION_TYPING = typing('brake pad', 'front bumper', 'clutch overhaul', 'wheel alignment');
const PART_TYPING = typing('brake pad', 'oil filter swift', 'front bumper', '16510m', 'tyre 185');

const BRANDS = [
  'Bosch',
  'Brembo',
  'Valeo',
  'Minda',
  'Lumax',
  'Rane',
  'Mahle',
  'Denso',
  'NGK',
  'Exide',
  'Amaron',
  'Gabriel',
  'Monroe',
  'TVS',
  'Sachs',
  'Lucas',
];

/** Aftermarket parts of the organisation: a seed part's family under a brand, with a brand code. */
function extraParts(from: number, count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const base = SEED_PARTS[i % SEED_PARTS.length] as (typeof SEED_PARTS)[number];
    const brand = BRANDS[Math.floor(i / SEED_PARTS.length) % BRANDS.length] as string;
    return {
      ...base,
      _id: `PRTX${String(i).padStart(6, '0')}`,
      PCode: `${brand.slice(0, 2).toUpperCase()}${String(100_000 + i)}`,
      Desc: `${brand} ${base.Desc}`,
      Make: brand,
    };
  });
}

type Figures = {
  label: string;
  p50: number;
  p95: number;
  max: number;
  avgRequests: number;
  maxRequests: number;
  avgQueries: number;
  rows: number;
  searches: number;
};

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const { db } = await import('../../functions/lib/aws-clients');
    const { hashPassword } = await import('../../functions/lib/password');
    const { seedSystemCatalogue, catalogueItems } = await import('../../functions/data/catalogue/system-seed');
    const { orgOwner } = await import('../../functions/data/catalogue/catalogue-keys');
    const { putAll } = await import('../../functions/data/table/batch-write');
    const { invoke } = await import('../../functions/test/invoke');

    const orgId = ulid();
    const entityId = ulid();
    await seedOrganisation({
      OrgId: orgId,
      Name: 'Bench Motors',
      Domain: 'benchcatalogue',
      Entities: [{ ...DEMO_WORKSHOP, EntId: entityId }],
      PasswordHash: await hashPassword('bench-password-1'),
      Users: [
        {
          UserId: ulid(),
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
    const t0 = performance.now();
    await seedSystemCatalogue();
    console.log(
      `System catalogue seeded:     ${((performance.now() - t0) / 1000).toFixed(1)} s (80 complaints, 164 operations, ${SEED_PARTS.length} parts)`,
    );

    const requests = recordRequests(db());
    const login = await invoke<LoginResponse>(iamRoutes.authenticate, {
      body: { username: 'advisor', password: 'bench-password-1', domain: 'benchcatalogue' },
    });
    if (login.status !== 200) throw new Error(`Login failed: ${JSON.stringify(login.body)}`);
    const token = login.body.Token;

    let seededExtra = 0;
    let itemsWritten = 0;
    const addParts = async (upTo: number): Promise<void> => {
      const started = performance.now();
      while (seededExtra < upTo) {
        if ((performance.now() - started) / 1000 > SEED_BUDGET_SECONDS) break;
        const count = Math.min(500, upTo - seededExtra);
        const items = catalogueItems(orgOwner(orgId), 'PART', extraParts(seededExtra, count), 1);
        await putAll(items, 8);
        itemsWritten += items.length;
        seededExtra += count;
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `Own parts seeded:            ${seededExtra.toLocaleString('en-IN')} (${itemsWritten.toLocaleString('en-IN')} record and index items so far; last step ${seconds.toFixed(1)} s)`,
      );
    };

    const measure = async (label: string, route: RouteDef, sequences: string[][], param: 'text'): Promise<Figures> => {
      // One untimed round first: the handler loads and the JIT warms, as in a warm Lambda.
      for (const text of sequences.flat()) await invoke(route, { token, params: { [param]: text } });
      const times: number[] = [];
      const counts: number[] = [];
      const queries: number[] = [];
      let rows = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const sequence of sequences) {
          for (const text of sequence) {
            requests.clear();
            const started = performance.now();
            const answer = await invoke<{ Items: unknown[] }>(route, { token, params: { [param]: text } });
            times.push(performance.now() - started);
            if (answer.status !== 200) throw new Error(`${label} '${text}': ${JSON.stringify(answer.body)}`);
            rows += answer.body.Items.length;
            counts.push(requests.sent.length);
            queries.push(requests.sent.filter((r) => r === 'QueryCommand').length);
            if (requests.sent.includes('ScanCommand')) throw new Error('A search used Scan');
          }
        }
      }
      const sorted = [...times].sort((a, b) => a - b);
      const avg = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
      return {
        label,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted.at(-1) ?? 0,
        avgRequests: avg(counts),
        maxRequests: Math.max(...counts),
        avgQueries: avg(queries),
        rows,
        searches: times.length,
      };
    };

    const print = (f: Figures) =>
      console.log(
        `  ${f.label.padEnd(38)} n=${f.searches}  p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  max ${f.max.toFixed(1)} ms  ` +
          `requests/search avg ${f.avgRequests.toFixed(2)} (queries ${f.avgQueries.toFixed(2)}) max ${f.maxRequests}  rows ${f.rows}`,
      );

    const results: Figures[] = [];
    const scenario = async (parts: number) => {
      const label = `${(SEED_PARTS.length + seededExtra).toLocaleString('en-IN')} parts`;
      console.log(
        `\nScenario: ${label} (system ${SEED_PARTS.length} + own ${seededExtra.toLocaleString('en-IN')}; wanted ${parts.toLocaleString('en-IN')})`,
      );
      const op = await measure(`operations, ${label}`, catalogueRoutes.opSearchLite, OPERATION_TYPING, 'text');
      const part = await measure(`parts, ${label}`, catalogueRoutes.dummyPartsLite, PART_TYPING, 'text');
      print(op);
      print(part);
      results.push(op, part);
    };

    await addParts(1_000 - SEED_PARTS.length);
    await scenario(1_000);
    await addParts(EXTRA_PARTS);
    await scenario(SEED_PARTS.length + EXTRA_PARTS);

    console.log('\nKeystrokes typed per round: operations', OPERATION_TYPING.flat().join(' | '));
    console.log('                            parts', PART_TYPING.flat().join(' | '));
    console.log(
      'Requests per search count every DynamoDB call of the handler, including the session read (1 BatchGetItem).',
    );
    const [op1, part1, op2, part2] = results;
    if (op1 && part1 && op2 && part2) {
      const ratio = (a: Figures, b: Figures) => `${(((b.p95 - a.p95) / a.p95) * 100).toFixed(0)} %`;
      console.log(
        `p95 change from 1,000 parts to the larger catalogue: operations ${ratio(op1, op2)}, parts ${ratio(part1, part2)}`,
      );
    }
    console.log(
      'Scan requests:               0 (every search is a key-condition Query on GSI1; SearchLite answers from the index items)',
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
