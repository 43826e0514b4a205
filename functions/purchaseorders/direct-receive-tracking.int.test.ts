import { beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchaseOrderStepRoutes as steps } from '@shared/api/routes/purchase-order-steps';
import { TrackingMessages } from '@shared/inventory/tracking-messages';
import type { Party } from '@shared/parties/party-schemas';
import type { PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { createItem } from '../data/inventory/items-repo';
import { readItemTracking } from '../data/inventory/tracking-repo';
import { setWorkshopConfig } from '../test/catalogue-test-kit';
import { invoke } from '../test/invoke';
import { createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * A receive without an order of tracked items (docs/purchasing.md §20): the batch
 * and expiry, and the serials, are captured at the door as at an order's receive;
 * a line without them is refused and nothing moves.
 */

let org: TestOrganisation;
let token: string;
let main: Warehouse;
let vendor: Party;

beforeAll(async () => {
  const logins = await organisationWithLogins(['owner'] as const);
  org = logins.org;
  token = logins.tokens.owner;
  await setWorkshopConfig(org, ['Inventory', 'Features', 'BN'], true);
  await setWorkshopConfig(org, ['Inventory', 'Features', 'SN'], true);
  main = await createWarehouse(token, 'Main');
  vendor = (
    await invoke<Party>(partiesRoutes.createVendor, {
      token,
      body: { DName: 'Coolant Co', BAdd: { St: 'Karnataka' } },
    })
  ).body;
  for (const [ItemId, Desc, Track] of [
    ['PRT9551', 'Coolant, 1 L', 'BN'],
    ['PRT9552', 'Battery 35 Ah', 'SN'],
  ] as const) {
    await createPart(org.orgId, { _id: ItemId, PCode: ItemId, Desc, UoM: 'NOS' });
    await createItem(org.orgId, org.workshopId, { ItemId, Track, Act: true, CrBy: 'test' });
  }
}, 120_000);

describe('receiving tracked items without an order', () => {
  it('captures the batch and expiry, and the serials, and refuses a line without them', async () => {
    const bare = await invoke(steps.createDirectReceive, {
      token,
      body: { VendId: vendor._id, WhId: main._id, Lines: [{ ItemId: 'PRT9551', Qty: 6, Rate: 180 }] },
    });
    expectRefused(bare, 400, TrackingMessages.batchNeeded('Coolant, 1 L'));
    expect((await readItemTracking(org.orgId, org.workshopId, 'PRT9551')).batches).toEqual([]);
    const got = await invoke<PurchaseReceiveAnswer>(steps.createDirectReceive, {
      token,
      body: {
        VendId: vendor._id,
        WhId: main._id,
        Lines: [
          { ItemId: 'PRT9551', Qty: 6, Rate: 180, Batch: 'CL-2611', Exp: '2028-06-30' },
          { ItemId: 'PRT9552', Qty: 2, Rate: 4200, Serials: ['BAT-0001', 'BAT-0002'] },
        ],
      },
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.Lines[0]).toMatchObject({ Batch: 'CL-2611', Value: 1080 });
    expect(got.body.Lines[1]).toMatchObject({ Serials: ['BAT-0001', 'BAT-0002'], Value: 8400 });
    const coolant = await readItemTracking(org.orgId, org.workshopId, 'PRT9551');
    expect(coolant.batches.map((b) => [b.Batch, b.OnHand, b.Exp])).toEqual([['CL-2611', 6000, '2028-06-30']]);
  });
});
