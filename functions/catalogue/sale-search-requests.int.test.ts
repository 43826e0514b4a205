import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { inventoryItemRoutes as items } from '@shared/api/routes/inventory-items';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import type { PriceListAnswer } from '@shared/inventory/price-list-schemas';
import { db } from '../lib/aws-clients';
import { setWorkshopConfig } from '../test/catalogue-test-kit';
import { createPart } from '../test/inventory-test-kit';
import { invoke } from '../test/invoke';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The DynamoDB requests of the counter sale's part search (Inventory/Items/Sale/NameSearchLite,
 * docs/sales.md §10, docs/inventory-items.md §6.2 and §13), counted by a middleware on the client, with the
 * round trips they take (a request sent after another's answer is a round trip later), so the figure cannot
 * grow silently. The answer is checked beside: SKU-found part first, units, the list price and its name.
 */

type Sent = { name: string; start: number; end: number };
let log: Sent[] | undefined;
let clock = 0;

/** Requests by kind ('BatchGetItem 2, Query 5') and the round trips: the longest chain of request after answer. */
async function requestsOf(call: () => Promise<unknown>): Promise<{ kinds: string; count: number; trips: number }> {
  log = [];
  await call();
  const sent = log;
  log = undefined;
  const depth = new Map<Sent, number>();
  for (const r of sent) {
    const before = sent.filter((o) => o.end < r.start).map((o) => depth.get(o) ?? 1);
    depth.set(r, 1 + Math.max(0, ...before));
  }
  const tally = sent.reduce<Record<string, number>>((t, r) => ({ ...t, [r.name]: (t[r.name] ?? 0) + 1 }), {});
  const kinds = Object.keys(tally)
    .sort()
    .map((k) => `${k} ${tally[k]}`)
    .join(', ');
  return { kinds, count: sent.length, trips: Math.max(0, ...depth.values()) };
}

let org: TestOrganisation;
let owner = '';
const FILTER = 'PRT9611';
const PADS = 'PRT9612';
const PLUG = 'PRT9613';

const search = async (text: string, Cat?: string): Promise<(ItemLookupRow & { PrList?: string })[]> => {
  const answer = await invoke<{ Items: (ItemLookupRow & { PrList?: string })[] }>(catalogueRoutes.itemsSaleNameLite, {
    token: owner,
    params: { text },
    query: Cat ? { Cat } : {},
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Items;
};

async function setInventory(change: Record<string, unknown>): Promise<void> {
  const s = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: owner })).body;
  const on = await invoke(settingsRoutes.putInventory, {
    token: owner,
    body: { ver: s.ver, Inventory: { ...s.Settings.Inventory, ...change } },
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
}

async function priced(body: Record<string, unknown>, Prices: { ItemId: string; Pr: number }[]) {
  const list = await invoke<PriceListAnswer>(items.createPriceList, { token: owner, body });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const changed = await invoke(items.changePrices, {
    token: owner,
    params: { Id: list.body._id },
    body: { ver: list.body.ver, Prices },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return list.body;
}

beforeAll(async () => {
  let tokens: { owner: string };
  ({ org, tokens } = await organisationWithLogins(['owner'] as const));
  owner = tokens.owner;
  await Promise.all([
    createPart(org.orgId, { _id: FILTER, PCode: 'OF-611', Desc: 'Oil filter Swift', UoM: 'NOS' }),
    createPart(org.orgId, { _id: PADS, PCode: 'BP-612', Desc: 'Brake pads Swift', UoM: 'SET' }),
  ]);
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const sent = log && { name: String(context.commandName).replace('Command', ''), start: (clock += 1), end: 0 };
      try {
        return await next(args);
      } finally {
        if (sent) {
          sent.end = clock += 1;
          log?.push(sent);
        }
      }
    },
    { step: 'initialize', name: 'saleSearchRequestCounter' },
  );
});

describe('the sale search as the cashier types', () => {
  it("a branch keeping no SKUs, units or price lists: the session, then ONE Query of the items' search index", async () => {
    for (const ItemId of [FILTER, PADS])
      expect((await invoke(items.createItem, { token: owner, body: { ItemId } })).status).toBe(200);
    const reads = await requestsOf(() => search('OF-611'));
    // the session's BatchGet, then the item search index (docs/inventory-items.md §13.2): the row carries the line
    expect(reads).toEqual({ kinds: 'BatchGetItem 1, Query 1', count: 2, trips: 2 });
    expect((await search('OF-611'))[0]).toMatchObject({
      _id: FILTER,
      PCode: 'OF-611',
      Desc: 'Oil filter Swift',
      HSN: '87083000',
      UoM: 'NOS',
      UnPr: 1200,
    });
    // the GST tax code as the part holds it (the kit's part: '106')
    expect(String((await search('OF-611'))[0]?.TCode)).toBe('106');
    // a word of the name, and a name of two words, in the same one Query
    expect((await search('swi')).map((r) => r._id).sort()).toEqual([FILTER, PADS].sort());
    expect((await search('brake swift')).map((r) => r._id)).toEqual([PADS]);
    expect((await requestsOf(() => search('brake swift'))).count).toBe(2);
  });

  it('with SKUs, units and a default list: one BatchGet more, of the covers and the default list prices', async () => {
    await setInventory({ SKU: true });
    await setWorkshopConfig(org, ['Inventory', 'Features', 'MUoM'], true);
    for (const [Id, body] of [
      [FILTER, { ver: 1, SKU: 'SWF-0611', UoMs: [{ UoM: 'BOX', Per: 12 }] }],
      [PADS, { ver: 1, SKU: 'OF-6119' }],
    ] as const)
      expect((await invoke(items.updateItem, { token: owner, params: { Id }, body })).status).toBe(200);
    const retail = await priced({ Name: 'Retail', From: '2026-01-01' }, [{ ItemId: FILTER, Pr: 412.37 }]);
    await setInventory({ PrList: true, PrListId: retail._id });

    // PADS is found by its SKU OF-6119 and comes first; FILTER by its code, in its box, at the list's price
    const rows = await search('OF-611');
    expect(rows.map((r) => r._id)).toEqual([PADS, FILTER]);
    expect(rows[0]).toMatchObject({ SKU: 'OF-6119', UnPr: 1200 });
    expect(rows[0]?.PrList).toBeUndefined();
    expect(rows[1]).toMatchObject({ SKU: 'SWF-0611', UoMs: [{ UoM: 'BOX', Per: 12 }], UnPr: 412.37, PrList: 'Retail' });
    const reads = await requestsOf(() => search('OF-611'));
    // the session; the index Query; one BatchGet of the all-customers cover and the default list's two prices
    expect(reads).toEqual({ kinds: 'BatchGetItem 2, Query 1', count: 3, trips: 3 });
  });

  it("for a customer of a category with a list that day: one BatchGet more, of that list's prices", async () => {
    await priced({ Name: 'Fleet', CatId: 'Fleet', From: '2026-01-01' }, [{ ItemId: FILTER, Pr: 399.99 }]);
    const rows = await search('OF-611', 'fleet');
    expect(rows.find((r) => r._id === FILTER)).toMatchObject({ UnPr: 399.99, PrList: 'Fleet' });
    expect(rows.find((r) => r._id === PADS)?.UnPr).toBe(1200);
    const reads = await requestsOf(() => search('OF-611', 'fleet'));
    expect(reads).toEqual({ kinds: 'BatchGetItem 3, Query 1', count: 4, trips: 4 });
    // a category without a list prices as a walk-in, in the walk-in's requests
    expect((await requestsOf(() => search('OF-611', 'Taxi'))).count).toBe(3);
  });

  it('a branch on its own catalogue (Manf OWN): its own items, in the same requests', async () => {
    await setWorkshopConfig(org, ['Inventory', 'Features', 'Manf'], 'OWN');
    expect((await search('OF-611')).map((r) => r._id)).toEqual([PADS, FILTER]);
    const reads = await requestsOf(() => search('OF-611'));
    expect(reads).toEqual({ kinds: 'BatchGetItem 2, Query 1', count: 3, trips: 3 });
  });

  it('a part that is not an item: the index finds nothing, and the catalogue search answers as before', async () => {
    await createPart(org.orgId, { _id: PLUG, PCode: 'SP-613', Desc: 'Spark plug Swift', UoM: 'NOS' });
    expect((await search('SP-613')).map((r) => r._id)).toEqual([PLUG]);
    const reads = await requestsOf(() => search('SP-613'));
    // the session; the index Query (nothing); the catalogue's 2 Queries (own only) with the SKU Query beside;
    // one BatchGet of the part's item facts, the cover and the default list's price
    expect(reads).toEqual({ kinds: 'BatchGetItem 2, Query 4', count: 6, trips: 4 });
  });
});
