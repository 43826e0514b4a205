import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { TrackingMessages } from '@shared/inventory/tracking-messages';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import type { TransferCreateBody, TransferReceiveBody } from '@shared/inventory/transfer-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { keys } from '../data/identity/identity-keys';
import { createItem } from '../data/inventory/items-repo';
import { readItemTracking } from '../data/inventory/tracking-repo';
import { db, tableName } from '../lib/aws-clients';
import { setWorkshopConfig } from '../test/catalogue-test-kit';
import { invoke } from '../test/invoke';
import { adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import {
  cancelTransferAs,
  expectInvariants,
  receiveTransferAs,
  sendTransfer,
  stockByWarehouse,
} from '../test/transfer-test-kit';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Batches and serials on transfer orders (docs/inventory-transfers.md §4a): a
 * dispatch takes earliest expiry first (never an expired batch) or the batches
 * picked, and the line records them; a receipt, whole or in part, puts exactly
 * those batches with their expiry, or those serials, into the destination; a
 * serial in transit is in neither warehouse and cannot leave meanwhile; a cancel
 * brings back what has not arrived. The stock and tracking invariants hold after each.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk' | 'partsmanager', string>;
let sparesToken: string;
let main: Warehouse;
let rack: Warehouse;
let spares: Warehouse;
const OIL = 'PRT9421';
const COOLANT = 'PRT9422';
const BATTERY = 'PRT9423';

/** The spare-parts branch tracks batches and serials too (its own features), so tracked stock arrives tracked. */
async function trackInSparesBranch(): Promise<void> {
  const key = keys.entity(org.orgId, org.partsBranchId);
  const got = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const entity = got.Item as { Config: { Inventory: { Features?: Record<string, unknown> } } };
  const Inventory = entity.Config.Inventory;
  Inventory.Features = { ...Inventory.Features, BN: true, SN: true };
  await db().send(new PutCommand({ TableName: tableName(), Item: entity }));
}

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk', 'partsmanager'] as const));
  await setWorkshopConfig(org, ['Inventory', 'Features', 'BN'], true);
  await setWorkshopConfig(org, ['Inventory', 'Features', 'SN'], true);
  await trackInSparesBranch();
  [main, rack] = (await Promise.all(['Main', 'Rack'].map((n) => createWarehouse(tokens.owner, n)))) as [
    Warehouse,
    Warehouse,
  ];
  const switched = await invoke<LoginResponse>(iamRoutes.switchBranch, {
    token: tokens.partsmanager,
    body: { ToEntityId: org.partsBranchId },
  });
  sparesToken = switched.body.Token;
  spares = await createWarehouse(sparesToken, 'Spares Store');
  const parts = [
    { _id: OIL, PCode: 'OIL-5W30', Desc: 'Engine oil 5W-30', UoM: 'LTR' as const, Track: 'BN' as const },
    { _id: COOLANT, PCode: 'CLT-1L', Desc: 'Coolant, 1 L', UoM: 'NOS' as const, Track: 'BN' as const },
    { _id: BATTERY, PCode: 'BAT-35AH', Desc: 'Battery 35 Ah', UoM: 'NOS' as const, Track: 'SN' as const },
  ];
  for (const { Track, ...part } of parts) {
    await createPart(org.orgId, part);
    await createItem(org.orgId, org.workshopId, { ItemId: part._id, Track, Act: true, CrBy: 'test' });
  }
}, 120_000);

const send = (body: TransferCreateBody) => sendTransfer(tokens.partsclerk, body);
const receive = (Id: string, body: TransferReceiveBody = {}, token = tokens.partsclerk) =>
  receiveTransferAs(token, Id, body);
const cancel = (Id: string) => cancelTransferAs(tokens.partsclerk, Id);
/** An item's batches with stock in a branch: [warehouse, batch, expiry, thousandths]. */
const batchesOf = async (itemId: string, entId = org.workshopId) =>
  (await readItemTracking(org.orgId, entId, itemId)).batches.map((b) => [b.WhId, b.Batch, b.Exp, b.OnHand]);
