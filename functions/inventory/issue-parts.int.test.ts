import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { serviceRoutes } from '@shared/api/routes/service';
import { Messages } from '@shared/api/messages';
import { DocumentMessages } from '@shared/documents/validation-messages';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { IssuePartAnswer, WaitingPartRow } from '@shared/inventory/issue-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { ServiceMessages } from '@shared/service/service-messages';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { invoke } from '../test/invoke';
import { adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import {
  approveByLines,
  createCustomerAndVehicle,
  createRepairOrder,
  lines,
  ok,
  saveAs,
  type CustomerAndVehicle,
} from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Issue Parts (docs/inventory.md §10) through the real handlers and DynamoDB
 * Local: the order's part line and the stock move in one transaction, races of
 * clerks and of an advisor's save, the refusals, and who may do it.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'partsclerk' | 'technician', string>;
let cv: CustomerAndVehicle;
let main: Warehouse;
let rack: Warehouse;
const W = lines('RepairOrder');
const PADS = 'PRT9301';
const PLUG = 'PRT9302';

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk', 'technician'] as const));
  cv = await createCustomerAndVehicle(tokens.advisor);
  main = await createWarehouse(tokens.owner, 'Main');
  rack = await createWarehouse(tokens.owner, 'Rack B');
  await createPart(org.orgId, { _id: PADS, PCode: 'BP-SWIFT', Desc: 'Brake pads, front', UoM: 'SET' });
  await createPart(org.orgId, { _id: PLUG, PCode: 'SP-IRIDIUM', Desc: 'Spark plug, iridium', UoM: 'NOS' });
}, 120_000);

/** An order with one labour line and one stocked part line `WP1` on it. */
const orderWith = (ItemId: string, part: Record<string, unknown> = {}): Promise<RepairOrderAnswer> =>
  createRepairOrder(tokens.advisor, cv, org.users.advisor.userId, {
    Comps: [W.complaint(1, 'Brake noise')],
    Ops: [W.labor(1, { CompId: 'WC1' })],
    Parts: [W.part(1, { OpId: 'WO1', In_Id: ItemId, Qty: 2, ...part })],
  });

const issue = (token: string, DocId: string, Qty: number, WhId = main._id, LineId = 'WP1') =>
  invoke<IssuePartAnswer>(inventoryRoutes.issuePart, { token, body: { DocId, LineId, WhId, Qty } });
const giveBack = (token: string, DocId: string, Qty: number, WhId = main._id) =>
  invoke<IssuePartAnswer>(inventoryRoutes.returnPart, { token, body: { DocId, LineId: 'WP1', WhId, Qty } });
const readOrder = (id: string) =>
  ok<RepairOrderAnswer>(serviceRoutes.repairOrder, { token: tokens.advisor, params: { Id: id } });
const balanceOf = async (itemId: string, whId: string) =>
  (await listItemBalances(org.orgId, org.workshopId, itemId)).find((b) => b.WhId === whId);

/** The invariant: the movements add up to the balances, in quantity and value. */
async function expectLogMatchesBalances(itemId: string): Promise<void> {
  const balances = await listItemBalances(org.orgId, org.workshopId, itemId);
  const moves = await allMovements(org.orgId, org.workshopId, itemId);
  expect(moves.reduce((s, m) => s + m.Qty, 0)).toBe(balances.reduce((s, b) => s + b.OnHand, 0));
  expect(moves.reduce((s, m) => s + m.ValueP, 0)).toBe(balances.reduce((s, b) => s + b.ValueP, 0));
}

