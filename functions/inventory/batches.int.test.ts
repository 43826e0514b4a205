import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { serviceRoutes } from '@shared/api/routes/service';
import { DocumentMessages } from '@shared/documents/validation-messages';
import type { IssuePartAnswer } from '@shared/inventory/issue-schemas';
import { TrackingMessages } from '@shared/inventory/tracking-messages';
import type { ExpiringRow, ItemTrackingAnswer } from '@shared/inventory/tracking-schemas';
import type { TransferAnswer } from '@shared/inventory/transfer-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { createItem } from '../data/inventory/items-repo';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { readItemTracking } from '../data/inventory/tracking-repo';
import { setWorkshopConfig } from '../test/catalogue-test-kit';
import { invoke } from '../test/invoke';
import { adjust, adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import {
  createCustomerAndVehicle,
  createRepairOrder,
  lines,
  saveAs,
  type CustomerAndVehicle,
} from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Batches with expiry and serial numbers (docs/inventory-batches.md) through
 * the real handlers and DynamoDB Local: earliest expiry first, expired batches
 * refused (and written off only as expired), serials in one place at a time,
 * refusals that write nothing, two clerks on one serial, and the batch part of
 * the stock invariant.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'partsclerk', string>;
let cv: CustomerAndVehicle;
let main: Warehouse;
const W = lines('RepairOrder');
const OIL = 'PRT9601';
const COOLANT = 'PRT9602';
const BATTERY = 'PRT9603';
const BRAKE_FLUID = 'PRT9604';

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk'] as const));
  await setWorkshopConfig(org, ['Inventory', 'Features', 'BN'], true);
  await setWorkshopConfig(org, ['Inventory', 'Features', 'SN'], true);
  cv = await createCustomerAndVehicle(tokens.advisor);
  main = await createWarehouse(tokens.owner, 'Main');
  const parts = [
    { _id: OIL, PCode: 'OIL-5W30', Desc: 'Engine oil 5W-30', UoM: 'LTR' as const, Track: 'BN' as const },
    { _id: COOLANT, PCode: 'CLT-1L', Desc: 'Coolant, 1 L', UoM: 'NOS' as const, Track: 'BN' as const },
    { _id: BATTERY, PCode: 'BAT-35AH', Desc: 'Battery 35 Ah', UoM: 'NOS' as const, Track: 'SN' as const },
    { _id: BRAKE_FLUID, PCode: 'BF-DOT4', Desc: 'Brake fluid DOT 4', UoM: 'NOS' as const, Track: 'BN' as const },
  ];
  for (const { Track, ...part } of parts) {
    await createPart(org.orgId, part);
    await createItem(org.orgId, org.workshopId, { ItemId: part._id, Track, Act: true, CrBy: 'test' });
  }
}, 120_000);

const batchesOf = async (itemId: string) =>
  (await readItemTracking(org.orgId, org.workshopId, itemId)).batches.map((b) => [b.Batch, b.OnHand]);
const balanceOf = async (itemId: string) => (await listItemBalances(org.orgId, org.workshopId, itemId))[0];

