import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { inventoryItemRoutes as routes } from '@shared/api/routes/inventory-items';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import type { AdjustmentAnswer, StockRow } from '@shared/inventory/call-schemas';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import { ItemMessages } from '@shared/inventory/item-messages';
import type { ItemAnswer, ItemRow } from '@shared/inventory/item-schemas';
import type { MaterialInCreateBody, MaterialOutCreateBody, TransferAnswer } from '@shared/inventory/transfer-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { getItem } from '../data/inventory/items-repo';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { setWorkshopConfig } from '../test/catalogue-test-kit';
import { invoke, type Answer } from '../test/invoke';
import { adjust, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * SKUs and units of measure in stock documents (docs/inventory-items.md §5, §13):
 * a SKU is unique in the organisation (a race of two saves makes one), found by
 * the item lookups and the items search; a line in another of the item's units
 * moves its exact equivalent in the item's own unit, keeps what was entered, and
 * a unit the item lacks, an inexact or a fractional quantity writes nothing.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk', string>;
let main: Warehouse;

const FILTER = 'PRT9501';
const PADS = 'PRT9502';
const OIL = 'PRT9503';
const BULB = 'PRT9504';

async function setInventory(change: Record<string, unknown>): Promise<void> {
  const s = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.owner })).body;
  const on = await invoke(settingsRoutes.putInventory, {
    token: tokens.owner,
    body: { ver: s.ver, Inventory: { ...s.Settings.Inventory, ...change } },
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
}

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  await Promise.all([
    createPart(org.orgId, { _id: FILTER, PCode: 'OF-501', Desc: 'Oil filter Dzire', UoM: 'NOS' }),
    createPart(org.orgId, { _id: PADS, PCode: 'BP-502', Desc: 'Brake pads rear', UoM: 'SET' }),
    createPart(org.orgId, { _id: OIL, PCode: 'EO-503', Desc: 'Engine oil 10W40', UoM: 'LTR' }),
    createPart(org.orgId, { _id: BULB, PCode: 'HB-504', Desc: 'Headlamp bulb H7', UoM: 'NOS' }),
  ]);
});