describe('issue and return', () => {
  it('moves the line, its labour line and the stock together, and lists the line until it is all issued', async () => {
    await adjusted(tokens.owner, [{ ItemId: PADS, WhId: main._id, Qty: 5, UnCost: 400 }]);
    // Approved, so its labour line follows its parts (§4).
    const order = await approveByLines(serviceRoutes.saveRepairOrder, tokens.advisor, await orderWith(PADS));
    const listed = await invoke<{ Items: WaitingPartRow[] }>(inventoryRoutes.waitingParts, {
      token: tokens.partsclerk,
    });
    expect(listed.body.Items.find((r) => r.DocId === order._id)).toMatchObject({
      LineId: 'WP1',
      ItemId: PADS,
      Qty: 2,
      IQty: 0,
      ToIssue: 2,
      ver: order.ver,
    });

    const first = await issue(tokens.partsclerk, order._id, 2);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Quantity Updated Successfully.',
      ver: order.ver + 1,
      IQty: 2,
      RQty: 2,
      LaborSts: 'PartsAvl',
      Movement: { Qty: -2, UnCost: 400, Value: -800, OnHand: 3 },
    });
    const after = await readOrder(order._id);
    expect(after.Parts?.[0]).toMatchObject({ IQty: 2, RQty: 2 });
    expect(after.Ops?.[0]?.Sts).toBe('PartsAvl');
    expect(await balanceOf(PADS, main._id)).toMatchObject({ OnHand: 3000, ValueP: 120_000 });
    const [movement] = await allMovements(org.orgId, org.workshopId, PADS).then((m) =>
      m.filter((x) => x.Kind === 'Issue'),
    );
    expect(movement).toMatchObject({ DocType: 'RepairOrder', DocId: order._id, LineId: 'WP1', DocNum: order.Num });
    const again = await invoke<{ Items: WaitingPartRow[] }>(inventoryRoutes.waitingParts, { token: tokens.partsclerk });
    expect(again.body.Items.some((r) => r.DocId === order._id)).toBe(false);
    const issuedList = await invoke<{ Items: WaitingPartRow[] }>(inventoryRoutes.waitingParts, {
      token: tokens.partsclerk,
      query: { Issued: 'true' },
    });
    expect(issuedList.body.Items.find((r) => r.DocId === order._id)).toMatchObject({ LineId: 'WP1', IQty: 2 });

    // A return puts one back at what the issue took out, and the line and labour line follow.
    const back = await giveBack(tokens.partsclerk, order._id, 1);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ IQty: 1, RQty: 1, LaborSts: 'WtngForParts', Movement: { Qty: 1, Value: 400 } });
    expect(await balanceOf(PADS, main._id)).toMatchObject({ OnHand: 4000, ValueP: 160_000 });
    await expectLogMatchesBalances(PADS);
  });

  it('refuses what the rules forbid and writes nothing', async () => {
    const order = await orderWith(PADS);
    const stock = await balanceOf(PADS, main._id);
    expectRefused(await issue(tokens.partsclerk, order._id, 3), 400, ServiceMessages.issuedAboveRequired);
    expectRefused(await issue(tokens.partsclerk, order._id, 1, rack._id), 400, 'Insufficient Quantity.');
    expectRefused(await issue(tokens.partsclerk, order._id, 0.5), 400, InventoryMessages.wholeQuantity('SET'));
    expectRefused(await giveBack(tokens.partsclerk, order._id, 1), 400, InventoryMessages.returnAboveIssued(0));
    expectRefused(await issue(tokens.partsclerk, order._id, 1, main._id, 'WP9'), 400);
    expectRefused(await issue(tokens.partsclerk, order._id, 1, 'WH-NOT-OURS'), 400);
    expect((await readOrder(order._id)).ver).toBe(order.ver);
    expect(await balanceOf(PADS, main._id)).toEqual(stock);
  });
});

describe('races', () => {
  it('the last 3 units, 6 orders at once: 3 issued, 3 told Insufficient Quantity, stock at 0', async () => {
    await adjusted(tokens.owner, [{ ItemId: PLUG, WhId: main._id, Qty: 3, UnCost: 745.5 }]);
    const orders = await Promise.all(Array.from({ length: 6 }, () => orderWith(PLUG, { Qty: 1 })));
    const answers = await Promise.all(orders.map((o) => issue(tokens.partsclerk, o._id, 1)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.status !== 200)) expectRefused(a, 400, 'Insufficient Quantity.');
    expect(await balanceOf(PLUG, main._id)).toMatchObject({ OnHand: 0, ValueP: 0 });
    const issued = await Promise.all(orders.map((o) => readOrder(o._id)));
    expect(issued.filter((o) => o.Parts?.[0]?.IQty === 1)).toHaveLength(3);
    await expectLogMatchesBalances(PLUG);
  });

  it('one line, 5 clerks at once: never above its quantity', async () => {
    await adjusted(tokens.owner, [{ ItemId: PLUG, WhId: rack._id, Qty: 10, UnCost: 700 }]);
    const order = await orderWith(PLUG);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => issue(tokens.partsclerk, order._id, 1, rack._id)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const a of answers.filter((x) => x.status !== 200)) expectRefused(a, 400, ServiceMessages.issuedAboveRequired);
    expect((await readOrder(order._id)).Parts?.[0]?.IQty).toBe(2);
    expect(await balanceOf(PLUG, rack._id)).toMatchObject({ OnHand: 8000 });
    await expectLogMatchesBalances(PLUG);
  });

  it("an advisor's save from before an issue loses with 409 and takes nothing back; saved again, it keeps the issue", async () => {
    const order = await orderWith(PLUG);
    expect((await issue(tokens.partsclerk, order._id, 1, rack._id)).status).toBe(200);
    const stale = await saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, order, { Notes: 'Customer waits' });
    expectRefused(stale, 409, Messages.conflict);
    const fresh = await readOrder(order._id);
    const saved = await saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, fresh, { Notes: 'Customer waits' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Parts?.[0]).toMatchObject({ IQty: 1 });
  });

  it('a save and an issue at once: whichever order they land in, the issue is kept and the stock agrees', async () => {
    const order = await orderWith(PLUG);
    const before = (await balanceOf(PLUG, rack._id))?.OnHand ?? 0;
    const [saved, issued] = await Promise.all([
      saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, order, { Notes: 'Rush' }),
      issue(tokens.partsclerk, order._id, 2, rack._id),
    ]);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect([200, 409]).toContain(saved.status);
    expect((await readOrder(order._id)).Parts?.[0]?.IQty).toBe(2);
    expect((await balanceOf(PLUG, rack._id))?.OnHand).toBe(before - 2000);
  });
});

