import { beforeAll, describe, expect, it } from 'vitest';
import { PO_STATUS } from '@shared/purchasing/purchase-statuses';
import { seedSystemCatalogue } from '../../../functions/data/catalogue/system-seed';
import { allMovements, listItemBalances } from '../../../functions/data/inventory/stock-repo';
import { listPurchaseOrders, readPurchaseOrder } from '../../../functions/data/purchasing/purchase-orders-repo';
import { listPurchaseReceives } from '../../../functions/data/purchasing/purchase-receives-repo';
import { snapshotOrganisation } from '../../../functions/test/org-snapshot';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoParties } from './seed-demo-parties';
import { DEMO_PURCHASE_ORDERS, seedDemoPurchases } from './seed-demo-purchases';
import { seedDemoSetup } from './seed-demo-setup';
import { seedReference } from './seed-reference';

/**
 * The demo's month of buying: six orders to the demo vendors over both
 * branches (received, one in part, one sent, one draft), each receipt's stock
 * in the warehouse it was ordered for at the order's rate; a second start
 * writes nothing.
 */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  // The orders are for catalogue parts: the system catalogue the demo's stock is of.
  await Promise.all([seedReference(), seedSystemCatalogue()]);
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  await Promise.all([seedDemoParties(target), seedDemoSetup(target).then(() => seedDemoInventory(target))]);
  expect(await seedDemoPurchases(target)).toBe('seeded');
}, 180_000);

const ordersOf = async (entId: string) => (await listPurchaseOrders(org.orgId, entId, { limit: 50 })).items;

describe('the demo purchases', () => {
  it('are orders to the demo vendors in both branches, each at its own stage', async () => {
    const orders = [...(await ordersOf(org.workshopId)), ...(await ordersOf(org.partsBranchId))];
    expect(orders).toHaveLength(DEMO_PURCHASE_ORDERS);
    expect(orders.map((o) => o.Sts).sort()).toEqual(
      [
        PO_STATUS.draft,
        PO_STATUS.partiallyReceived,
        PO_STATUS.received,
        PO_STATUS.received,
        PO_STATUS.received,
        PO_STATUS.sent,
      ].sort(),
    );
    expect(new Set(orders.map((o) => o.VendId)).size).toBe(5);
    for (const o of orders) expect(o.TotP).toBeGreaterThan(0);
  });

  it('received stock at the order’s rate into the order’s warehouse, half of one line on the partly received order', async () => {
    const partly = (await ordersOf(org.workshopId)).find((o) => o.Sts === PO_STATUS.partiallyReceived);
    const order = await readPurchaseOrder(org.orgId, org.workshopId, partly?.DocId ?? '');
    const [first, ...rest] = order?.lines.Lines ?? [];
    expect(first?.RecQtyM).toBe(Number(first?.QtyM) / 2);
    for (const line of rest) expect(line.RecQtyM).toBe(0);
    const moves = await allMovements(org.orgId, org.workshopId, String(first?.ItemId));
    const received = moves.filter((m) => m.Kind === 'Receive');
    expect(received).toHaveLength(1);
    expect(received[0]?.Qty).toBe(Number(first?.QtyM) / 2);
    expect(received[0]?.WhId).toBe(order?.head.WhId);
    const balances = await listItemBalances(org.orgId, org.workshopId, String(first?.ItemId));
    const mine = balances.find((b) => b.WhId === order?.head.WhId);
    expect(mine?.ValueP).toBe(moves.filter((m) => m.WhId === mine?.WhId).reduce((s, m) => s + m.ValueP, 0));
    const receives = await listPurchaseReceives(org.orgId, org.workshopId, { limit: 20 });
    expect(receives.items.length).toBeGreaterThanOrEqual(3);
  });

  it('a second start writes nothing', async () => {
    const before = await snapshotOrganisation(org.orgId);
    expect(await seedDemoPurchases(target)).toBe('present');
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });
});