const serialsOf = async (itemId: string, entId = org.workshopId) =>
  Object.fromEntries((await readItemTracking(org.orgId, entId, itemId)).serials.map((s) => [s.Serial, s.Sts]));
const stockOf = (itemId: string, entId = org.workshopId) => stockByWarehouse(org.orgId, entId, itemId);
const expectInvariant = () => expectInvariants(org.orgId, [org.workshopId, org.partsBranchId]);

describe('batches travel', () => {
  it('dispatches earliest expiry first and receives exactly those batches, in part and then the rest', async () => {
    await adjusted(tokens.owner, [
      { ItemId: OIL, WhId: main._id, Qty: 2, UnCost: 410, Batch: 'OIL-A', Exp: '2030-01-31' },
    ]);
    await adjusted(tokens.owner, [
      { ItemId: OIL, WhId: main._id, Qty: 3, UnCost: 433.33, Batch: 'OIL-B', Exp: '2030-06-30' },
    ]);
    await adjusted(tokens.owner, [
      { ItemId: OIL, WhId: main._id, Qty: 4, UnCost: 400, Batch: 'OIL-X', Exp: '2020-01-01' },
    ]);
    // 9 l worth 82,000 + 129,999 + 160,000 = 371,999 p; 4 l leave at 4,000 × 371,999 / 9,000 = 165,332.9 → 165,333 p.
    const sent = await send({
      FromWhId: main._id,
      ToEntId: org.workshopId,
      ToWhId: rack._id,
      Lines: [{ ItemId: OIL, Qty: 4 }],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ Sts: 'In Transit', Value: 1653.33 });
    expect(sent.body.Lines[0]).toMatchObject({
      Track: 'BN',
      Batch: 'OIL-A, OIL-B',
      Batches: [
        { Batch: 'OIL-A', Exp: '2030-01-31', Qty: 2 },
        { Batch: 'OIL-B', Exp: '2030-06-30', Qty: 2 },
      ],
    });
    // In transit: on no shelf. Main keeps OIL-B 1 and the expired OIL-X 4.
    expect(await batchesOf(OIL)).toEqual([
      [main._id, 'OIL-B', '2030-06-30', 1_000],
      [main._id, 'OIL-X', '2020-01-01', 4_000],
    ]);
    await expectInvariant();
    const Id = sent.body._id;

    // Part of a line that carries two batches: the receiver names which arrived.
    expectRefused(
      await receive(Id, { Lines: [{ _id: 'TL1', Qty: 1.5 }] }),
      400,
      TransferMessages.nameWhatArrived('Engine oil 5W-30'),
    );
    // 1.5 l of OIL-B: 1,500 × 165,333 / 4,000 = 61,999.9 → 62,000 p.
    const part = await receive(Id, { Lines: [{ _id: 'TL1', Qty: 1.5, Batches: [{ Batch: 'OIL-B', Qty: 1.5 }] }] });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body).toMatchObject({ Sts: 'Partially Received', RecValue: 620 });
    expect(part.body.Lines[0]?.RecBatches).toEqual([{ Batch: 'OIL-B', Exp: '2030-06-30', Qty: 1.5 }]);
    expect(await batchesOf(OIL)).toContainEqual([rack._id, 'OIL-B', '2030-06-30', 1_500]);
    expectRefused(
      await receive(Id, { Lines: [{ _id: 'TL1', Qty: 1, Batches: [{ Batch: 'OIL-B', Qty: 1 }] }] }),
      400,
      TransferMessages.batchNotInTransit('OIL-B'),
    );
    await expectInvariant();

    // The rest (OIL-A 2, OIL-B 0.5) at exactly 165,333 − 62,000 = 103,333 p.
    const rest = await receive(Id);
    expect(rest.body).toMatchObject({ Sts: 'Received', RecValue: 1653.33 });
    expect(await stockOf(OIL)).toEqual({ [main._id]: [5_000, 206_666], [rack._id]: [4_000, 165_333] });
    expect((await batchesOf(OIL)).filter(([wh]) => wh === rack._id)).toEqual([
      [rack._id, 'OIL-A', '2030-01-31', 2_000],
      [rack._id, 'OIL-B', '2030-06-30', 2_000],
    ]);
    await expectInvariant();
  });

  it('never sends an expired batch, named or by earliest expiry, and checks the batches picked', async () => {
    const to = { FromWhId: main._id, ToEntId: org.workshopId, ToWhId: rack._id };
    const named = expectRefused(await send({ ...to, Lines: [{ ItemId: OIL, Qty: 1, Batch: 'OIL-X' }] }), 400);
    expect(named.errors?.[0]).toEqual({
      path: 'Lines.0.Batch',
      message: TrackingMessages.batchExpired('OIL-X', '2020-01-01'),
    });
    expectRefused(
      await send({ ...to, Lines: [{ ItemId: OIL, Qty: 2 }] }),
      400,
      TrackingMessages.onlyExpiredLeft('1', 'Engine oil 5W-30'),
    );
    expectRefused(
      await send({ ...to, Lines: [{ ItemId: OIL, Qty: 1, Batches: [{ Batch: 'OIL-B', Qty: 0.5 }] }] }),
      400,
      TransferMessages.batchesAddUp('0.5', '1'),
    );
    expect(await stockOf(OIL)).toEqual({ [main._id]: [5_000, 206_666], [rack._id]: [4_000, 165_333] });
    await expectInvariant();
  });

  it('sends the batches picked, and a cancel in transit brings them back with their expiry', async () => {
    await adjusted(tokens.owner, [
      { ItemId: COOLANT, WhId: main._id, Qty: 3, UnCost: 100, Batch: 'C1', Exp: '2031-01-31' },
    ]);
    await adjusted(tokens.owner, [
      { ItemId: COOLANT, WhId: main._id, Qty: 3, UnCost: 100, Batch: 'C2', Exp: '2030-01-31' },
    ]);
    const sent = await send({
      FromWhId: main._id,
      ToEntId: org.partsBranchId,
      ToWhId: spares._id,
      Lines: [
        {
          ItemId: COOLANT,
          Qty: 4,
          Batches: [
            { Batch: 'C1', Qty: 3 },
            { Batch: 'C2', Qty: 1 },
          ],
        },
      ],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.Lines[0]?.Batches).toEqual([
      { Batch: 'C1', Exp: '2031-01-31', Qty: 3 },
      { Batch: 'C2', Exp: '2030-01-31', Qty: 1 },
    ]);
    // One arrives at the spare-parts branch in batch C1, with its expiry.
    const got = await receive(
      sent.body._id,
      { Lines: [{ _id: 'TL1', Qty: 1, Batches: [{ Batch: 'C1', Qty: 1 }] }] },
      sparesToken,
    );
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(await batchesOf(COOLANT, org.partsBranchId)).toEqual([[spares._id, 'C1', '2031-01-31', 1_000]]);
    expect(await stockOf(COOLANT, org.partsBranchId)).toEqual({ [spares._id]: [1_000, 10_000] });
    // Cancelled: C1 2 and C2 1 go back to Main at 30,000 p.
    const back = await cancel(sent.body._id);
    expect(back.body).toMatchObject({ Sts: 'Cancelled', RetValue: 300 });
    expect(await batchesOf(COOLANT)).toEqual([
      [main._id, 'C1', '2031-01-31', 2_000],
      [main._id, 'C2', '2030-01-31', 3_000],
    ]);
    expect(await stockOf(COOLANT)).toEqual({ [main._id]: [5_000, 50_000] });
    await expectInvariant();
  });
});

