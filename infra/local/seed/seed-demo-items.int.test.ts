import { beforeAll, describe, expect, it } from 'vitest';
import { listGroups } from '../../../functions/data/inventory/item-groups-repo';
import { listItems } from '../../../functions/data/inventory/items-repo';
import { rebuildItemSearch } from '../../../functions/data/inventory/item-search-repo';
import { itemSearchPk } from '../../../functions/data/inventory/item-search-rows';
import { queryAll } from '../../../functions/data/table/query-all';
import { getPriceList } from '../../../functions/data/inventory/price-lists-repo';
import { levelsWithBalances } from '../../../functions/data/inventory/reorder-repo';
import { availableQ, toBuyQ } from '../../../functions/inventory/reorder-calls';
import { ensureSystemCatalogue } from '../../../functions/test/system-catalogue';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoItems } from './seed-demo-items';
import { seedDemoSetup } from './seed-demo-setup';

/**
 * The demo's item master (seed-demo-items.ts) in a test organisation set up like
 * the demo: groups, reorder levels that put a few items on the reorder point
 * report, the fleet price list, and a second start that writes nothing.
 */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  // The items are system catalogue parts: their search rows are written from the parts (docs/inventory-items.md §13.2).
  await ensureSystemCatalogue();
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  await seedDemoSetup(target);
  await seedDemoInventory(target);
  expect(await seedDemoItems(target)).toBe('seeded');
}, 300_000);

describe('the demo item master', () => {
  it('groups the workshop’s items and puts a few of them on the reorder point report', async () => {
    expect((await listGroups(org.orgId)).length).toBeGreaterThan(1);
    const page = await levelsWithBalances(org.orgId, org.workshopId, { limit: 50 });
    const due = page.items.filter(({ level, balance }) => toBuyQ(level, availableQ(balance)) !== undefined);
    expect(due.length).toBeGreaterThanOrEqual(3);
    expect(due.length).toBeLessThan(page.items.length);
    expect((await getPriceList(org.orgId, 'PRL-DEMO-FLEET'))?.Count).toBe(20);
  });

  it('gives every item a unit cost (the P&L by unit cost)', async () => {
    const items = (await listItems(org.orgId, { limit: 50 })).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((i) => !(typeof i.UnCostP === 'number' && i.UnCostP > 0))).toEqual([]);
  });

  it("puts every item in the counter's item search index, which a rebuild leaves as it is", async () => {
    const items = (await listItems(org.orgId, { limit: 50 })).items;
    const indexed = async () =>
      (
        await queryAll<{ sk: string; ItemId: string }>({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': itemSearchPk(org.orgId) },
        })
      ).map((r) => r.sk);
    const rows = await indexed();
    expect(items.filter((item) => !rows.some((sk) => sk.includes(`#${item.ItemId}#C`))).map((i) => i.ItemId)).toEqual(
      [],
    );
    expect(await rebuildItemSearch(org.orgId)).toMatchObject({ put: rows.length, deleted: 0 });
    expect(await indexed()).toEqual(rows);
  });

  it('writes nothing on a second start', async () => {
    expect(await seedDemoItems(target)).toBe('present');
  });
});
