import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { allMovements, listItemBalances, listStock } from '../../../functions/data/inventory/stock-repo';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { snapshotOrganisation } from '../../../functions/test/org-snapshot';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { DEMO_PARTS_BRANCH_STOCK, DEMO_WORKSHOP_STOCK } from './demo-inventory';
import { seedDemoInventory, demoInventoryMarkerKey } from './seed-demo-inventory';
import { seedDemoSetup } from './seed-demo-setup';

/**
 * The demo's opening stock (demo-inventory.ts), posted as adjustments into a
 * test organisation set up like the demo: every planned line becomes a balance
 * whose movements add up to it, and a second or resumed start writes no stock twice.
 */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  await seedDemoSetup(target);
  expect(await seedDemoInventory(target)).toBe('seeded');
});

const lineCount = (batches: typeof DEMO_WORKSHOP_STOCK) => batches.reduce((n, b) => n + b.lines.length, 0);

describe('the demo opening stock', () => {
  it('stocks a few hundred parts at the spare-parts branch and a few dozen at the workshop, movements matching balances', async () => {
    expect(lineCount(DEMO_PARTS_BRANCH_STOCK)).toBeGreaterThanOrEqual(300);
    expect(lineCount(DEMO_WORKSHOP_STOCK)).toBeGreaterThanOrEqual(30);
    for (const [entId, batches] of [
      [org.partsBranchId, DEMO_PARTS_BRANCH_STOCK],
      [org.workshopId, DEMO_WORKSHOP_STOCK],
    ] as const) {
      const page = await listStock(org.orgId, entId, { limit: 1000 });
      expect(page.items).toHaveLength(lineCount(batches));
      expect(page.items.every((b) => b.OnHand > 0 && b.ValueP > 0 && Number.isInteger(b.ValueP))).toBe(true);
    }
    const [first] = DEMO_WORKSHOP_STOCK[0]?.lines ?? [];
    if (!first) throw new Error('no workshop stock planned');
    const [balance] = await listItemBalances(org.orgId, org.workshopId, first.part._id);
    const moves = await allMovements(org.orgId, org.workshopId, first.part._id);
    expect(balance?.OnHand).toBe(first.Qty * 1000);
    expect(moves.map((m) => [m.Qty, m.ValueP, m.Reason])).toEqual([
      [first.Qty * 1000, first.Qty * first.UnCostP, 'Opening stock'],
    ]);
  });

  it('a second start writes nothing, and a start after an interrupted one posts no stock twice', async () => {
    const before = await snapshotOrganisation(org.orgId);
    expect(await seedDemoInventory(target)).toBe('present');
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
    // As if the earlier start stopped before its marker: every adjustment is there, so none is posted again.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: demoInventoryMarkerKey(org.orgId) }));
    expect(await seedDemoInventory(target)).toBe('seeded');
    const workshop = await listStock(org.orgId, org.workshopId, { limit: 1000 });
    expect(workshop.items).toHaveLength(lineCount(DEMO_WORKSHOP_STOCK));
    expect(workshop.items.every((b) => b.Seq === 1)).toBe(true);
  });
});