describe('serials travel', () => {
  it('keeps a battery in transit out of both branches, receives the one that arrived, and brings the other back', async () => {
    await adjusted(tokens.owner, [
      { ItemId: BATTERY, WhId: main._id, Qty: 3, UnCost: 4999.99, Serials: ['B-1', 'B-2', 'B-3'] },
    ]);
    const sent = await send({
      FromWhId: main._id,
      ToEntId: org.partsBranchId,
      ToWhId: spares._id,
      Lines: [{ ItemId: BATTERY, Qty: 2, Serials: ['B-1', 'B-2'] }],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // 2 of 1,499,997 p: 999,998 p in transit.
    expect(sent.body).toMatchObject({ Value: 9999.98 });
    expect(sent.body.Lines[0]).toMatchObject({ Track: 'SN', Serials: ['B-1', 'B-2'] });
    expect(await serialsOf(BATTERY)).toEqual({ 'B-1': 'InTransit', 'B-2': 'InTransit', 'B-3': 'InStock' });
    expect(await serialsOf(BATTERY, org.partsBranchId)).toEqual({});
    // In transit it cannot leave the source again.
    const out = await invoke(inventoryRoutes.createMaterialOut, {
      token: tokens.owner,
      body: { Lines: [{ ItemId: BATTERY, WhId: main._id, Qty: 1, Reason: 'Scrapped', Serials: ['B-1'] }] },
    });
    expectRefused(out, 400, TrackingMessages.serialNotInStock('B-1'));
    await expectInvariant();

    const Id = sent.body._id;
    const one = (body: TransferReceiveBody) => receive(Id, body, sparesToken);
    expectRefused(
      await one({ Lines: [{ _id: 'TL1', Qty: 1 }] }),
      400,
      TransferMessages.nameWhatArrived('Battery 35 Ah'),
    );
    expectRefused(
      await one({ Lines: [{ _id: 'TL1', Qty: 1, Serials: ['B-3'] }] }),
      400,
      TransferMessages.serialNotInTransit('B-3'),
    );
    const got = await one({ Lines: [{ _id: 'TL1', Qty: 1, Serials: ['B-2'] }] });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.Lines[0]).toMatchObject({ RecQty: 1, RecSerials: ['B-2'], RecValue: 4999.99 });
    expect(await serialsOf(BATTERY, org.partsBranchId)).toEqual({ 'B-2': 'InStock' });
    // The sender's record says where it went.
    expect(await serialsOf(BATTERY)).toEqual({ 'B-1': 'InTransit', 'B-2': 'Out', 'B-3': 'InStock' });
    expect(await stockOf(BATTERY, org.partsBranchId)).toEqual({ [spares._id]: [1_000, 499_999] });
    await expectInvariant();

    const back = await cancel(Id);
    expect(back.body).toMatchObject({ Sts: 'Cancelled', RetValue: 4999.99 });
    expect(await serialsOf(BATTERY)).toEqual({ 'B-1': 'InStock', 'B-2': 'Out', 'B-3': 'InStock' });
    // 999,998 + 499,999 = 1,499,997: what the workshop had.
    expect(await stockOf(BATTERY)).toEqual({ [main._id]: [2_000, 999_998] });
    await expectInvariant();
  });

  it('lets one of two receivers of the same serial at once take it in, and never twice', async () => {
    const sent = await send({
      FromWhId: main._id,
      ToEntId: org.workshopId,
      ToWhId: rack._id,
      Lines: [{ ItemId: BATTERY, Qty: 1, Serials: ['B-3'] }],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const body = { Lines: [{ _id: 'TL1', Qty: 1, Serials: ['B-3'] }] };
    const both = await Promise.all([receive(sent.body._id, body), receive(sent.body._id, body, tokens.owner)]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 400]);
    // The loser is refused by whichever it meets first: the transfer already received, or the serial already in.
    const refusal = expectRefused(both.find((a) => a.status === 400) ?? both[0]!, 400);
    expect([TransferMessages.notInTransit('Received'), TrackingMessages.serialInStock('B-3')]).toContain(
      refusal.message,
    );
    expect(await serialsOf(BATTERY)).toEqual({ 'B-1': 'InStock', 'B-2': 'Out', 'B-3': 'InStock' });
    expect(await stockOf(BATTERY)).toEqual({ [main._id]: [1_000, 499_999], [rack._id]: [1_000, 499_999] });
    await expectInvariant();
  });
});
