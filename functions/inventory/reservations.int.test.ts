import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { serviceRoutes } from '@shared/api/routes/service';
import type { IssuePartAnswer } from '@shared/inventory/issue-schemas';
import { ReservationMessages } from '@shared/inventory/reservation-messages';
import type { PartsWaitRow, RequestedPartRow } from '@shared/inventory/reservation-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { listItemBalances } from '../data/inventory/stock-repo';
import { invoke } from '../test/invoke';
import { adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { createCustomerAndVehicle, lines, ok, saveAs, type CustomerAndVehicle } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Reservations of stocked parts on repair orders and requested parts
 * (docs/inventory-reservations.md) through the real handlers and DynamoDB Local:
 * held in the save's own transaction, taken by the issue, released by lowering,
 * cancelling and closing, the shortfall requested, and the invariant that a
 * balance's reserved quantity is what the open orders' lines hold.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'partsclerk', string>;
let cv: CustomerAndVehicle;
let main: Warehouse;
const W = lines('RepairOrder');
let itemSeq = 9400;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk'] as const));
  cv = await createCustomerAndVehicle(tokens.advisor);
  // The first warehouse by name holds new reservations (no DefWId set).
  main = await createWarehouse(tokens.owner, 'A Main store');
  await createWarehouse(tokens.owner, 'Z Rack');
}, 120_000);

/** A fresh item with `qty` on hand in the main store at ₹500.00, so each test has its own balance. */
async function stockedItem(qty: number): Promise<string> {
  itemSeq += 1;
  const id = `PRT${itemSeq}`;
  await createPart(org.orgId, { _id: id, PCode: `SA-${itemSeq}`, Desc: `Shock absorber ${itemSeq}`, UoM: 'NOS' });
  if (qty > 0) await adjusted(tokens.owner, [{ ItemId: id, WhId: main._id, Qty: qty, UnCost: 500 }]);
  return id;
}

const create = (item: string, Qty: number, extra: Record<string, unknown> = {}) =>
  invoke<RepairOrderAnswer>(serviceRoutes.createRepairOrder, {
    token: tokens.advisor,
    body: {
      Cust: cv.custId,
      ProdId: cv.prodId,
      SA: org.users.advisor.userId,
      Comps: [W.complaint(1, 'Suspension noise')],
      Ops: [W.labor(1, { CompId: 'WC1' })],
      Parts: [W.part(1, { OpId: 'WO1', In_Id: item, Qty })],
      ...extra,
    },
  });
