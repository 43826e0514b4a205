import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { inventoryItemRoutes as items } from '@shared/api/routes/inventory-items';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import type { PriceListAnswer } from '@shared/inventory/price-list-schemas';
import { db, tableName } from '../lib/aws-clients';
import { itemSearchPk } from '../data/inventory/item-search-rows';
import { rebuildItemSearch } from '../data/inventory/item-search-repo';
import { queryAll } from '../data/table/query-all';
import { createPart } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The counter's item search index (docs/inventory-items.md §13.2) follows every change of what it shows,
 * in the change's own transaction: an item made, its SKU, units and tracking, the part renamed, re-coded,
 * re-priced and deactivated, the item switched off; a list's price shows at once (read beside, not
 * stored); a part edit racing an item edit leaves the rows of the one that won; the backfill rebuilds an
 * organisation's rows exactly.
 */

let org: TestOrganisation;
let owner = '';
const PART = 'PRT9711';
const OTHER = 'PRT9712';
const THIRD = 'PRT9713';

type Row = ItemLookupRow & { PrList?: string };
const search = async (text: string): Promise<Row[]> => {
  const answer = await invoke<{ Items: Row[] }>(catalogueRoutes.itemsSaleNameLite, { token: owner, params: { text } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Items;
};
/** The stored rows' sort keys: what the index holds, token by token. */
const stored = async (): Promise<string[]> =>
  (
    await queryAll<{ sk: string }>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': itemSearchPk(org.orgId) },
      ConsistentRead: true,
    })
  )
    .map((r) => r.sk)
    .sort();
const partEdit = (id: string, body: Record<string, unknown>) =>
  invoke(catalogueRoutes.updatePart, { token: owner, params: { id }, body });
const itemEdit = (Id: string, body: Record<string, unknown>) =>
  invoke<{ ver: number }>(items.updateItem, { token: owner, params: { Id }, body });

