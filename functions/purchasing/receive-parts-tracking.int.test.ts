import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { Party } from '@shared/parties/party-schemas';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { createItem } from '../data/inventory/items-repo';
import { readItemTracking } from '../data/inventory/tracking-repo';
import { setWorkshopConfig } from '../test/catalogue-test-kit';
import { invoke } from '../test/invoke';
import { createPart, createWarehouse } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Tracked items in a receive of more than 25 lines (docs/purchasing-journey.md §4): the batch and
 * expiry, or the serials, asked at the door are kept in the receive's plan with the claim and moved
 * by the part that takes their line: the batch and the serials are in stock once, and the receive's
 * lines show them as a small receive's do.
 */

let org: TestOrganisation;
let token: string;
let main: Warehouse;
let vendor: Party;
const plain = (i: number) => `PRT99${String(i).padStart(3, '0')}`;

beforeAll(async () => {
  const logins = await organisationWithLogins(['owner'] as const);
  org = logins.org;
  token = logins.tokens.owner;
  await setWorkshopConfig(org, ['Inventory', 'Features', 'BN'], true);
  await setWorkshopConfig(org, ['Inventory', 'Features', 'SN'], true);
  main = await createWarehouse(token, 'Main');
  const made = await invoke<Party>(partiesRoutes.createVendor, {
    token,
    body: { DName: 'Coolant Co', Cons: { Phones: { Main: '9812345677' } }, BAdd: { St: 'Karnataka' } },
  });
  vendor = made.body;
  for (const [ItemId, Desc, Track] of [
    ['PRT9951', 'Coolant, 1 L', 'BN'],
    ['PRT9952', 'Battery 35 Ah', 'SN'],
  ] as const) {
    await createPart(org.orgId, { _id: ItemId, PCode: ItemId, Desc, UoM: 'NOS' });
    await createItem(org.orgId, org.workshopId, { ItemId, Track, Act: true, CrBy: 'test' });
  }
  await Promise.all(
    Array.from({ length: 28 }, (_, i) =>
      createPart(org.orgId, { _id: plain(i), PCode: plain(i), Desc: `Plain part ${i}`, UoM: 'NOS' }),
    ),
  );
}, 120_000);

describe('tracked items in a receive in parts', () => {
  it('brings the batch and the serials in once, with the part that takes their lines', async () => {
    const made = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
      token,
      body: {
        VendId: vendor._id,
        WhId: main._id,
        Lines: [
          ...Array.from({ length: 28 }, (_, i) => ({ ItemId: plain(i), Qty: 1, Rate: 10 })),
          { ItemId: 'PRT9951', Qty: 6, Rate: 180 },
          { ItemId: 'PRT9952', Qty: 2, Rate: 4200 },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const sent = await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token,
      params: { Id: made.body._id },
      body: { ver: made.body.ver },
    });
    expect(sent.status).toBe(200);
    const got = await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
      token,
      body: {
        PoId: made.body._id,
        Lines: [
          ...Array.from({ length: 28 }, (_, i) => ({ LineId: `POL${i + 1}`, Qty: 1 })),
          { LineId: 'POL29', Qty: 6, Batch: 'CL-2611', Exp: '2028-06-30' },
          { LineId: 'POL30', Qty: 2, Serials: ['BAT-0101', 'BAT-0102'] },
        ],
      },
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body).toMatchObject({ Sts: 'Received', Part: 2, Parts: 2, LineCount: 30 });
    expect(got.body.Lines[28]).toMatchObject({ Batch: 'CL-2611', Value: 1080 });
    expect(got.body.Lines[29]).toMatchObject({ Serials: ['BAT-0101', 'BAT-0102'], Value: 8400 });
    const coolant = await readItemTracking(org.orgId, org.workshopId, 'PRT9951');
    expect(coolant.batches.map((b) => [b.Batch, b.OnHand, b.Exp])).toEqual([['CL-2611', 6000, '2028-06-30']]);
    const battery = await readItemTracking(org.orgId, org.workshopId, 'PRT9952');
    expect(JSON.stringify(battery)).toContain('BAT-0101');
    expect(JSON.stringify(battery)).toContain('BAT-0102');
  }, 120_000);
});
