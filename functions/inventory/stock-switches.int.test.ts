import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { salesReceiptRoutes } from '@shared/api/routes/sales-receipts';
import { serviceRoutes } from '@shared/api/routes/service';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import { DocumentMessages } from '@shared/documents/validation-messages';
import type { IssuePartAnswer } from '@shared/inventory/issue-schemas';
import { ReservationMessages } from '@shared/inventory/reservation-messages';
import type { RequestedPartRow } from '@shared/inventory/reservation-schemas';
import { StockSwitchMessages } from '@shared/inventory/stock-switches';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { createItem } from '../data/inventory/items-repo';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { setWorkshopConfig } from '../test/catalogue-test-kit';
import { invoke } from '../test/invoke';
import { adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { createCustomerAndVehicle, lines, saveAs, type CustomerAndVehicle } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The Inventory settings `BZQty` (Block Zero Quantity) and `Issue` through the real
 * handlers and DynamoDB Local (docs/inventory-reservations.md §9): BZQty on refuses a
 * part or a counter-sale item the shelf cannot give, writing nothing, and two advisors
 * after the last unit get it once; Issue off takes what an order holds off stock in
 * its completion's own transaction (batches earliest expiry first), and a serial part
 * still waits for its serials.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'partsclerk' | 'technician', string>;
let cv: CustomerAndVehicle;
let main: Warehouse;
const W = lines('RepairOrder');
let itemSeq = 9700;
const FLUID = 'PRT9791';
const BATTERY = 'PRT9792';

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk', 'technician'] as const));
  await setWorkshopConfig(org, ['Inventory', 'Features', 'BN'], true);
  await setWorkshopConfig(org, ['Inventory', 'Features', 'SN'], true);
  cv = await createCustomerAndVehicle(tokens.advisor);
  main = await createWarehouse(tokens.owner, 'Main');
  for (const [ItemId, Track, Desc] of [
    [FLUID, 'BN', 'Brake fluid DOT 4'],
    [BATTERY, 'SN', 'Battery 35 Ah'],
  ] as const) {
    await createPart(org.orgId, { _id: ItemId, PCode: `T-${ItemId}`, Desc, UoM: 'NOS' });
    await createItem(org.orgId, org.workshopId, { ItemId, Track, Act: true, CrBy: 'test' });
  }
}, 120_000);

