import { beforeAll, describe, expect, it } from 'vitest';
import { listChallans } from '../../../functions/data/challans/challans-repo';
import { checkStockInvariant } from '../../../functions/data/inventory/stock-invariant';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { CHALLAN_STATUSES } from '@shared/challans/challan-statuses';
import { seedDemoChallans } from './seed-demo-challans';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoSetup } from './seed-demo-setup';
import { seedReference } from './seed-reference';

/** The demo's delivery challans in the spare-parts branch: one on approval out, one job work partly back. */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  await seedReference();
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  await seedDemoSetup(target);
  await seedDemoInventory(target);
  expect(await seedDemoChallans(target)).toBe('seeded');
}, 120_000);

describe('the demo delivery challans', () => {
  it('are one on approval, issued, and one job work partly returned; the stock adds up; a second start writes nothing', async () => {
    const page = await listChallans(org.orgId, org.partsBranchId, { limit: 10, statuses: CHALLAN_STATUSES });
    expect(page.items.map((c) => [c.Purpose, c.Sts]).sort()).toEqual([
      ['Approval', 'Issued'],
      ['JobWork', 'Partially Returned'],
    ]);
    for (const c of page.items) expect(c.Num).toMatch(/^DC\//);
    expect((await checkStockInvariant(org.orgId, org.partsBranchId)).breaches).toEqual([]);
    expect(await seedDemoChallans(target)).toBe('present');
  });
});
