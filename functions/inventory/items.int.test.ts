import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import { inventoryItemRoutes as routes } from '@shared/api/routes/inventory-items';
import { ItemMessages } from '@shared/inventory/item-messages';
import type { ItemAnswer, ItemGroup, ItemRow } from '@shared/inventory/item-schemas';
import type { PriceListAnswer, PriceRowAnswer } from '@shared/inventory/price-list-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { invoke } from '../test/invoke';
import { createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The item master (docs/inventory-items.md): an item is a catalogue part made an
 * item by a record of its own, edited at `ver`; groups; price lists in paise.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk' | 'advisor', string>;
let main: Warehouse;

const FILTER = 'PRT9301';
const PADS = 'PRT9302';
const OIL = 'PRT9303';

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk', 'advisor'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  await Promise.all([
    createPart(org.orgId, { _id: FILTER, PCode: 'OF-301', Desc: 'Oil filter Swift', UoM: 'NOS' }),
    createPart(org.orgId, { _id: PADS, PCode: 'BP-302', Desc: 'Brake pads front', UoM: 'SET' }),
    createPart(org.orgId, { _id: OIL, PCode: 'EO-303', Desc: 'Engine oil 5W30', UoM: 'LTR' }),
  ]);
});

const create = (body: unknown, token = tokens.partsclerk) => invoke<ItemAnswer>(routes.createItem, { token, body });
const update = (Id: string, body: unknown, token = tokens.partsclerk) =>
  invoke<ItemAnswer>(routes.updateItem, { token, params: { Id }, body });