describe('batches: earliest expiry first, expired refused', () => {
  it('takes a loss from the earliest expiry first across three batches, never from an expired one', async () => {
    await adjusted(tokens.owner, [
      { ItemId: OIL, WhId: main._id, Qty: 5, UnCost: 420, Batch: 'OIL-C', Exp: '2031-12-31' },
    ]);
    await adjusted(tokens.owner, [
      { ItemId: OIL, WhId: main._id, Qty: 2, UnCost: 420, Batch: 'OIL-A', Exp: '2030-01-31' },
    ]);
    await adjusted(tokens.owner, [
      { ItemId: OIL, WhId: main._id, Qty: 3, UnCost: 420, Batch: 'OIL-B', Exp: '2030-06-30' },
    ]);
    await adjusted(tokens.owner, [
      { ItemId: OIL, WhId: main._id, Qty: 4, UnCost: 420, Batch: 'OIL-X', Exp: '2020-01-01' },
    ]);

    const out = await adjusted(tokens.owner, [{ ItemId: OIL, WhId: main._id, Qty: -6, Reason: 'Damaged' }]);
    expect(out.Lines[0]).toMatchObject({
      Batch: 'OIL-A, OIL-B, OIL-C',
      Batches: [
        { Batch: 'OIL-A', Exp: '2030-01-31', Qty: -2 },
        { Batch: 'OIL-B', Exp: '2030-06-30', Qty: -3 },
        { Batch: 'OIL-C', Exp: '2031-12-31', Qty: -1 },
      ],
    });
    // One movement for the line, its quantity split over the batches; empty batches are gone.
    const last = (await allMovements(org.orgId, org.workshopId, OIL)).at(-1);
    expect(last).toMatchObject({ Qty: -6000, Batches: [{ Qty: -2000 }, { Qty: -3000 }, { Qty: -1000 }] });
    expect(await batchesOf(OIL)).toEqual([
      ['OIL-C', 4000],
      ['OIL-X', 4000],
    ]);
  });

  it('refuses more than the unexpired stock, and a named expired batch, writing nothing', async () => {
    const before = await balanceOf(OIL);
    const short = await adjust(tokens.owner, [{ ItemId: OIL, WhId: main._id, Qty: -5, Reason: 'Damaged' }]);
    expectRefused(short, 400, TrackingMessages.onlyExpiredLeft('4', 'Engine oil 5W-30'));
    const named = await adjust(tokens.owner, [
      { ItemId: OIL, WhId: main._id, Qty: -1, Reason: 'Damaged', Batch: 'OIL-X' },
    ]);
    const body = expectRefused(named, 400, TrackingMessages.batchExpired('OIL-X', '2020-01-01'));
    expect(body.errors?.[0]?.path).toBe('Lines.0.Batch');
    expect(await balanceOf(OIL)).toEqual(before);
    expect(await batchesOf(OIL)).toEqual([
      ['OIL-C', 4000],
      ['OIL-X', 4000],
    ]);
  });

  it('writes expired stock off only with the reason Expired, expired batches first', async () => {
    const off = await adjusted(tokens.owner, [{ ItemId: OIL, WhId: main._id, Qty: -4, Reason: 'Expired' }]);
    expect(off.Lines[0]?.Batches).toEqual([{ Batch: 'OIL-X', Exp: '2020-01-01', Qty: -4 }]);
    expect(await batchesOf(OIL)).toEqual([['OIL-C', 4000]]);
  });

  it('asks a receipt for its batch, and keeps a batch to one expiry date', async () => {
    const none = await adjust(tokens.owner, [{ ItemId: COOLANT, WhId: main._id, Qty: 2, UnCost: 180 }]);
    expect(expectRefused(none, 400, TrackingMessages.batchNeeded('Coolant, 1 L')).errors?.[0]?.path).toBe(
      'Lines.0.Batch',
    );
    await adjusted(tokens.owner, [
      { ItemId: COOLANT, WhId: main._id, Qty: 2, UnCost: 180, Batch: 'C1', Exp: '2030-03-31' },
    ]);
    const other = await adjust(tokens.owner, [
      { ItemId: COOLANT, WhId: main._id, Qty: 1, UnCost: 180, Batch: 'C1', Exp: '2031-03-31' },
    ]);
    expectRefused(other, 400, TrackingMessages.expiryDiffers('C1', '2030-03-31'));
    // Naming no date takes the batch's.
    const more = await adjusted(tokens.owner, [{ ItemId: COOLANT, WhId: main._id, Qty: 1, UnCost: 180, Batch: 'C1' }]);
    expect(more.Lines[0]?.Batches).toEqual([{ Batch: 'C1', Exp: '2030-03-31', Qty: 1 }]);
    const batt = await adjust(tokens.owner, [{ ItemId: COOLANT, WhId: main._id, Qty: 1, UnCost: 1, Serials: ['X1'] }]);
    expectRefused(batt, 400, TrackingMessages.notTracked('Coolant, 1 L'));
  });
});

const orderFor = (ItemId: string, Qty = 1): Promise<RepairOrderAnswer> =>
  createRepairOrder(tokens.advisor, cv, org.users.advisor.userId, {
    Comps: [W.complaint(1, 'Service')],
    Ops: [W.labor(1, { CompId: 'WC1' })],
    Parts: [W.part(1, { OpId: 'WO1', In_Id: ItemId, Qty })],
  });
const issue = (DocId: string, Qty: number, more: { Batch?: string; Serials?: string[] } = {}) =>
  invoke<IssuePartAnswer>(inventoryRoutes.issuePart, {
    token: tokens.partsclerk,
    body: { DocId, LineId: 'WP1', WhId: main._id, Qty, ...more },
  });
const giveBack = (DocId: string, Qty: number, more: { Batch?: string; Serials?: string[] } = {}) =>
  invoke<IssuePartAnswer>(inventoryRoutes.returnPart, {
    token: tokens.partsclerk,
    body: { DocId, LineId: 'WP1', WhId: main._id, Qty, ...more },
  });
