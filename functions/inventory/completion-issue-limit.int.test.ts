import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { serviceRoutes } from '@shared/api/routes/service';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import { StockSwitchMessages } from '@shared/inventory/stock-switches';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { listStock } from '../data/inventory/stock-repo';
import { invoke } from '../test/invoke';
import { adjusted, createPart, createWarehouse } from '../test/inventory-test-kit';
import { createCustomerAndVehicle, lines, many, type CustomerAndVehicle } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * A big repair order completed in a branch without a parts desk (Inventory `Issue`
 * off, docs/inventory-reservations.md §9): its stock leaves in the completion's one
 * transaction, two writes per item (the movement and the balance) within DynamoDB's
 * 100 items. An order holding more different items than fit (43: 86 writes) is
 * refused before anything is written, with what to do; issuing three at Issue Parts
 * first leaves 40 (80 writes), and the completion takes them all.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'partsclerk', string>;
let cv: CustomerAndVehicle;
let main: Warehouse;
const W = lines('RepairOrder');
const ITEMS = many(43, 1, (n) => `PRT98${String(n).padStart(2, '0')}`);

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk'] as const));
  cv = await createCustomerAndVehicle(tokens.advisor);
  main = await createWarehouse(tokens.owner, 'Main');
  for (const id of ITEMS) await createPart(org.orgId, { _id: id, PCode: `BIG-${id}`, Desc: `Part ${id}`, UoM: 'NOS' });
  for (let i = 0; i < ITEMS.length; i += 15)
    await adjusted(
      tokens.owner,
      ITEMS.slice(i, i + 15).map((ItemId) => ({ ItemId, WhId: main._id, Qty: 2, UnCost: 100 })),
    );
  const s = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.owner })).body;
  const off = await invoke(settingsRoutes.putInventory, {
    token: tokens.owner,
    body: { ver: s.ver, Inventory: { ...s.Settings.Inventory, Issue: false } },
  });
  expect(off.status, JSON.stringify(off.body)).toBe(200);
}, 240_000);

const act = (order: { _id: string; ver: number }, Action: string) =>
  invoke<RepairOrderAnswer & ApiErrorBody>(serviceRoutes.repairOrderAction, {
    token: tokens.owner,
    params: { Id: order._id, Action },
    body: { ver: order.ver },
  });
const stock = async () =>
  (await listStock(org.orgId, org.workshopId, { limit: 100 })).items.map((b) => [b.ItemId, b.OnHand, b.Resv ?? 0]);

describe('the completion of a big order without a parts desk', () => {
  it('refuses 43 different items (86 writes) writing nothing; with 3 issued first it takes the other 40', async () => {
    const created = await invoke<RepairOrderAnswer>(serviceRoutes.createRepairOrder, {
      token: tokens.advisor,
      body: {
        Cust: cv.custId,
        ProdId: cv.prodId,
        SA: org.users.advisor.userId,
        Comps: [W.complaint(1, 'Overhaul')],
        Ops: [W.labor(1, { CompId: 'WC1' })],
        Parts: ITEMS.map((In_Id, i) => W.part(i + 1, { OpId: 'WO1', In_Id, Qty: 1 })),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const approved = await act(created.body, 'Approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const before = await stock();
    expect(before.every(([, onHand, resv]) => onHand === 2000 && resv === 1000)).toBe(true);

    const refused = await act(approved.body, 'Complete');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(StockSwitchMessages.tooManyToIssue(43));
    expect(await stock()).toEqual(before);

    for (const LineId of ['WP1', 'WP2', 'WP3']) {
      const issued = await invoke(inventoryRoutes.issuePart, {
        token: tokens.partsclerk,
        body: { DocId: created.body._id, LineId, WhId: main._id, Qty: 1 },
      });
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    }
    const fresh = await invoke<RepairOrderAnswer>(serviceRoutes.repairOrder, {
      token: tokens.advisor,
      params: { Id: created.body._id },
    });
    const done = await act(fresh.body, 'Complete');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.Parts?.every((p) => p.IQty === 1 && p.Resv === undefined)).toBe(true);
    expect((await stock()).every(([, onHand, resv]) => onHand === 1000 && resv === 0)).toBe(true);
  });
});