const read = async (Id: string): Promise<ItemAnswer> => {
  const answer = await invoke<ItemAnswer>(routes.item, { token: tokens.partsclerk, params: { Id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('items', () => {
  it('makes a part an item once, with its group, units and reorder level; the part stays the one record', async () => {
    const group = await invoke<ItemGroup>(routes.createItemGroup, {
      token: tokens.partsclerk,
      body: { Name: 'Filters' },
    });
    expect(group.status).toBe(200);
    const made = await create({
      ItemId: FILTER,
      Grp: group.body._id,
      UoMs: [{ UoM: 'box', Per: 12 }],
      Reorder: [{ WhId: main._id, Lvl: 5, Qty: 24 }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({
      ItemId: FILTER,
      PCode: 'OF-301',
      Desc: 'Oil filter Swift',
      UoM: 'NOS',
      GrpName: 'Filters',
      UoMs: [{ UoM: 'BOX', Per: 12 }],
      Reorder: [{ WhId: main._id, Lvl: 5, Qty: 24 }],
      SalePr: 1200,
      SalePrFrom: 'Part',
      ver: 1,
    });
    expectRefused(await create({ ItemId: FILTER }), 409, ItemMessages.alreadyItem);

    const list = await invoke<{ Items: ItemRow[] }>(routes.items, { token: tokens.partsclerk });
    expect(list.body.Items.map((i) => i.ItemId)).toContain(FILTER);
    const found = await invoke<{ Items: ItemRow[] }>(routes.items, {
      token: tokens.partsclerk,
      query: { Q: 'oil filter' },
    });
    expect(found.body.Items.map((i) => i.ItemId)).toEqual([FILTER]);
  });

  it("refuses another organisation's part and writes nothing", async () => {
    const other = await organisationWithLogins(['owner'] as const);
    await createPart(other.org.orgId, { _id: 'PRT9399', PCode: 'X-1', Desc: 'Their part', UoM: 'NOS' });
    expectRefused(await create({ ItemId: 'PRT9399' }), 400, ItemMessages.partUnknown('PRT9399'));
    expectRefused(await invoke(routes.item, { token: tokens.partsclerk, params: { Id: 'PRT9399' } }), 404);
    // and their owner cannot read ours
    expectRefused(await invoke(routes.item, { token: other.tokens.owner, params: { Id: FILTER } }), 404);
  });

  it('updates at ver, keeps what a PUT leaves out, and answers 409 to a lost update', async () => {
    const made = await create({ ItemId: PADS, Track: 'BN', Reorder: [{ WhId: main._id, Lvl: 2, Qty: 4 }] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const first = await update(PADS, { ver: 1, UoMs: [{ UoM: 'CASE', Per: 10 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ ver: 2, Track: 'BN', Reorder: [{ WhId: main._id, Lvl: 2, Qty: 4 }] });
    expectRefused(await update(PADS, { ver: 1, Track: null }), 409);
    const after = await read(PADS);
    expect(after).toMatchObject({ ver: 2, Track: 'BN', UoMs: [{ UoM: 'CASE', Per: 10 }] });

    const cleared = await update(PADS, { ver: 2, Track: null, Reorder: [] });
    expect(cleared.body.Track).toBeUndefined();
    expect(cleared.body.Reorder).toEqual([]);
    expect(cleared.body.UoMs).toEqual([{ UoM: 'CASE', Per: 10 }]);
  });

  it('lets one of five clerks saving at the same ver win; the rest answer 409 and change nothing', async () => {
    const { ver } = await read(PADS);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => update(PADS, { ver, Reorder: [{ WhId: main._id, Lvl: n, Qty: 10 }] })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)?.body;
    const after = await read(PADS);
    expect(after.ver).toBe(ver + 1);
    expect(after.Reorder).toEqual(winner?.Reorder);
  });

  it('refuses a unit that is the part’s own, an unknown warehouse or group, and a clerk without Item C', async () => {
    expectRefused(await create({ ItemId: OIL, UoMs: [{ UoM: 'LTR', Per: 1 }] }), 400, ItemMessages.uomIsBase('LTR'));
    expectRefused(await create({ ItemId: OIL, Reorder: [{ WhId: 'WH-NONE', Lvl: 1, Qty: 1 }] }), 400);
    expectRefused(await create({ ItemId: OIL, Grp: 'IGR-NONE' }), 400, ItemMessages.groupNotFound);
    expectRefused(await create({ ItemId: OIL }, tokens.advisor), 403);
    expect((await invoke(routes.item, { token: tokens.partsclerk, params: { Id: OIL } })).status).toBe(404);
  });

  it('creates an own part and its item in one call', async () => {
    const made = await create({
      Part: {
        PCode: 'WB-900',
        Desc: 'Wiper blade 18 in',
        Cat: 'CAT-BRAKES',
        Make: 'Bosch',
        Apps: [{ Make: 'Maruti Suzuki', Model: 'Swift', FromYr: 2018 }],
        HSN: '85129000',
        UoM: 'NOS',
        UnPr: 349.5,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ PCode: 'WB-900', UnPr: 349.5, SalePr: 349.5 });
    expect(made.body.ItemId).toMatch(/^PRT/);
  });
});

describe('price lists', () => {
  it('stores prices to the paisa, counts them, and prices the item from the branch default list', async () => {
    const made = await create({ ItemId: OIL });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const list = await invoke<PriceListAnswer>(routes.createPriceList, {
      token: tokens.partsclerk,
      body: { Name: 'Fleet' },
    });
    expect(list.status).toBe(200);
    expectRefused(await invoke(routes.createPriceList, { token: tokens.partsclerk, body: { Name: ' fleet ' } }), 409);
    const priced = await invoke<PriceListAnswer>(routes.changePrices, {
      token: tokens.partsclerk,
      params: { Id: list.body._id },
      body: {
        ver: 1,
        Prices: [
          { ItemId: OIL, Pr: 412.37 },
          { ItemId: FILTER, Pr: 0.29 },
        ],
      },
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body).toMatchObject({ Count: 2, ver: 2 });
    // a stale ver writes nothing
    expectRefused(
      await invoke(routes.changePrices, {
        token: tokens.partsclerk,
        params: { Id: list.body._id },
        body: { ver: 1, Prices: [{ ItemId: OIL, Pr: 1 }] },
      }),
      409,
    );
    // a price for a part that is not an item is refused
    expectRefused(
      await invoke(routes.changePrices, {
        token: tokens.partsclerk,
        params: { Id: list.body._id },
        body: { ver: 2, Prices: [{ ItemId: 'PRT9399', Pr: 1 }] },
      }),
      400,
    );
    const prices = await invoke<{ Items: PriceRowAnswer[] }>(routes.prices, {
      token: tokens.partsclerk,
      params: { Id: list.body._id },
    });
    expect(prices.body.Items.map((p) => [p.ItemId, p.Pr])).toEqual(
      expect.arrayContaining([
        [OIL, 412.37],
        [FILTER, 0.29],
      ]),
    );

    const s = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.owner })).body;
    const on = await invoke(settingsRoutes.putInventory, {
      token: tokens.owner,
      body: {
        ver: s.ver,
        Inventory: { ...s.Settings.Inventory, PrList: true, PrListId: list.body._id, NoPRPrice: true },
      },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(await read(OIL)).toMatchObject({ SalePr: 412.37, SalePrFrom: 'List' });
    // NoPRPrice: an item the default list does not price has no sale price
    expect((await read(PADS)).SalePr).toBeUndefined();
    // the sale lookups answer the same prices: the list's, or 0 (priced by hand on the line)
    const lookup = async (text: string) =>
      (
        await invoke<{ Items: { _id: string; UnPr: number }[] }>(catalogueRoutes.itemsSaleNameLite, {
          token: tokens.partsclerk,
          params: { text },
        })
      ).body.Items;
    expect((await lookup('EO-303')).find((r) => r._id === OIL)?.UnPr).toBe(412.37);
    expect((await lookup('BP-302')).find((r) => r._id === PADS)?.UnPr).toBe(0);

    const removed = await invoke<PriceListAnswer>(routes.changePrices, {
      token: tokens.partsclerk,
      params: { Id: list.body._id },
      body: { ver: 2, Prices: [{ ItemId: FILTER, Pr: null }] },
    });
    expect(removed.body).toMatchObject({ Count: 1, ver: 3 });
  });
});