describe("the order's own save", () => {
  it('refuses a quantity below what was issued, and an issued quantity typed in', async () => {
    const order = await orderWith(PLUG);
    expect((await issue(tokens.partsclerk, order._id, 2, rack._id)).status).toBe(200);
    const fresh = await readOrder(order._id);
    const part = fresh.Parts?.[0] as Record<string, unknown>;
    const below = await saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, fresh, { Parts: [{ ...part, Qty: 1 }] });
    expect(expectRefused(below, 400, DocumentMessages.qtyBelowIssued('2')).errors?.[0]).toMatchObject({
      path: 'Parts.WP1.Qty',
    });
    const typed = await saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, fresh, {
      Parts: [{ ...part, Qty: 3, IQty: 3, RQty: 3 }],
    });
    expectRefused(typed, 400, InventoryMessages.issuedQtyByIssueOnly);
  });
});

describe('My Inventory', () => {
  it("lists the parts issued to the technician's own jobs, and nobody else's", async () => {
    const tech = org.users.technician.userId;
    const order = await createRepairOrder(tokens.advisor, cv, org.users.advisor.userId, {
      Comps: [W.complaint(1, 'Brake noise')],
      Ops: [W.labor(1, { CompId: 'WC1', Tech: tech }), W.labor(2, { CompId: 'WC1' })],
      Parts: [
        W.part(1, { OpId: 'WO1', In_Id: PLUG, Qty: 2 }),
        W.part(2, { OpId: 'WO2', In_Id: PLUG, Qty: 1, MPN: 'MPN-OTHER' }),
      ],
    });
    expect((await issue(tokens.partsclerk, order._id, 1, rack._id)).status).toBe(200);
    expect((await issue(tokens.partsclerk, order._id, 1, rack._id, 'WP2')).status).toBe(200);
    const mine = await invoke<{ Items: { DocId: string; LineId: string; LaborId: string; IQty: number }[] }>(
      inventoryRoutes.allocatedParts,
      { token: tokens.technician },
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.Items.filter((r) => r.DocId === order._id)).toEqual([
      expect.objectContaining({ LineId: 'WP1', LaborId: 'WO1', IQty: 1 }),
    ]);
    expectRefused(await invoke(inventoryRoutes.allocatedParts, { token: tokens.advisor }), 403);
  });
});

describe('who may issue', () => {
  it('needs Inventory WO: an advisor and a technician are refused, and nothing moves', async () => {
    const order = await orderWith(PLUG);
    expectRefused(await issue(tokens.advisor, order._id, 1, rack._id), 403);
    expectRefused(await issue(tokens.technician, order._id, 1, rack._id), 403);
    expect((await invoke(inventoryRoutes.waitingParts, { token: tokens.advisor })).status).toBe(403);
    expect((await readOrder(order._id)).ver).toBe(order.ver);
  });

  it("another organisation's order is not found", async () => {
    const order = await orderWith(PLUG);
    const other = await organisationWithLogins(['owner'] as const);
    const theirs = await createWarehouse(other.tokens.owner, 'Their store');
    expectRefused(await issue(other.tokens.owner, order._id, 1, theirs._id), 404, InventoryMessages.orderNotFound);
    expect((await readOrder(order._id)).ver).toBe(order.ver);
  });
});
