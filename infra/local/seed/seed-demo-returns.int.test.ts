import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSystemCatalogue } from '../../../functions/data/catalogue/system-seed';
import { listPurchaseReturns, listVendorNotes } from '../../../functions/data/purchasing/vendor-notes-repo';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedDemoBills } from './seed-demo-bills';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoParties } from './seed-demo-parties';
import { seedDemoPurchases } from './seed-demo-purchases';
import { DEMO_RETURN, demoReturnsMarkerKey, seedDemoReturns } from './seed-demo-returns';
import { seedDemoSetup } from './seed-demo-setup';
import { seedReference } from './seed-reference';

/** The demo month's return: one unit of the restock back with its debit note; a second or resumed start writes nothing twice. */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  await Promise.all([seedReference(), seedSystemCatalogue()]);
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  await Promise.all([seedDemoParties(target), seedDemoSetup(target).then(() => seedDemoInventory(target))]);
  await seedDemoPurchases(target);
  await seedDemoBills(target);
  expect(await seedDemoReturns(target)).toBe('seeded');
}, 240_000);

const written = async () => ({
  returns: (await listPurchaseReturns(org.orgId, org.workshopId, { limit: 10 })).items,
  notes: (await listVendorNotes(org.orgId, org.workshopId, 'Debit', { limit: 10 })).items,
});

describe('the demo return', () => {
  it('sends one unit of the restock back with its debit note against the restock bill', async () => {
    const { returns, notes } = await written();
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({ Reason: DEMO_RETURN.reason, Sts: 'Returned' });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ VendBillNo: 'SMAS/0412', Reason: 'Return', ReturnId: returns[0]?.DocId });
    expect(notes[0]?.TotP).toBeGreaterThan(0);
  });

  it('writes nothing twice: a second start, and a start resumed before the marker', async () => {
    const before = JSON.stringify(await written());
    expect(await seedDemoReturns(target)).toBe('present');
    await db().send(new DeleteCommand({ TableName: tableName(), Key: demoReturnsMarkerKey(org.orgId) }));
    expect(await seedDemoReturns(target)).toBe('seeded');
    expect(JSON.stringify(await written())).toBe(before);
  });
});