/** The branch's two switches, through the Inventory settings call (the next call reads them). */
async function switches(set: { Issue?: boolean; BZQty?: boolean }): Promise<void> {
  const s = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.owner })).body;
  const answer = await invoke(settingsRoutes.putInventory, {
    token: tokens.owner,
    body: { ver: s.ver, Inventory: { ...s.Settings.Inventory, ...set } },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
beforeEach(() => switches({ Issue: true, BZQty: false }));

async function stockedItem(qty: number, UnCost = 500): Promise<string> {
  itemSeq += 1;
  const id = `PRT${itemSeq}`;
  await createPart(org.orgId, { _id: id, PCode: `SW-${itemSeq}`, Desc: `Clutch plate ${itemSeq}`, UoM: 'NOS' });
  if (qty > 0) await adjusted(tokens.owner, [{ ItemId: id, WhId: main._id, Qty: qty, UnCost }]);
  return id;
}
const create = (item: string, Qty: number, extra: Record<string, unknown> = {}) =>
  invoke<RepairOrderAnswer>(serviceRoutes.createRepairOrder, {
    token: tokens.advisor,
    body: {
      Cust: cv.custId,
      ProdId: cv.prodId,
      SA: org.users.advisor.userId,
      Comps: [W.complaint(1, 'Clutch slipping')],
      Ops: [W.labor(1, { CompId: 'WC1' })],
      Parts: [W.part(1, { OpId: 'WO1', In_Id: item, Qty })],
      ...extra,
    },
  });
const created = async (item: string, Qty: number, extra: Record<string, unknown> = {}): Promise<RepairOrderAnswer> => {
  const answer = await create(item, Qty, extra);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const balance = async (item: string) =>
  (await listItemBalances(org.orgId, org.workshopId, item)).find((b) => b.WhId === main._id);
const requested = async (item: string) =>
  (
    await invoke<{ Items: RequestedPartRow[] }>(inventoryRoutes.requestedParts, {
      token: tokens.partsclerk,
      query: { Limit: '50' },
    })
  ).body.Items.filter((r) => r.ItemId === item);
const readOrder = async (id: string) =>
  (await invoke<RepairOrderAnswer>(serviceRoutes.repairOrder, { token: tokens.advisor, params: { Id: id } })).body;
const act = (order: { _id: string; ver: number }, Action: string) =>
  invoke<RepairOrderAnswer & ApiErrorBody>(serviceRoutes.repairOrderAction, {
    token: tokens.owner,
    params: { Id: order._id, Action },
    body: { ver: order.ver },
  });
async function approved(order: RepairOrderAnswer): Promise<RepairOrderAnswer> {
  const answer = await act(order, 'Approve');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
async function expectInvariant(): Promise<void> {
  const check = await checkStockInvariant(org.orgId, org.workshopId);
  expect(check.breaches).toEqual([]);
  expect(check.belowZero).toEqual([]);
}
const issueMoves = async (item: string, DocId: string) =>
  (await allMovements(org.orgId, org.workshopId, item)).filter((m) => m.Kind === 'Issue' && m.DocId === DocId);

describe('BZQty (Block Zero Quantity) on a repair order', () => {
  it('on: a part with nothing available is refused with Insufficient Quantity, asked or not, and nothing is written', async () => {
    await switches({ BZQty: true });
    const item = await stockedItem(2);
    await created(item, 2); // holds both: nothing is available now
    for (const AddShort of ['ask', 'yes', undefined]) {
      const refused = expectRefused(
        await create(item, 1, AddShort ? { AddShort } : {}),
        400,
        StockSwitchMessages.insufficient,
      );
      expect(refused.errors).toEqual([{ path: 'WP1.Qty', message: StockSwitchMessages.onlyAvailable(0) }]);
    }
    expect(await balance(item)).toMatchObject({ OnHand: 2000, Resv: 2000 });
    expect(await requested(item)).toEqual([]);
  });

  it('on: partly available, the line may take only what is available; raising it past that is refused at its ver', async () => {
    await switches({ BZQty: true });
    const item = await stockedItem(3);
    const refused = expectRefused(await create(item, 5), 400, StockSwitchMessages.insufficient);
    expect(refused.errors).toEqual([{ path: 'WP1.Qty', message: StockSwitchMessages.onlyAvailable(3, 'NOS') }]);
    const order = await created(item, 2);
    expect(order.Parts?.[0]).toMatchObject({ Resv: 2 });
    expect(order.Parts?.[0]?.ReqQty).toBeUndefined();
    const raised = await saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, order, {
      Parts: [{ ...order.Parts?.[0], Qty: 4 }],
    });
    expect(expectRefused(raised, 400, StockSwitchMessages.insufficient).errors?.[0]?.message).toBe(
      StockSwitchMessages.onlyAvailable(3, 'NOS'),
    );
    expect((await readOrder(order._id)).ver).toBe(order.ver);
    expect(await balance(item)).toMatchObject({ Resv: 2000 });
    expect(await requested(item)).toEqual([]);
  });

  it('on: two advisors adding the last unit at once: one holds it, the other is refused', async () => {
    await switches({ BZQty: true });
    const item = await stockedItem(1);
    const answers = await Promise.all([create(item, 1), create(item, 1), create(item, 1)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400))
      expect((a.body as unknown as ApiErrorBody).message).toBe(StockSwitchMessages.insufficient);
    expect(await balance(item)).toMatchObject({ OnHand: 1000, Resv: 1000 });
    expect(await requested(item)).toEqual([]);
  });

  it('off: the same shortfall is asked about, and on yes held in part and requested', async () => {
    const item = await stockedItem(1);
    expectRefused(await create(item, 3, { AddShort: 'ask' }), 400, ReservationMessages.addShort);
    const order = (await create(item, 3, { AddShort: 'yes' })).body;
    expect(order.Parts?.[0]).toMatchObject({ Resv: 1, ReqQty: 2 });
    expect(await requested(item)).toEqual([expect.objectContaining({ Qty: 2, Sts: 'New' })]);
  });
});

describe('BZQty on a counter sale', () => {
  const sell = (ItemId: string, Qty: number, Amt: number) =>
    invoke<ReceiptAnswer>(salesReceiptRoutes.createReceipt, {
      token: tokens.owner,
      body: { WhId: main._id, Walk: { Name: 'Walk-in' }, Lines: [{ ItemId, Qty }], Payments: [{ Type: 'Cash', Amt }] },
    });
  /** Paid in full: the total read from the refusal of ₹1 ('… ₹2,831.00 is still due.'). */
  const paid = async (ItemId: string, Qty: number) => {
    const probe = (await sell(ItemId, Qty, 1)).body as unknown as ApiErrorBody;
    const due = Number(/₹([\d,.]+) is still due/.exec(probe.message)?.[1]?.replace(/,/g, ''));
    expect(due, probe.message).toBeGreaterThan(0);
    return sell(ItemId, Qty, due + 1);
  };

  it('on: a sale takes only what open repair orders do not hold; off: it sells from what is on hand', async () => {
    const item = await stockedItem(3);
    await created(item, 2); // 3 on hand, 2 held: 1 available
    await switches({ BZQty: true });
    const refused = expectRefused(await paid(item, 2), 400, StockSwitchMessages.insufficient);
    expect(refused.errors).toEqual([{ path: 'Lines.0.Qty', message: StockSwitchMessages.onlyAvailable(1, 'NOS') }]);
    expect(await balance(item)).toMatchObject({ OnHand: 3000, Resv: 2000 });
    expect((await allMovements(org.orgId, org.workshopId, item)).filter((m) => m.Kind === 'Sale')).toEqual([]);
    const one = await paid(item, 1);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(await balance(item)).toMatchObject({ OnHand: 2000, Resv: 2000 });
    // Off: what is on hand may be sold, held or not (today's counter).
    await switches({ BZQty: false });
    const off = await paid(item, 2);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await balance(item)).toMatchObject({ OnHand: 0, Resv: 2000 });
  });
});

describe('Issue off: parts leave stock when the order is completed', () => {
  it('the completion issues what the order holds, in its own transaction, and cancels what is still requested', async () => {
    await switches({ Issue: false });
    const item = await stockedItem(2, 400);
    const order = await approved(await created(item, 3)); // holds 2, requests 1
    expect(order.Parts?.[0]).toMatchObject({ Resv: 2, ReqQty: 1 });
    const done = await act(order, 'Complete');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.Sts).toBe('Completed');
    expect(done.body.Parts?.[0]).toMatchObject({ IQty: 2, RQty: 2, Sts: 'Completed' });
    expect(done.body.Parts?.[0]?.Resv).toBeUndefined();
    expect(await balance(item)).toMatchObject({ OnHand: 0, ValueP: 0 });
    expect((await balance(item))?.Resv).toBeUndefined();
    expect(await issueMoves(item, order._id)).toEqual([
      expect.objectContaining({ Qty: -2000, ValueP: -80_000, LineId: 'WP1', DocNum: order.Num }),
    ]);
    expect(await requested(item)).toEqual([expect.objectContaining({ Sts: 'Cancelled' })]);
    await expectInvariant();
  });

  it('on (the default) the completion only releases: nothing leaves stock', async () => {
    const item = await stockedItem(2);
    const order = await approved(await created(item, 2));
    const done = await act(order, 'Complete');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.Parts?.[0]?.IQty ?? 0).toBe(0);
    expect(await balance(item)).toMatchObject({ OnHand: 2000 });
    expect((await balance(item))?.Resv).toBeUndefined();
    expect(await issueMoves(item, order._id)).toEqual([]);
  });

  it('a batch part leaves earliest expiry first; the tracked-parts rule sees it issued', async () => {
    await adjusted(tokens.owner, [
      { ItemId: FLUID, WhId: main._id, Qty: 2, UnCost: 240, Batch: 'BF-LATE', Exp: '2031-12-31' },
    ]);
    await adjusted(tokens.owner, [
      { ItemId: FLUID, WhId: main._id, Qty: 1, UnCost: 240, Batch: 'BF-SOON', Exp: '2030-06-30' },
    ]);
    await switches({ Issue: false });
    const order = await approved(await created(FLUID, 2));
    expect(order.Parts?.[0]).toMatchObject({ Track: 'BN', Resv: 2 });
    const done = await act(order, 'Complete');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.Parts?.[0]).toMatchObject({ IQty: 2, Batch: 'BF-SOON, BF-LATE' });
    expect(await issueMoves(FLUID, order._id)).toEqual([
      expect.objectContaining({
        Qty: -2000,
        Batches: [
          expect.objectContaining({ Batch: 'BF-SOON', Qty: -1000 }),
          expect.objectContaining({ Batch: 'BF-LATE', Qty: -1000 }),
        ],
      }),
    ]);
    await expectInvariant();
  });

  it('a serial part is not taken by the completion: refused until its serials are issued at Issue Parts', async () => {
    await adjusted(tokens.owner, [{ ItemId: BATTERY, WhId: main._id, Qty: 1, UnCost: 3500, Serials: ['SB-1'] }]);
    await switches({ Issue: false });
    const order = await approved(await created(BATTERY, 1));
    const before = await balance(BATTERY);
    const refused = await act(order, 'Complete');
    expect(refused.status).toBe(400);
    expect(refused.body.Issues).toContainEqual({
      LineId: 'WP1',
      Field: 'IQty',
      Message: DocumentMessages.trackedPartNotIssued,
    });
    expect(await balance(BATTERY)).toEqual(before);
    const issued = await invoke<IssuePartAnswer>(inventoryRoutes.issuePart, {
      token: tokens.partsclerk,
      body: { DocId: order._id, LineId: 'WP1', WhId: main._id, Qty: 1, Serials: ['SB-1'] },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const done = await act(await readOrder(order._id), 'Complete');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await balance(BATTERY)).toMatchObject({ OnHand: 0 });
  });

  it('stock lost below what the order holds refuses the completion with Insufficient Quantity and writes nothing', async () => {
    await switches({ Issue: false });
    const item = await stockedItem(2);
    const order = await approved(await created(item, 2));
    await adjusted(tokens.owner, [{ ItemId: item, WhId: main._id, Qty: -1, Reason: 'Lost or stolen' }]);
    const before = await balance(item);
    const refused = await act(order, 'Complete');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(StockSwitchMessages.insufficient);
    expect(refused.body.Issues).toEqual([{ LineId: 'WP1', Field: 'IQty', Message: StockSwitchMessages.insufficient }]);
    expect(await balance(item)).toEqual(before);
    expect(await readOrder(order._id)).toMatchObject({ ver: order.ver, Sts: order.Sts });
  });

  it('a job completed by its technician keeps its batch part held; invoicing the completed order issues it', async () => {
    const COOLANT = 'PRT9793';
    await createPart(org.orgId, { _id: COOLANT, PCode: 'CLT-1L', Desc: 'Coolant, 1 L', UoM: 'NOS' });
    await createItem(org.orgId, org.workshopId, { ItemId: COOLANT, Track: 'BN', Act: true, CrBy: 'test' });
    await adjusted(tokens.owner, [
      { ItemId: COOLANT, WhId: main._id, Qty: 2, UnCost: 300, Batch: 'CL-1', Exp: '2031-01-31' },
    ]);
    const tech = org.users.technician.userId;
    const order = await approved(await created(COOLANT, 1, { Ops: [W.labor(1, { CompId: 'WC1', Tech: tech })] }));
    const job = async (Move: 'Start' | 'Complete') => {
      const mine = await invoke<{ Items: { WOId: string; LineId: string; ver: number }[] }>(serviceRoutes.myJobs, {
        token: tokens.technician,
      });
      const ver = mine.body.Items.find((j) => j.WOId === order._id && j.LineId === 'WO1')?.ver;
      return invoke<ApiErrorBody>(serviceRoutes.updateJob, {
        token: tokens.technician,
        params: { Id: order._id, LineId: 'WO1' },
        body: { Move, ver },
      });
    };
    expect((await job('Start')).status).toBe(200);
    // With a parts desk, the batch part must be issued before the job is done.
    expect((await job('Complete')).body.Issues).toContainEqual({
      LineId: 'WP1',
      Field: 'IQty',
      Message: DocumentMessages.trackedPartNotIssued,
    });
    await switches({ Issue: false });
    const done = await job('Complete');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const completed = await readOrder(order._id);
    expect(completed.Sts).toBe('Completed');
    expect(completed.Parts?.[0]).toMatchObject({ Sts: 'Completed', Resv: 1 });
    // A save of the completed order keeps the part held (the branch issues at completion).
    const kept = await saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, completed, { Notes: 'Coolant topped up' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.Parts?.[0]).toMatchObject({ Resv: 1 });
    expect(await balance(COOLANT)).toMatchObject({ OnHand: 2000, Resv: 1000 });
    const invoiced = await act(kept.body, 'GenerateInvoice');
    expect(invoiced.status, JSON.stringify(invoiced.body)).toBe(200);
    expect((await readOrder(order._id)).Parts?.[0]).toMatchObject({ IQty: 1, Batch: 'CL-1' });
    expect(await balance(COOLANT)).toMatchObject({ OnHand: 1000 });
    expect((await balance(COOLANT))?.Resv).toBeUndefined();
    expect(await issueMoves(COOLANT, order._id)).toEqual([expect.objectContaining({ Qty: -1000, ValueP: -30_000 })]);
    await expectInvariant();
  });
});
