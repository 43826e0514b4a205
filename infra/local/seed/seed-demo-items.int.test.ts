import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { normaliseCode } from '@shared/catalogue/search-keys';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import { listGroups } from '../../../functions/data/inventory/item-groups-repo';
import { listItems } from '../../../functions/data/inventory/items-repo';
import { isItemSearchCursor, rebuildItemSearch } from '../../../functions/data/inventory/item-search-repo';
import { itemSearchPk } from '../../../functions/data/inventory/item-search-rows';
import { queryAll } from '../../../functions/data/table/query-all';
import { getPriceList } from '../../../functions/data/inventory/price-lists-repo';
import { levelsWithBalances } from '../../../functions/data/inventory/reorder-repo';
import { availableQ, toBuyQ } from '../../../functions/inventory/reorder-calls';
import { ensureSystemCatalogue } from '../../../functions/test/system-catalogue';
import { invoke } from '../../../functions/test/invoke';
import {
  createTestOrganisation,
  demoTargetOf,
  TEST_PASSWORD,
  type TestOrganisation,
} from '../../../functions/test/test-organisation';
import { DEMO_WORKSHOP_STOCK } from './demo-inventory';
import { seedDemoInventory } from './seed-demo-inventory';
import { demoCounterLines, seedDemoItems } from './seed-demo-items';
import { seedDemoSetup } from './seed-demo-setup';
import { seedReference } from './seed-reference';

/**
 * The demo's item master (seed-demo-items.ts) in a test organisation set up like
 * the demo: groups, reorder levels that put a few items on the reorder point
 * report, the fleet price list, and a second start that writes nothing.
 */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  // The items are system catalogue parts: their search rows are written from the parts (docs/inventory-items.md §13.2).
  await Promise.all([ensureSystemCatalogue(), seedReference()]);
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

  it('answers a code typed at the spare-parts counter from the item search index', async () => {
    const workshop = new Set(DEMO_WORKSHOP_STOCK.flatMap((b) => b.lines.map((l) => l.part._id)));
    // A part on the counter only (not on the workshop's shelves): an item because the counter has it.
    const part = demoCounterLines().find((l) => !workshop.has(l.part._id))?.part;
    if (!part) throw new Error('The demo counter has no part of its own');
    const login = await invoke<LoginResponse>(iamRoutes.authenticate, {
      body: { username: 'partsmanager', password: TEST_PASSWORD, domain: org.domain },
    });
    const atCounter = await invoke<LoginResponse>(iamRoutes.switchBranch, {
      token: login.body.Token,
      body: { ToEntityId: org.partsBranchId },
    });
    expect(atCounter.status, JSON.stringify(atCounter.body)).toBe(200);
    const search = (text: string, query: Record<string, string> = {}) =>
      invoke<{ Items: ItemLookupRow[]; Next?: string }>(catalogueRoutes.itemsSaleNameLite, {
        token: atCounter.body.Token,
        params: { text },
        query,
      });
    const code = normaliseCode(part.PCode);
    const rows = await queryAll<{ sk: string }>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :code)',
      ExpressionAttributeValues: { ':pk': itemSearchPk(org.orgId), ':code': `${code}#` },
    });
    expect(rows.map((r) => r.sk)).toContain(`${code}#${part._id}#C`);
    const typed = await search(part.PCode);
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.Items[0]).toMatchObject({ _id: part._id, PCode: part.PCode });
    // Paged by the index's own cursor, not the catalogue's: the index answered.
    const first = await search(code.slice(0, 3), { Limit: '1' });
    expect(first.body.Items).toHaveLength(1);
    expect(isItemSearchCursor(first.body.Next)).toBe(true);
  });

  it('writes nothing on a second start', async () => {
    expect(await seedDemoItems(target)).toBe('present');
  });
});
