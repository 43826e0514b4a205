import { beforeAll, describe, expect, it } from 'vitest';
import { listItemBalances } from '../../../functions/data/inventory/stock-repo';
import { listRequestedParts } from '../../../functions/data/inventory/requested-parts';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedReference } from './seed-reference';
import { seedDemoDocuments } from './seed-demo-documents';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoParties } from './seed-demo-parties';
import { seedDemoReservations } from './seed-demo-reservations';
import { seedDemoSetup } from './seed-demo-setup';

/**
 * The demo's reservations (seed-demo-reservations.ts) in a test organisation set
 * up like the demo: the open orders' stocked parts are held where the shelf has
 * them, the short shock absorber is a requested part, and a second start writes nothing.
 */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  await seedReference();
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  await seedDemoParties(target);
  await seedDemoDocuments({
    orgId: org.orgId,
    workshopId: org.workshopId,
    advisorId: org.users.advisor.userId,
    advisorName: 'Advisor Tester',
  });
  await seedDemoSetup(target);
  await seedDemoInventory(target);
}, 300_000);

describe('the demo reservations', () => {
  it('requests what the shelf lacks, holds what it has, and is written once', async () => {
    expect(await seedDemoReservations(target)).toBe('seeded');
    const requests = await listRequestedParts(org.orgId, org.workshopId, { limit: 50 });
    expect(requests.items.length).toBeGreaterThan(0);
    expect(requests.items.every((r) => r.Sts === 'New' && r.Qty > 0)).toBe(true);
    const held = await Promise.all(requests.items.map((r) => listItemBalances(org.orgId, org.workshopId, r.ItemId)));
    expect(held.flat().every((b) => (b.Resv ?? 0) <= b.OnHand)).toBe(true);
    expect(await seedDemoReservations(target)).toBe('present');
  });
});