const create = (body: unknown) => invoke<ItemAnswer>(routes.createItem, { token: tokens.partsclerk, body });
const lookup = async (text: string): Promise<ItemLookupRow[]> => {
  const answer = await invoke<{ Items: ItemLookupRow[] }>(catalogueRoutes.itemsPurchaseNameLite, {
    token: tokens.partsclerk,
    params: { text },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Items;
};

describe('SKU', () => {
  it('is refused while the branch keeps no SKUs, then kept, unique in the organisation and found by the lookups', async () => {
    expectRefused(await create({ ItemId: FILTER, SKU: 'FLT-0001' }), 400, ItemMessages.skuOff);
    expect(await getItem(org.orgId, org.workshopId, FILTER)).toBeUndefined();
    await setInventory({ SKU: true });

    const made = await create({ ItemId: FILTER, SKU: 'FLT-0001' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ ItemId: FILTER, SKU: 'FLT-0001', PCode: 'OF-501' });
    // Taken, case aside: refused on the field, and the part is not made an item.
    const taken = expectRefused(
      await create({ ItemId: PADS, SKU: 'flt-0001' }),
      409,
      ItemMessages.skuTaken('flt-0001'),
    );
    expect(taken.errors?.[0]?.path).toBe('SKU');
    expect(await getItem(org.orgId, org.workshopId, PADS)).toBeUndefined();

    // The lookups find it by its SKU (a prefix, case aside) and show the SKU beside the part code.
    const rows = await lookup('flt-00');
    expect(rows.map((r) => [r._id, r.PCode, r.SKU])).toEqual([[FILTER, 'OF-501', 'FLT-0001']]);
    const byName = await lookup('Oil filter');
    expect(byName.find((r) => r._id === FILTER)?.SKU).toBe('FLT-0001');
    // The item list's search too.
    const list = await invoke<{ Items: ItemRow[] }>(routes.items, { token: tokens.partsclerk, query: { Q: 'FLT-0' } });
    expect(list.body.Items.map((i) => i.ItemId)).toEqual([FILTER]);
  });

  it('makes one of two items saved at once with the same SKU, and a change frees the old SKU', async () => {
    const [a, b] = await Promise.all([create({ ItemId: PADS, SKU: 'BRK-7' }), create({ ItemId: OIL, SKU: 'brk-7' })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? PADS : OIL;
    const loser = winner === PADS ? OIL : PADS;
    expect(await getItem(org.orgId, org.workshopId, loser)).toBeUndefined();

    const item = (await invoke<ItemAnswer>(routes.item, { token: tokens.partsclerk, params: { Id: winner } })).body;
    const renamed = await invoke<ItemAnswer>(routes.updateItem, {
      token: tokens.partsclerk,
      params: { Id: winner },
      body: { ver: item.ver, SKU: 'BRK-8' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.SKU).toBe('BRK-8');
    // BRK-7 is free again: the other part takes it.
    const freed = await create({ ItemId: loser, SKU: 'BRK-7' });
    expect(freed.status, JSON.stringify(freed.body)).toBe(200);
    expect((await lookup('brk-')).map((r) => r.SKU).sort()).toEqual(['BRK-7', 'BRK-8']);
    // Cleared: the code is nobody's.
    const cleared = await invoke<ItemAnswer>(routes.updateItem, {
      token: tokens.partsclerk,
      params: { Id: winner },
      body: { ver: renamed.body.ver, SKU: null },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.SKU).toBeUndefined();
    expect((await lookup('brk-8')).length).toBe(0);
  });

  it('imports a SKU column, refusing a taken SKU or one given twice with nothing written', async () => {
    const importItems = (Rows: unknown[]) =>
      invoke<{ Count: number }>(routes.importItems, { token: tokens.partsclerk, query: {}, body: { Rows } });
    const twice = await importItems([
      { PCode: 'HB-504', SKU: 'LMP-1' },
      { PCode: 'OF-501', SKU: 'lmp-1' },
    ]);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain(ItemMessages.skuTwice('lmp-1'));
    const taken = await importItems([{ PCode: 'HB-504', SKU: 'FLT-0001' }]);
    expect(JSON.stringify(taken.body)).toContain(ItemMessages.skuTaken('FLT-0001'));
    expect(await getItem(org.orgId, org.workshopId, BULB)).toBeUndefined();
    const done = await importItems([{ PCode: 'HB-504', SKU: 'LMP-1', Group: '', Track: '' }]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await getItem(org.orgId, org.workshopId, BULB))?.item.SKU).toBe('LMP-1');
  });
});

const materialIn = (body: MaterialInCreateBody): Promise<Answer<AdjustmentAnswer>> =>
  invoke<AdjustmentAnswer>(inventoryRoutes.createMaterialIn, { token: tokens.partsclerk, body });
const materialOut = (body: MaterialOutCreateBody): Promise<Answer<AdjustmentAnswer>> =>
  invoke<AdjustmentAnswer>(inventoryRoutes.createMaterialOut, { token: tokens.partsclerk, body });

async function stockOf(itemId: string) {
  const [balance] = await listItemBalances(org.orgId, org.workshopId, itemId);
  const moves = await allMovements(org.orgId, org.workshopId, itemId);
  expect(moves.reduce((sum, m) => sum + m.Qty, 0)).toBe(balance?.OnHand ?? 0);
  return { OnHand: balance?.OnHand ?? 0, ValueP: balance?.ValueP ?? 0, UoM: balance?.UoM, moves: moves.length };
}

describe('units of measure in stock documents (MUoM)', () => {
  beforeAll(async () => {
    // Oil filter: 1 BOX = 12 NOS; engine oil: 1 CAN = 3.5 LTR.
    const filter = (await invoke<ItemAnswer>(routes.item, { token: tokens.partsclerk, params: { Id: FILTER } })).body;
    const units = await invoke<ItemAnswer>(routes.updateItem, {
      token: tokens.partsclerk,
      params: { Id: FILTER },
      body: { ver: filter.ver, UoMs: [{ UoM: 'BOX', Per: 12 }] },
    });
    expect(units.status, JSON.stringify(units.body)).toBe(200);
    const oil = (await invoke<ItemAnswer>(routes.item, { token: tokens.partsclerk, params: { Id: OIL } })).body;
    expect(
      (
        await invoke(routes.updateItem, {
          token: tokens.partsclerk,
          params: { Id: OIL },
          body: { ver: oil.ver, UoMs: [{ UoM: 'CAN', Per: 3.5 }] },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses another unit while the feature is off, then adjusts 1.5 BOX as 18 NOS, keeping what was entered', async () => {
    const line = { ItemId: FILTER, WhId: main._id, Qty: 1.5, UoM: 'BOX', UnCost: 80 };
    const off = expectRefused(await adjust(tokens.partsclerk, [line]), 400, ItemMessages.uomOff);
    expect(off.errors?.[0]?.path).toBe('Lines.0.UoM');
    expect((await stockOf(FILTER)).moves).toBe(0);

    await setWorkshopConfig(org, ['Inventory', 'Features', 'MUoM'], true);
    const answer = await adjust(tokens.partsclerk, [line]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // 18 NOS at ₹80.00 each (the cost is per unit of the item's own unit): ₹1,440.00.
    expect(answer.body.Lines[0]).toMatchObject({ Qty: 18, UoM: 'NOS', EnUoM: 'BOX', EnQty: 1.5, UnCost: 80 });
    expect(answer.body.Value).toBe(1440);
    expect(await stockOf(FILTER)).toEqual({ OnHand: 18_000, ValueP: 144_000, UoM: 'NOS', moves: 1 });
    // The stored adjustment reads back the same.
    const read = await invoke<AdjustmentAnswer>(inventoryRoutes.adjustment, {
      token: tokens.partsclerk,
      params: { Id: answer.body._id },
    });
    expect(read.body.Lines[0]).toMatchObject({ Qty: 18, EnUoM: 'BOX', EnQty: 1.5 });
  });

  it('refuses a unit the item lacks, a part of a NOS and an inexact quantity; nothing is written', async () => {
    const before = await stockOf(FILTER);
    const bad = await adjust(tokens.partsclerk, [
      { ItemId: FILTER, WhId: main._id, Qty: 1.04, UoM: 'BOX' },
      { ItemId: OIL, WhId: main._id, Qty: 1.001, UoM: 'CAN', UnCost: 400 },
      { ItemId: PADS, WhId: main._id, Qty: 2, UoM: 'BOX' },
    ]);
    const body = expectRefused(bad, 400);
    expect(body.errors).toEqual([
      { path: 'Lines.0.Qty', message: ItemMessages.uomNotWhole('NOS') },
      { path: 'Lines.1.Qty', message: ItemMessages.uomNotExact('CAN', 'LTR') },
      { path: 'Lines.2.UoM', message: ItemMessages.uomUnknown('BOX') },
    ]);
    expect(await stockOf(FILTER)).toEqual(before);
    expect((await stockOf(OIL)).moves).toBe(0);
    // Taking out more boxes than the shelf holds in NOS: 2 BOX is 24 NOS of 18.
    const short = await adjust(tokens.partsclerk, [{ ItemId: FILTER, WhId: main._id, Qty: -2, UoM: 'BOX' }]);
    expect(short.status).toBe(400);
    expect(await stockOf(FILTER)).toEqual(before);
  });

  it('brings 2 CAN in as 7 LTR and takes 1 BOX out as 12 NOS by material in and out', async () => {
    const came = await materialIn({
      Lines: [{ ItemId: OIL, WhId: main._id, Qty: 2, UoM: 'CAN', UnCost: 412.37, Reason: 'Customer supplied' }],
    });
    expect(came.status, JSON.stringify(came.body)).toBe(200);
    // 7 LTR × ₹412.37 = ₹2,886.59.
    expect(came.body.Lines[0]).toMatchObject({ Qty: 7, UoM: 'LTR', EnUoM: 'CAN', EnQty: 2 });
    expect(came.body.Value).toBe(2886.59);
    expect(await stockOf(OIL)).toMatchObject({ OnHand: 7_000, ValueP: 288_659, UoM: 'LTR' });

    const went = await materialOut({
      Lines: [{ ItemId: FILTER, WhId: main._id, Qty: 1, UoM: 'BOX', Reason: 'Workshop consumables' }],
    });
    expect(went.status, JSON.stringify(went.body)).toBe(200);
    expect(went.body.Lines[0]).toMatchObject({ Qty: 12, EnUoM: 'BOX', EnQty: 1 });
    // 12 of 18 NOS at ₹80.00 leave: ₹960.00; 6 NOS (₹480.00) stay.
    expect(went.body.Value).toBe(-960);
    expect(await stockOf(FILTER)).toMatchObject({ OnHand: 6_000, ValueP: 48_000 });

    const refused = await materialOut({
      Lines: [{ ItemId: OIL, WhId: main._id, Qty: 1, UoM: 'DRUM', Reason: 'Workshop consumables' }],
    });
    expectRefused(refused, 400, ItemMessages.uomUnknown('DRUM'));
    expect(await stockOf(OIL)).toMatchObject({ OnHand: 7_000, moves: 1 });
  });

  it('transfers 0.5 BOX as 6 NOS to another warehouse, and refuses a unit the item lacks or more than the shelf holds', async () => {
    const rack = await createWarehouse(tokens.owner, 'Rack C');
    const transfer = (Lines: unknown[]) =>
      invoke<TransferAnswer>(inventoryRoutes.createTransfer, {
        token: tokens.partsclerk,
        body: { FromWhId: main._id, ToEntId: org.workshopId, ToWhId: rack._id, Lines },
      });
    const before = await stockOf(FILTER);
    expectRefused(await transfer([{ ItemId: FILTER, Qty: 1, UoM: 'CASE' }]), 400, ItemMessages.uomUnknown('CASE'));
    // 1 BOX is 12 NOS; the shelf holds 6.
    expect((await transfer([{ ItemId: FILTER, Qty: 1, UoM: 'BOX' }])).status).toBe(400);
    expect(await stockOf(FILTER)).toEqual(before);

    const sent = await transfer([{ ItemId: FILTER, Qty: 0.5, UoM: 'BOX' }]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ Sts: 'In Transit', Value: 480 });
    expect(sent.body.Lines[0]).toMatchObject({ Qty: 6, UoM: 'NOS', EnUoM: 'BOX', EnQty: 0.5 });
    const got = await invoke<TransferAnswer>(inventoryRoutes.receiveTransfer, {
      token: tokens.partsclerk,
      params: { Id: sent.body._id },
      body: {},
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.Lines[0]).toMatchObject({ Qty: 6, RecQty: 6, EnUoM: 'BOX', EnQty: 0.5 });
    const balances = await listItemBalances(org.orgId, org.workshopId, FILTER);
    const onHand = Object.fromEntries(balances.map((b) => [b.WhId, [b.OnHand, b.ValueP]]));
    expect(onHand).toEqual({ [main._id]: [0, 0], [rack._id]: [6_000, 48_000] });
    // The stock list names each row's SKU where the branch keeps SKUs.
    const stock = await invoke<{ Items: StockRow[] }>(inventoryRoutes.stock, { token: tokens.partsclerk, query: {} });
    expect(stock.body.Items.filter((r) => r.ItemId === FILTER).map((r) => r.SKU)).toEqual(['FLT-0001', 'FLT-0001']);
  });
});
