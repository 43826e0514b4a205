import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { inventoryItemRoutes as routes } from '@shared/api/routes/inventory-items';
import { salesReceiptRoutes } from '@shared/api/routes/sales-receipts';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import { PriceListMessages } from '@shared/inventory/price-list-messages';
import type { PriceListAnswer } from '@shared/inventory/price-list-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { priceListKey } from '../data/inventory/item-keys';
import { db, tableName } from '../lib/aws-clients';
import { adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { createCustomer, freshPhone } from '../test/parties-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Price lists by customer category and validity (docs/inventory-items.md §6):
 * two active lists of one category whose dates overlap are refused with nothing
 * written (create, update, re-activation; either order), two overlapping
 * creates at once leave one list, and a counter sale to a customer of the
 * category takes that list's price, a walk-in the branch's default list's.
 */

let org: TestOrganisation;
let owner: string;
let counter: Warehouse;
const PADS = 'PRT9401';
const BULB = 'PRT9402';

beforeAll(async () => {
  let tokens: { owner: string };
  ({ org, tokens } = await organisationWithLogins(['owner'] as const));
  owner = tokens.owner;
  counter = await createWarehouse(owner, 'Counter');
  await Promise.all([
    createPart(org.orgId, { _id: PADS, PCode: 'BP-401', Desc: 'Brake pads front', UoM: 'SET' }),
    createPart(org.orgId, { _id: BULB, PCode: 'HB-402', Desc: 'Headlamp bulb', UoM: 'NOS' }),
  ]);
  db().middlewareStack.add(
    (next, context) => async (args) => {
      heard?.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'priceListRequestCounter' },
  );
  for (const ItemId of [PADS, BULB])
    expect((await invoke(routes.createItem, { token: owner, body: { ItemId } })).status).toBe(200);
});

/** The DynamoDB requests (command names) one call makes. */
let heard: string[] | undefined;
async function requestsOf(call: () => Promise<unknown>): Promise<string[]> {
  heard = [];
  await call();
  const sent = heard;
  heard = undefined;
  return sent;
}

const createList = (body: Record<string, unknown>) =>
  invoke<PriceListAnswer>(routes.createPriceList, { token: owner, body });
const updateList = (Id: string, body: Record<string, unknown>) =>
  invoke<PriceListAnswer>(routes.updatePriceList, { token: owner, params: { Id }, body });
const made = async (body: Record<string, unknown>): Promise<PriceListAnswer> => {
  const answer = await createList(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('overlapping price lists', () => {
  it('refuses a list of the same category whose dates overlap, naming the other, and writes nothing', async () => {
    const first = await made({ Name: 'Taxi 2026', CatId: 'Taxi', From: '2026-04-01', To: '2027-03-31' });
    expect(first).toMatchObject({ CatId: 'Taxi', From: '2026-04-01', To: '2027-03-31', Act: true });
    const before = await snapshotOrganisation(org.orgId);
    // the category as customers carry it: case and spaces aside
    const clash = await createList({ Name: 'Taxi monsoon', CatId: ' taxi ', From: '2027-03-31' });
    expectRefused(clash, 400, 'Price list "Taxi 2026" already covers taxi from 1 Apr 2026 to 31 Mar 2027.');
    expectRefused(
      await createList({ Name: 'Taxi odd', CatId: 'Taxi', From: '2028-01-02', To: '2028-01-01' }),
      400,
      PriceListMessages.toBeforeFrom,
    );
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
    // the day after its end, another category, or all customers: no clash
    await made({ Name: 'Taxi 2027', CatId: 'Taxi', From: '2027-04-01' });
    await made({ Name: 'Bus 2026', CatId: 'Bus', From: '2026-04-01', To: '2027-03-31' });
  });

  it('refuses the other order too: an open-ended list first, then a dated one inside it', async () => {
    await made({ Name: 'Fleet always', CatId: 'Fleet' });
    const clash = await createList({ Name: 'Fleet Diwali', CatId: 'Fleet', From: '2026-10-20', To: '2026-11-05' });
    expectRefused(clash, 400, PriceListMessages.overlaps({ Name: 'Fleet always' }, 'Fleet'));
  });

  it('refuses an update or a re-activation that would overlap, at the list ver, and writes nothing', async () => {
    const summer = await made({ Name: 'Amb summer', CatId: 'Ambulance', From: '2026-04-01', To: '2026-06-30' });
    const winter = await made({ Name: 'Amb winter', CatId: 'Ambulance', From: '2026-11-01', To: '2027-02-28' });
    const before = await snapshotOrganisation(org.orgId);
    expectRefused(
      await updateList(winter._id, { ver: winter.ver, From: '2026-06-30' }),
      400,
      PriceListMessages.overlaps({ Name: 'Amb summer', From: '2026-04-01', To: '2026-06-30' }, 'Ambulance'),
    );
    expectRefused(
      await updateList(winter._id, { ver: winter.ver, To: '2026-10-01' }),
      400,
      PriceListMessages.toBeforeFrom,
    );
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
    // deactivated, the summer list frees its days; re-activated over the winter's new dates it is refused
    const off = await updateList(summer._id, { ver: summer.ver, Act: false });
    expect(off.body).toMatchObject({ Act: false, ver: summer.ver + 1 });
    const moved = await updateList(winter._id, { ver: winter.ver, From: '2026-05-01' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expectRefused(await updateList(summer._id, { ver: off.body.ver, Act: true }), 400);
    // clearing an end date (null) keeps the rest; a stale ver is a 409
    const open = await updateList(winter._id, { ver: moved.body.ver, To: null });
    expect(open.body).toMatchObject({ From: '2026-05-01', CatId: 'Ambulance', ver: moved.body.ver + 1 });
    expect(open.body.To).toBeUndefined();
    expectRefused(await updateList(winter._id, { ver: moved.body.ver, Name: 'Amb' }), 409);
  });

  it('of two overlapping creates at once, one is saved and the other refused', async () => {
    const both = await Promise.all(
      ['Tractor A', 'Tractor B', 'Tractor C'].map((Name) => createList({ Name, CatId: 'Tractor', From: '2026-01-01' })),
    );
    expect(both.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const lists = await invoke<{ Items: PriceListAnswer[] }>(routes.priceLists, { token: owner });
    expect(lists.body.Items.filter((l) => l.CatId === 'Tractor')).toHaveLength(1);
  });
});

describe('the price a sale takes', () => {
  it("sells to a customer of the category at its list's price, to a walk-in at the default list's", async () => {
    await adjusted(owner, [
      { ItemId: PADS, WhId: counter._id, Qty: 10, UnCost: 800 },
      { ItemId: BULB, WhId: counter._id, Qty: 10, UnCost: 100 },
    ]);
    const retail = await made({ Name: 'Retail', From: '2026-01-01' });
    const transport = await made({ Name: 'Transport', CatId: 'Transport', From: '2026-01-01' });
    const price = async (list: PriceListAnswer, Prices: { ItemId: string; Pr: number }[]) =>
      expect(
        (await invoke(routes.changePrices, { token: owner, params: { Id: list._id }, body: { ver: list.ver, Prices } }))
          .status,
      ).toBe(200);
    await price(retail, [{ ItemId: PADS, Pr: 1150 }]);
    await price(transport, [{ ItemId: PADS, Pr: 1049.99 }]);
    const s = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: owner })).body;
    const on = await invoke(settingsRoutes.putInventory, {
      token: owner,
      body: { ver: s.ver, Inventory: { ...s.Settings.Inventory, PrList: true, PrListId: retail._id } },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const fleet = await createCustomer(owner, {
      DName: 'Sharma Transport',
      Cat: 'transport',
      Cons: { Phones: { Main: freshPhone() } },
    });
    const sell = (buyer: Record<string, unknown>, Amt: number) =>
      invoke<ReceiptAnswer>(salesReceiptRoutes.createReceipt, {
        token: owner,
        body: {
          WhId: counter._id,
          ...buyer,
          Lines: [
            { ItemId: PADS, Qty: 1 },
            { ItemId: BULB, Qty: 1 },
          ],
          Payments: [{ Type: 'Cash', Amt }],
        },
      });
    // 1,049.99 (Transport) + 1,200 (the part's: not on Transport, nor on Retail) at 18% within the state:
    // CGST 94.50 + 108.00, SGST the same, 2,654.99 rounded to 2,655.00
    const forFleet = await sell({ Cust: fleet._id }, 2655);
    expect(forFleet.status, JSON.stringify(forFleet.body)).toBe(200);
    expect(forFleet.body.Lines.map((l) => l.UnPr)).toEqual([1049.99, 1200]);
    expect(forFleet.body).toMatchObject({ Taxable: 2249.99, GrandTotal: 2655 });
    // a walk-in: the default list (Retail) prices the pads at 1,150
    const walkIn = await sell({}, 2773);
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(200);
    expect(walkIn.body.Lines.map((l) => l.UnPr)).toEqual([1150, 1200]);
    // the lookups priced for the category name the list that priced each part
    const lookup = async (text: string, Cat?: string) =>
      (
        await invoke<{ Items: { _id: string; UnPr: number; PrList?: string }[] }>(catalogueRoutes.itemsSaleNameLite, {
          token: owner,
          params: { text },
          query: Cat ? { Cat } : {},
        })
      ).body.Items;
    expect((await lookup('BP-401', 'Transport'))[0]).toMatchObject({ UnPr: 1049.99, PrList: 'Transport' });
    expect((await lookup('BP-401'))[0]).toMatchObject({ UnPr: 1150, PrList: 'Retail' });
    // requests: a category adds one BatchGet (its list's prices) where the branch has a default list
    const walkInReads = await requestsOf(() => lookup('BP-401'));
    const categoryReads = await requestsOf(() => lookup('BP-401', 'Transport'));
    expect(categoryReads.length - walkInReads.length, `${walkInReads} / ${categoryReads}`).toBe(1);
    const bulb = (await lookup('HB-402', 'Transport'))[0];
    expect(bulb?.UnPr).toBe(1200);
    expect(bulb?.PrList).toBeUndefined();
  });
});

describe('lists made before categories and dates', () => {
  it('still count for the overlap rule and still price as the default list', async () => {
    const { org: old, tokens: t } = await organisationWithLogins(['owner'] as const);
    await createPart(old.orgId, { _id: PADS, PCode: 'BP-401', Desc: 'Brake pads front', UoM: 'SET' });
    expect((await invoke(routes.createItem, { token: t.owner, body: { ItemId: PADS } })).status).toBe(200);
    // a header as the store held it before: no category, no dates, no cover
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...priceListKey(old.orgId, 'PRLOLD'),
          type: 'PriceList',
          _id: 'PRLOLD',
          Name: 'Old retail',
          Act: true,
          Count: 0,
          ver: 1,
        },
      }),
    );
    const priced = await invoke(routes.changePrices, {
      token: t.owner,
      params: { Id: 'PRLOLD' },
      body: { ver: 1, Prices: [{ ItemId: PADS, Pr: 999.5 }] },
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const s = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: t.owner })).body;
    const on = await invoke(settingsRoutes.putInventory, {
      token: t.owner,
      body: { ver: s.ver, Inventory: { ...s.Settings.Inventory, PrList: true, PrListId: 'PRLOLD' } },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const search = await invoke<{ Items: { UnPr: number }[] }>(catalogueRoutes.itemsSaleNameLite, {
      token: t.owner,
      params: { text: 'BP-401' },
    });
    expect(search.body.Items[0]?.UnPr).toBe(999.5);
    // a new all-customers list without dates overlaps it; one for a category does not
    const clash = await invoke(routes.createPriceList, { token: t.owner, body: { Name: 'New retail' } });
    expectRefused(clash, 400, PriceListMessages.overlaps({ Name: 'Old retail' }, undefined));
    const taxi = await invoke(routes.createPriceList, { token: t.owner, body: { Name: 'Taxi', CatId: 'Taxi' } });
    expect(taxi.status, JSON.stringify(taxi.body)).toBe(200);
  });
});
