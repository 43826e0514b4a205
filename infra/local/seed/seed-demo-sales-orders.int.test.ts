import { beforeAll, describe, expect, it } from 'vitest';
import { listSalesDocs } from '../../../functions/data/sales-orders/so-repo';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoParties } from './seed-demo-parties';
import { seedDemoSalesOrders } from './seed-demo-sales-orders';
import { seedDemoSetup } from './seed-demo-setup';
import { seedReference } from './seed-reference';

/**
 * The demo's open sales orders and estimate in the spare-parts branch: a Draft,
 * a New and an Approved order and a New estimate, numbered SO/…/00001–3 and
 * SE/…/00001, with their counts; a second start writes nothing.
 */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  await seedReference();
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  await seedDemoSetup(target);
  await Promise.all([seedDemoInventory(target), seedDemoParties(target)]);
  expect(await seedDemoSalesOrders(target)).toBe('seeded');
}, 180_000);

const orders = () =>
  listSalesDocs('SalesOrder', org.orgId, org.partsBranchId, { limit: 20, statuses: ['Draft', 'New', 'Approved'] });

describe('the demo sales orders', () => {
  it('are a Draft, a New and an Approved order, numbered without a gap, and one estimate', async () => {
    const page = await orders();
    expect(page.items.map((i) => i.Sts).sort()).toEqual(['Approved', 'Draft', 'New']);
    expect(page.counts).toEqual({ Draft: 1, New: 1, Approved: 1 });
    expect(page.items.map((i) => String(i.Num).split('/')[2]).sort()).toEqual(['00001', '00002', '00003']);
    for (const i of page.items) expect(Number(i.GrandTotalP)).toBeGreaterThan(0);
    const estimates = await listSalesDocs('SalesEstimate', org.orgId, org.partsBranchId, {
      limit: 5,
      statuses: ['New'],
    });
    expect(estimates.items.map((i) => [i.Sts, String(i.Num).split('/')[2]])).toEqual([['New', '00001']]);
  });

  it('a second start writes nothing', async () => {
    expect(await seedDemoSalesOrders(target)).toBe('present');
    expect((await orders()).items).toHaveLength(3);
  });
});
