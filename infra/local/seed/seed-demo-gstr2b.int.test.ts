import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstr2bRoutes } from '@shared/api/routes/gstr2b';
import type { Gstr2bView } from '@shared/gst/returns/gstr2b-call-schemas';
import { seedSystemCatalogue } from '../../../functions/data/catalogue/system-seed';
import { invoke } from '../../../functions/test/invoke';
import { organisationWithLogins } from '../../../functions/test/test-logins';
import { demoTargetOf } from '../../../functions/test/test-organisation';
import { seedDemoBills } from './seed-demo-bills';
import { DEMO_MISTYPED_NUMBER, seedDemoGstr2b } from './seed-demo-gstr2b';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoParties } from './seed-demo-parties';
import { seedDemoPurchases } from './seed-demo-purchases';
import { seedDemoSetup } from './seed-demo-setup';

/**
 * The demo's GSTR-2B file: written for the demo bills' month and imported as a user
 * would, it shows the two mismatches to find (a value, a number) and nothing else.
 */

let token: string;
let path: string | undefined;
const dir = mkdtempSync(join(tmpdir(), 'karkhana-gstr2b-'));

beforeAll(async () => {
  await seedSystemCatalogue();
  const { org, tokens } = await organisationWithLogins(['owner'] as const);
  token = tokens.owner;
  const target = demoTargetOf(org);
  await Promise.all([seedDemoParties(target), seedDemoSetup(target).then(() => seedDemoInventory(target))]);
  await seedDemoPurchases(target);
  await seedDemoBills(target);
  path = await seedDemoGstr2b(target, dir);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the demo GSTR-2B', () => {
  it('imported for its month, it shows two mismatches: the restock’s value and the oil bill’s number', async () => {
    expect(path).toMatch(/returns_R2B_\w{15}_\d{6}\.json$/);
    const text = readFileSync(path!, 'utf8');
    const data = (JSON.parse(text) as { data: { rtnprd: string } }).data;
    const period = `${data.rtnprd.slice(2)}-${data.rtnprd.slice(0, 2)}`;
    const answer = await invoke<Gstr2bView>(gstr2bRoutes.gstr2bImport, {
      token,
      body: { Period: period, FileName: 'demo.json', File: text },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Counts).toStrictEqual({ Matched: 0, Mismatched: 2, MissingInBooks: 0, MissingIn2B: 0 });
    const found = answer.body.Rows.map((r) => [r.Reasons.join('+'), r.Doc?.No, r.Bill?.No]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['Value', 'SMAS/0412', 'SMAS/0412'],
        ['Number', DEMO_MISTYPED_NUMBER, 'CL/2627/0087'],
      ]),
    );
  });
});