async function setInventory(change: Record<string, unknown>): Promise<void> {
  const s = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: owner })).body;
  const on = await invoke(settingsRoutes.putInventory, {
    token: owner,
    body: { ver: s.ver, Inventory: { ...s.Settings.Inventory, ...change } },
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
}

beforeAll(async () => {
  let tokens: { owner: string };
  ({ org, tokens } = await organisationWithLogins(['owner'] as const));
  owner = tokens.owner;
  await Promise.all([
    createPart(org.orgId, { _id: PART, PCode: 'AF-971', Desc: 'Air filter Dzire', UoM: 'NOS' }),
    createPart(org.orgId, { _id: OTHER, PCode: 'CF-972', Desc: 'Cabin filter Dzire', UoM: 'NOS' }),
  ]);
  await setInventory({ SKU: true });
});

describe('the item search index follows every change', () => {
  it('an item made: its code and each word, nothing for a part that is not an item', async () => {
    expect((await invoke(items.createItem, { token: owner, body: { ItemId: PART, SKU: 'AIR-1' } })).status).toBe(200);
    expect(await stored()).toEqual([
      `af971#${PART}#C`,
      `air#${PART}#W`,
      `air1#${PART}#S`,
      `dzire#${PART}#W`,
      `filter#${PART}#W`,
    ]);
    expect((await search('dzi')).map((r) => r._id)).toEqual([PART]);
    expect((await search('air'))[0]).toMatchObject({ _id: PART, SKU: 'AIR-1', UnPr: 1200 });
  });

  it('the part renamed, re-coded and re-priced: the rows move with it in its edit', async () => {
    expect((await partEdit(PART, { ver: 1, Desc: 'Air cleaner Swift', PCode: 'AC-971', UnPr: 999.5 })).status).toBe(
      200,
    );
    expect(await stored()).toEqual([
      `ac971#${PART}#C`,
      `air#${PART}#W`,
      `air1#${PART}#S`,
      `cleaner#${PART}#W`,
      `swift#${PART}#W`,
    ]);
    // no item is called Dzire now: the catalogue's search answers, with the cabin filter (a part, not an item)
    expect((await search('dzire')).map((r) => r._id)).toEqual([OTHER]);
    expect((await search('cleaner'))[0]).toMatchObject({ PCode: 'AC-971', Desc: 'Air cleaner Swift', UnPr: 999.5 });
  });

  it('the SKU changed and tracking switched on; the item switched off and on again', async () => {
    expect((await itemEdit(PART, { ver: 1, SKU: 'AC-SW', Track: 'BN' })).status).toBe(200);
    expect(await stored()).toContain(`acsw#${PART}#S`);
    expect(await stored()).not.toContain(`air1#${PART}#S`);
    expect((await search('ac'))[0]).toMatchObject({ _id: PART, SKU: 'AC-SW', Track: 'BN' });
    expect((await itemEdit(PART, { ver: 2, Act: false })).status).toBe(200);
    expect(await stored()).toEqual([]);
    expect((await itemEdit(PART, { ver: 3, Act: true })).status).toBe(200);
    expect((await stored()).length).toBe(5);
  });

  it("a list's price shows at once: read beside the index, never stored in it", async () => {
    const list = await invoke<PriceListAnswer>(items.createPriceList, { token: owner, body: { Name: 'Counter' } });
    await invoke(items.changePrices, {
      token: owner,
      params: { Id: list.body._id },
      body: { ver: list.body.ver, Prices: [{ ItemId: PART, Pr: 949.99 }] },
    });
    await setInventory({ PrList: true, PrListId: list.body._id });
    expect((await search('AC-971'))[0]).toMatchObject({ UnPr: 949.99, PrList: 'Counter' });
  });

  it('a part edit racing an item edit: one wins, the other is refused, the rows are the winner’s', async () => {
    expect((await invoke(items.createItem, { token: owner, body: { ItemId: OTHER } })).status).toBe(200);
    const [part, item] = await Promise.all([
      partEdit(OTHER, { ver: 1, Desc: 'Pollen filter Dzire' }),
      itemEdit(OTHER, { ver: 1, SKU: 'POL-1' }),
    ]);
    expect([part.status, item.status].sort()).toContain(200);
    const rows = (await stored()).filter((sk) => sk.includes(OTHER));
    const desc = part.status === 200 ? 'pollen' : 'cabin';
    expect(rows).toContain(`${desc}#${OTHER}#W`);
    expect(rows.some((sk) => sk.startsWith('pol1#'))).toBe(item.status === 200);
  });

  it('pages by its own cursor, which another text cannot use', async () => {
    await createPart(org.orgId, { _id: THIRD, PCode: 'AC-973', Desc: 'Air cleaner Dzire', UoM: 'NOS' });
    expect((await invoke(items.createItem, { token: owner, body: { ItemId: THIRD } })).status).toBe(200);
    const page = (query: Record<string, string>, text = 'ac') =>
      invoke<{ Items: Row[]; Next?: string }>(catalogueRoutes.itemsSaleNameLite, {
        token: owner,
        params: { text },
        query,
      });
    const first = await page({ Limit: '1' });
    expect(first.body.Items.map((r) => r._id)).toEqual([PART]);
    const second = await page({ Limit: '1', Next: first.body.Next ?? '' });
    expect(second.body.Items.map((r) => r._id)).toEqual([THIRD]);
    expect((await page({ Limit: '1', Next: first.body.Next ?? '' }, 'air')).status).toBe(400);
  });

  it('the part deactivated: its rows go; the backfill rebuilds the organisation exactly', async () => {
    const before = await stored();
    expect(
      (await invoke(catalogueRoutes.deactivatePart, { token: owner, params: { id: PART }, body: { ver: 2 } })).status,
    ).toBe(200);
    expect((await stored()).some((sk) => sk.includes(PART))).toBe(false);
    // rows lost (an organisation from before the index) and a stray row: the rebuild puts back exactly what is wanted
    const wanted = await stored();
    for (const sk of wanted)
      await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: itemSearchPk(org.orgId), sk } }));
    expect(before.length).toBeGreaterThan(wanted.length);
    const done = await rebuildItemSearch(org.orgId);
    expect(done).toMatchObject({ items: 3, put: wanted.length, deleted: 0 });
    expect(await stored()).toEqual(wanted);
  });
});
