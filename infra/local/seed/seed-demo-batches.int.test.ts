import { beforeAll, describe, expect, it } from 'vitest';
import { checkStockInvariant } from '../../../functions/data/inventory/stock-invariant';
import { listItemBalances } from '../../../functions/data/inventory/stock-repo';
import { readItemTracking } from '../../../functions/data/inventory/tracking-repo';
import { snapshotOrganisation } from '../../../functions/test/org-snapshot';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedDemoBatches } from './seed-demo-batches';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoSetup } from './seed-demo-setup';

/**
 * The demo's batches and serials (seed-demo-batches.ts) in a test organisation
 * set up like the demo: oils in batches with expiry dates, batteries counted
 * by serial number, the invariant whole, and a second start writes nothing.
 */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  await seedDemoSetup(target);
  await seedDemoInventory(target);
  expect(await seedDemoBatches(target)).toBe('seeded');
}, 300_000);

describe('the demo batches and serials', () => {
  it('stocks the oils in four batches each, one expired, and every battery by serial number', async () => {
    const oil = await readItemTracking(org.orgId, org.partsBranchId, 'PRT0388');
    expect(oil.batches).toHaveLength(4);
    expect(oil.batches.map((b) => b.Batch).sort()).toEqual(['EO1-B24', 'EO1-B25', 'EO1-B26', 'EO1-B27']);
    for (const id of ['PRT0259', 'PRT0262']) {
      const [balance] = await listItemBalances(org.orgId, org.partsBranchId, id);
      const { serials } = await readItemTracking(org.orgId, org.partsBranchId, id);
      expect(serials.filter((s) => s.Sts === 'InStock').length * 1000).toBe(balance?.OnHand);
      expect(serials.length).toBeGreaterThan(0);
    }
    const check = await checkStockInvariant(org.orgId, org.partsBranchId);
    expect(check.breaches).toEqual([]);
    expect(check.tracking).toEqual([]);
  }, 120_000);

  it('a second start writes nothing', async () => {
    const before = await snapshotOrganisation(org.orgId);
    expect(await seedDemoBatches(target)).toBe('present');
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });
});