const partLine = async (id: string) =>
  (await invoke<RepairOrderAnswer>(serviceRoutes.repairOrder, { token: tokens.advisor, params: { Id: id } })).body
    .Parts?.[0];

describe('issue to a repair order', () => {
  it('issues a batch-tracked part earliest expiry first, records the batch on the line, and a return puts it back', async () => {
    await adjusted(tokens.owner, [
      { ItemId: BRAKE_FLUID, WhId: main._id, Qty: 2, UnCost: 250, Batch: 'BF-LATE', Exp: '2032-01-31' },
    ]);
    await adjusted(tokens.owner, [
      { ItemId: BRAKE_FLUID, WhId: main._id, Qty: 1, UnCost: 250, Batch: 'BF-SOON', Exp: '2030-02-28' },
    ]);
    const order = await orderFor(BRAKE_FLUID, 2);
    const issued = await issue(order._id, 2);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body).toMatchObject({ IQty: 2, Batch: 'BF-SOON, BF-LATE', Movement: { Batch: 'BF-SOON, BF-LATE' } });
    expect(await partLine(order._id)).toMatchObject({ Track: 'BN', Batch: 'BF-SOON, BF-LATE', IQty: 2 });
    expect(await batchesOf(BRAKE_FLUID)).toEqual([['BF-LATE', 1000]]);

    // The last taken goes back first.
    const back = await giveBack(order._id, 1);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({
      IQty: 1,
      Batch: 'BF-SOON',
      Movement: { Batches: [{ Batch: 'BF-LATE', Qty: 1 }] },
    });
    const named = await giveBack(order._id, 1, { Batch: 'BF-LATE' });
    expectRefused(named, 400, TrackingMessages.batchNotOnLine('BF-LATE'));
    expect((await giveBack(order._id, 1, { Batch: 'BF-SOON' })).status).toBe(200);
    expect(await batchesOf(BRAKE_FLUID)).toEqual([
      ['BF-LATE', 2000],
      ['BF-SOON', 1000],
    ]);
    expect((await partLine(order._id))?.Batch).toBeUndefined();
  });

  it('receives batteries by serial number: as many serials as units, none already in stock', async () => {
    const wrong = await adjust(tokens.owner, [
      { ItemId: BATTERY, WhId: main._id, Qty: 3, UnCost: 4200, Serials: ['B-1001', 'B-1002'] },
    ]);
    expect(expectRefused(wrong, 400, TrackingMessages.serialCount(3, 2)).errors?.[0]?.path).toBe('Lines.0.Serials');
    await adjusted(tokens.owner, [
      { ItemId: BATTERY, WhId: main._id, Qty: 3, UnCost: 4200, Serials: ['B-1001', 'B-1002', 'B-1003'] },
    ]);
    const before = await balanceOf(BATTERY);
    const again = await adjust(tokens.owner, [
      { ItemId: BATTERY, WhId: main._id, Qty: 1, UnCost: 4200, Serials: ['B-1002'] },
    ]);
    expectRefused(again, 400, TrackingMessages.serialInStock('B-1002'));
    expect(await balanceOf(BATTERY)).toEqual(before);
  });

  it('lets exactly one of two clerks issue the same serial, and never twice', async () => {
    const [first, second] = await Promise.all([orderFor(BATTERY), orderFor(BATTERY)]);
    if (!first || !second) throw new Error('no orders');
    // Tracked from the save that ties the part to the item, before anything is issued.
    expect(first.Parts?.[0]?.Track).toBe('SN');
    const answers = await Promise.all([
      issue(first._id, 1, { Serials: ['B-1002'] }),
      issue(second._id, 1, { Serials: ['B-1002'] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const lost = answers.find((a) => a.status === 400);
    expect((lost?.body as unknown as { message: string }).message).toBe(TrackingMessages.serialNotInStock('B-1002'));
    const won = answers.findIndex((a) => a.status === 200);
    const wonId = (won === 0 ? first : second)._id;
    const otherId = (won === 0 ? second : first)._id;
    expect(await partLine(wonId)).toMatchObject({ Track: 'SN', Batch: 'B-1002', IQty: 1 });
    // A save may not rewrite what the issue recorded; saved as read, it goes through.
    const read = (
      await invoke<RepairOrderAnswer>(serviceRoutes.repairOrder, { token: tokens.advisor, params: { Id: wonId } })
    ).body;
    const parts = (batch: string) => [{ ...read.Parts?.[0], Batch: batch }];
    const edited = await saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, read, { Parts: parts('B-9999') });
    expectRefused(edited, 400, TrackingMessages.issuedBatchByIssueOnly);
    expect(
      (await saveAs(serviceRoutes.saveRepairOrder, tokens.advisor, read, { Notes: 'Battery fitted' })).status,
    ).toBe(200);
    expect((await partLine(otherId))?.IQty ?? 0).toBe(0);
    expect((await balanceOf(BATTERY))?.OnHand).toBe(2000);

    const twice = await issue(otherId, 1, { Serials: ['B-1002'] });
    expectRefused(twice, 400, TrackingMessages.serialNotInStock('B-1002'));
    const none = await issue(otherId, 1);
    expectRefused(none, 400, TrackingMessages.serialsNeeded('Battery 35 Ah'));
    // A return names a serial the line holds; it is in stock again and may be issued anew.
    expectRefused(await giveBack(wonId, 1, { Serials: ['B-1001'] }), 400, TrackingMessages.serialNotOnLine('B-1001'));
    expect((await giveBack(wonId, 1, { Serials: ['B-1002'] })).status).toBe(200);
    expect((await issue(otherId, 1, { Serials: ['B-1002'] })).status).toBe(200);
    const tracking = await readItemTracking(org.orgId, org.workshopId, BATTERY);
    expect(tracking.serials.map((s) => [s.Serial, s.Sts])).toEqual([
      ['B-1001', 'InStock'],
      ['B-1002', 'Issued'],
      ['B-1003', 'InStock'],
    ]);
  });
});

describe('completion of a tracked part', () => {
  it('refuses to complete an order whose tracked part, tied by the save, has nothing issued', async () => {
    const order = await orderFor(COOLANT);
    expect(order.Parts?.[0]?.Track).toBe('BN');
    const approved = await invoke<RepairOrderAnswer>(serviceRoutes.repairOrderAction, {
      token: tokens.advisor,
      params: { Id: order._id, Action: 'Approve' },
      body: { ver: order.ver },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const done = await invoke<RepairOrderAnswer & ApiErrorBody>(serviceRoutes.repairOrderAction, {
      token: tokens.advisor,
      params: { Id: order._id, Action: 'Complete' },
      body: { ver: approved.body.ver },
    });
    expect(done.status).toBe(400);
    expect(done.body.Issues).toContainEqual({
      LineId: 'WP1',
      Field: 'IQty',
      Message: DocumentMessages.trackedPartNotIssued,
    });
  });
});

describe('material in and out, transfers', () => {
  it('brings a batch in by material in and takes serials out by material out; a transfer takes a tracked item', async () => {
    const materialIn = await invoke<{ Lines: { Batches?: unknown }[] }>(inventoryRoutes.createMaterialIn, {
      token: tokens.owner,
      body: {
        Lines: [
          {
            ItemId: BRAKE_FLUID,
            WhId: main._id,
            Qty: 2,
            UnCost: 240,
            Reason: 'Sample received',
            Batch: 'BF-MI',
            Exp: '2031-05-31',
          },
        ],
      },
    });
    expect(materialIn.status, JSON.stringify(materialIn.body)).toBe(200);
    expect(materialIn.body.Lines[0]?.Batches).toEqual([{ Batch: 'BF-MI', Exp: '2031-05-31', Qty: 2 }]);
    const out = await invoke(inventoryRoutes.createMaterialOut, {
      token: tokens.owner,
      body: { Lines: [{ ItemId: BATTERY, WhId: main._id, Qty: 1, Reason: 'Scrapped', Serials: ['B-1003'] }] },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const serial = (await readItemTracking(org.orgId, org.workshopId, BATTERY)).serials.find(
      (x) => x.Serial === 'B-1003',
    );
    expect(serial).toMatchObject({ Sts: 'Out', Kind: 'MaterialOut' });
    const rack = await createWarehouse(tokens.owner, 'Rack T');
    const transfer = await invoke(inventoryRoutes.createTransfer, {
      token: tokens.owner,
      body: {
        FromWhId: main._id,
        ToEntId: org.workshopId,
        ToWhId: rack._id,
        Dispatch: false,
        Lines: [{ ItemId: BRAKE_FLUID, Qty: 1 }],
      },
    });
    // A transfer carries a tracked item's batches (docs/inventory-transfers.md; its own tests move them).
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    expect((transfer.body as TransferAnswer).Lines[0]).toMatchObject({ Track: 'BN' });
  });
});

describe('the invariant with batches', () => {
  it('keeps every batch equal to its movements and the batches equal to the balance after a random sequence', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const batches = ['R1', 'R2', 'R3', 'R4'];
    const expiry: Record<string, string> = { R1: '2030-01-31', R2: '2030-05-31', R3: '2031-01-31', R4: '2020-12-31' };
    for (let round = 0; round < 6; round += 1) {
      // Groups of racing writers: some bring batches in, some take out earliest expiry first, some name a batch.
      await Promise.all(
        Array.from({ length: 4 }, () => {
          const roll = random();
          const batch = batches[Math.floor(random() * batches.length)] ?? 'R1';
          const qty = 1 + Math.floor(random() * 3);
          if (roll < 0.45)
            return adjust(tokens.owner, [
              { ItemId: COOLANT, WhId: main._id, Qty: qty, UnCost: 150 + qty, Batch: batch, Exp: expiry[batch] },
            ]);
          if (roll < 0.8)
            return adjust(tokens.owner, [{ ItemId: COOLANT, WhId: main._id, Qty: -qty, Reason: 'Damaged' }]);
          return adjust(tokens.owner, [
            { ItemId: COOLANT, WhId: main._id, Qty: -qty, Reason: 'Expired', Batch: batch },
          ]);
        }),
      );
    }
    const check = await checkStockInvariant(org.orgId, org.workshopId);
    expect(check.breaches).toEqual([]);
    expect(check.belowZero).toEqual([]);
    expect(check.tracking).toEqual([]);
  }, 120_000);
});

describe('the batches calls, and the feature switch', () => {
  it("answers an item's batches earliest expiry first, and the branch's expiring batches soonest first, paged", async () => {
    const item = await invoke<ItemTrackingAnswer>(inventoryRoutes.itemTracking, {
      token: tokens.partsclerk,
      params: { Id: BRAKE_FLUID },
    });
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    expect(item.body.Track).toBe('BN');
    expect(item.body.Batches.map((b) => [b.Batch, b.Exp, b.OnHand, b.Expired])).toEqual([
      ['BF-SOON', '2030-02-28', 1, false],
      ['BF-MI', '2031-05-31', 2, false],
      ['BF-LATE', '2032-01-31', 2, false],
    ]);
    const seen: ExpiringRow[] = [];
    let cursor: string | undefined;
    do {
      const page = await invoke<{ Items: ExpiringRow[]; Next?: string }>(inventoryRoutes.expiringBatches, {
        token: tokens.partsclerk,
        query: { Through: '2031-12-31', Limit: '2', ...(cursor ? { Cursor: cursor } : {}) },
      });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      seen.push(...page.body.Items);
      cursor = page.body.Next;
    } while (cursor);
    const dates = seen.map((b) => b.Exp ?? '');
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d <= '2031-12-31')).toBe(true);
    expect(new Set(seen.map((b) => `${b.ItemId}#${b.Batch}`)).size).toBe(seen.length);
    expect(seen.find((b) => b.Batch === 'BF-SOON')).toMatchObject({
      Desc: 'Brake fluid DOT 4',
      OnHand: 1,
      Expired: false,
    });
    expect(seen.find((b) => b.Batch === 'OIL-C')).toMatchObject({ Exp: '2031-12-31', OnHand: 4 });
    expect(seen.some((b) => b.Batch === 'BF-LATE')).toBe(false);
  });

  it('ignores the item’s tracking while the branch has the feature off', async () => {
    await setWorkshopConfig(org, ['Inventory', 'Features', 'BN'], false);
    try {
      const item = await invoke<ItemTrackingAnswer>(inventoryRoutes.itemTracking, {
        token: tokens.partsclerk,
        params: { Id: OIL },
      });
      expect(item.body.Track).toBeUndefined();
      const plain = await adjusted(tokens.owner, [{ ItemId: OIL, WhId: main._id, Qty: -1, Reason: 'Damaged' }]);
      expect(plain.Lines[0]?.Batches).toBeUndefined();
      // The batches stay as they were.
      expect(await batchesOf(OIL)).toEqual([['OIL-C', 4000]]);
      const named = await adjust(tokens.owner, [{ ItemId: OIL, WhId: main._id, Qty: 1, UnCost: 420, Batch: 'OIL-C' }]);
      expectRefused(named, 400, TrackingMessages.notTracked('Engine oil 5W-30'));
    } finally {
      await setWorkshopConfig(org, ['Inventory', 'Features', 'BN'], true);
    }
  });
});