const created = async (item: string, Qty: number): Promise<RepairOrderAnswer> => {
  const answer = await create(item, Qty);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const readOrder = (id: string) =>
  ok<RepairOrderAnswer>(serviceRoutes.repairOrder, { token: tokens.advisor, params: { Id: id } });
const withPart = (doc: RepairOrderAnswer, part: Record<string, unknown>) => ({
  Parts: (doc.Parts ?? []).map((p, i) => (i === 0 ? { ...p, ...part } : p)),
});
const saved = async (doc: RepairOrderAnswer, change: Record<string, unknown>): Promise<RepairOrderAnswer> => {
  const answer = await saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, doc, change);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
type IssueRoute = typeof inventoryRoutes.issuePart | typeof inventoryRoutes.returnPart;
const issue = (DocId: string, Qty: number, path: IssueRoute = inventoryRoutes.issuePart) =>
  invoke<IssuePartAnswer>(path, { token: tokens.partsclerk, body: { DocId, LineId: 'WP1', WhId: main._id, Qty } });
const balance = async (item: string) =>
  (await listItemBalances(org.orgId, org.workshopId, item)).find((b) => b.WhId === main._id);
const requested = async (item: string, Sts?: string) => {
  const answer = await invoke<{ Items: RequestedPartRow[] }>(inventoryRoutes.requestedParts, {
    token: tokens.partsclerk,
    query: { Limit: '50', ...(Sts ? { Sts } : {}) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Items.filter((r) => r.ItemId === item);
};

/** The invariant: the balance's reserved quantity is what the open orders' lines hold there. */
async function expectReservedMatchesLines(item: string, orderIds: readonly string[]): Promise<void> {
  const orders = await Promise.all(orderIds.map(readOrder));
  const open = orders.filter((o) => !['Completed', 'Closed', 'Cancelled', 'Declined'].includes(o.Sts));
  const held = open
    .flatMap((o) => o.Parts ?? [])
    .filter((p) => p.In_Id === item && p.RsvWh === main._id)
    .reduce((sum, p) => sum + Math.round((p.Resv ?? 0) * 1000), 0);
  expect((await balance(item))?.Resv ?? 0).toBe(held);
  for (const o of orders.filter((x) => !open.includes(x)))
    for (const p of o.Parts ?? []) expect(p.Resv).toBeUndefined();
}

describe('reserving on save', () => {
  it("holds the line's quantity in the save's transaction, tells the line, and raises and lowers with it", async () => {
    const item = await stockedItem(5);
    const order = await created(item, 2);
    expect(order.Parts?.[0]).toMatchObject({ Resv: 2, RsvWh: main._id });
    expect(order.Reservations).toEqual([
      { LineId: 'WP1', Reserved: 2, Requested: 0, Message: ReservationMessages.reserved },
    ]);
    expect(await balance(item)).toMatchObject({ OnHand: 5000, Resv: 2000 });
    const stock = await invoke<{ Items: { ItemId: string; Reserved: number; Available: number }[] }>(
      inventoryRoutes.stock,
      { token: tokens.owner, query: { Wh: main._id } },
    );
    expect(stock.body.Items.find((r) => r.ItemId === item)).toMatchObject({ Reserved: 2, Available: 3 });

    const raised = await saved(order, withPart(order, { Qty: 4 }));
    expect(raised.Parts?.[0]).toMatchObject({ Resv: 4 });
    expect((await balance(item))?.Resv).toBe(4000);
    const lowered = await saved(raised, withPart(raised, { Qty: 1 }));
    expect(lowered.Parts?.[0]).toMatchObject({ Resv: 1 });
    expect((await balance(item))?.Resv).toBe(1000);
    // A body's own reservation figures are never kept.
    const typed = await saved(lowered, withPart(lowered, { Resv: 5, ReqQty: 3 }));
    expect(typed.Parts?.[0]).toMatchObject({ Resv: 1 });
    expect(typed.Parts?.[0]?.ReqQty).toBeUndefined();
    await expectReservedMatchesLines(item, [order._id]);
  });

  it('short: holds what it can and requests the rest; asked first, it refuses and writes nothing', async () => {
    const item = await stockedItem(1);
    const asked = await create(item, 3, { AddShort: 'ask' });
    expect(expectRefused(asked, 400, ReservationMessages.addShort).errors?.[0]).toMatchObject({
      path: 'Parts.WP1.Qty',
      message: ReservationMessages.shortDetail(1, 2),
    });
    expect((await balance(item))?.Resv).toBeUndefined();
    expect(await requested(item)).toEqual([]);

    const order = (await create(item, 3, { AddShort: 'yes' })).body;
    expect(order.Parts?.[0]).toMatchObject({ Resv: 1, ReqQty: 2 });
    expect(order.Reservations?.[0]).toMatchObject({
      Reserved: 1,
      Requested: 2,
      Message: ReservationMessages.notReserved,
    });
    expect(await requested(item, 'New')).toEqual([
      expect.objectContaining({ DocId: order._id, Num: order.Num, LineId: 'WP1', Qty: 2, Sts: 'New', RegNo: cv.regNo }),
    ]);

    // Lowering within what is held: the request is cancelled.
    const lowered = await saved(order, withPart(order, { Qty: 1 }));
    expect(lowered.Parts?.[0]?.ReqQty).toBeUndefined();
    expect(await requested(item)).toEqual([expect.objectContaining({ Sts: 'Cancelled', Qty: 2 })]);
    // A save asked to ask, that raises it short again, is refused and changes nothing.
    const again = await saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, lowered, {
      ...withPart(lowered, { Qty: 2 }),
      AddShort: 'ask',
    });
    expectRefused(again, 400, ReservationMessages.addShort);
    expect((await readOrder(order._id)).ver).toBe(lowered.ver);
    expect(await requested(item)).toEqual([expect.objectContaining({ Sts: 'Cancelled' })]);
  });

  it('an issue takes the reservation; filled by issues, the request is Closed; stock that came is Received', async () => {
    const item = await stockedItem(1);
    const order = (await create(item, 3)).body;
    expect((await issue(order._id, 1)).status).toBe(200);
    expect((await readOrder(order._id)).Parts?.[0]).toMatchObject({ IQty: 1, ReqQty: 2 });
    expect(await balance(item)).toMatchObject({ OnHand: 0 });
    expect((await balance(item))?.Resv).toBeUndefined();
    // Two more arrive; the next save holds them, and the request is Received.
    await adjusted(tokens.owner, [{ ItemId: item, WhId: main._id, Qty: 2, UnCost: 520 }]);
    const fresh = await readOrder(order._id);
    const held = await saved(fresh, { Notes: 'Parts came' });
    expect(held.Parts?.[0]).toMatchObject({ Resv: 2 });
    expect(await requested(item)).toEqual([expect.objectContaining({ Sts: 'Received' })]);
    expect((await issue(order._id, 2)).status).toBe(200);
    expect((await balance(item))?.Resv).toBeUndefined();

    // Short again on another order, then filled by an issue after stock came: Closed.
    const other = (await create(item, 1)).body;
    expect(other.Parts?.[0]).toMatchObject({ ReqQty: 1 });
    await adjusted(tokens.owner, [{ ItemId: item, WhId: main._id, Qty: 1, UnCost: 520 }]);
    expect((await issue(other._id, 1)).status).toBe(200);
    expect((await requested(item)).find((r) => r.DocId === other._id)).toMatchObject({ Sts: 'Closed' });
    await expectReservedMatchesLines(item, [order._id, other._id]);
  });

  it("an issue may not take another order's reservation", async () => {
    const item = await stockedItem(2);
    const first = (await create(item, 2)).body;
    const second = (await create(item, 1)).body;
    expect(second.Parts?.[0]).toMatchObject({ ReqQty: 1 });
    expectRefused(await issue(second._id, 1), 400, 'Insufficient Quantity.');
    expect((await issue(first._id, 2)).status).toBe(200);
    await expectReservedMatchesLines(item, [first._id, second._id]);
  });
});

describe('the invariant', () => {
  it('after saves, issues, returns, cancels and a completion the balance holds what the open lines hold', async () => {
    const item = await stockedItem(6);
    const a = await created(item, 2);
    const b = await created(item, 3);
    const c = await created(item, 3);
    expect(c.Parts?.[0]).toMatchObject({ Resv: 1, ReqQty: 2 });
    const ids = [a._id, b._id, c._id];
    await expectReservedMatchesLines(item, ids);
    expect((await issue(a._id, 2)).status).toBe(200);
    await expectReservedMatchesLines(item, ids);
    expect((await issue(a._id, 1, inventoryRoutes.returnPart)).status).toBe(200);
    await expectReservedMatchesLines(item, ids);
    // b's line declined: released, and c's next save holds what it frees.
    const bRead = await readOrder(b._id);
    await saved(bRead, withPart(bRead, { Sts: 'Declined' }));
    await expectReservedMatchesLines(item, ids);
    const cHeld = await saved(await readOrder(c._id), { Notes: 'Again' });
    expect(cHeld.Parts?.[0]).toMatchObject({ Resv: 3 });
    expect(await requested(item, 'Received')).toEqual([expect.objectContaining({ DocId: c._id })]);
    await expectReservedMatchesLines(item, ids);
    // Cancelling the order releases everything it held.
    const cancelled = await invoke<RepairOrderAnswer>(serviceRoutes.repairOrderAction, {
      token: tokens.owner,
      params: { Id: c._id, Action: 'Cancel' },
      body: { ver: cHeld.ver, Reason: 'Customer left' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.Parts?.[0]?.Resv).toBeUndefined();
    await expectReservedMatchesLines(item, ids);
  });

  it('a save and an issue at once: whichever lands first, the reservation and the line agree', async () => {
    const item = await stockedItem(4);
    const order = await created(item, 2);
    const [save, issued] = await Promise.all([
      saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, order, withPart(order, { Qty: 3 })),
      issue(order._id, 2),
    ]);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect([200, 409]).toContain(save.status);
    const after = await readOrder(order._id);
    expect(after.Parts?.[0]?.IQty).toBe(2);
    expect(after.Parts?.[0]?.Resv ?? 0).toBe(save.status === 200 ? 1 : 0);
    expect(await balance(item)).toMatchObject({ OnHand: 2000 });
    await expectReservedMatchesLines(item, [order._id]);
  });

  it('many orders at once for the last units: never more held than on hand', async () => {
    const item = await stockedItem(3);
    const orders = await Promise.all(Array.from({ length: 6 }, () => created(item, 1)));
    expect(orders.filter((o) => o.Parts?.[0]?.Resv === 1)).toHaveLength(3);
    expect(orders.filter((o) => o.Parts?.[0]?.ReqQty === 1)).toHaveLength(3);
    expect((await balance(item))?.Resv).toBe(3000);
    await expectReservedMatchesLines(
      item,
      orders.map((o) => o._id),
    );
  });
});

describe('the lists', () => {
  it('the orders waiting for parts show what each waits for', async () => {
    const item = await stockedItem(1);
    const order = (await create(item, 2)).body;
    const answer = await invoke<{ Items: PartsWaitRow[] }>(inventoryRoutes.partsWaitingOrders, {
      token: tokens.partsclerk,
      query: { Limit: '50' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Items.find((r) => r.DocId === order._id)).toMatchObject({
      Num: order.Num,
      Lines: [expect.objectContaining({ LineId: 'WP1', Qty: 2, IQty: 0, Resv: 1, ReqQty: 1, ToIssue: 2 })],
    });
    expectRefused(await invoke(inventoryRoutes.requestedParts, { token: tokens.advisor }), 403);
    expectRefused(await invoke(inventoryRoutes.partsWaitingOrders, { token: tokens.advisor }), 403);
  });
});
