import { beforeAll, describe, expect, it } from 'vitest';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { Messages } from '@shared/api/messages';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import type {
  TransferAnswer,
  TransferCreateBody,
  TransferReceiveBody,
  TransferUpdateBody,
} from '@shared/inventory/transfer-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { invoke, type Answer } from '../test/invoke';
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
 * Partial receipts, cancelling in transit and changing a draft
 * (docs/inventory-transfers.md §3, §4): each receipt brings its share of the
 * value that left and the last one exactly the rest; a cancel sends what has not
 * arrived back at the value it left with; a draft changes at its `ver`; two
 * receivers never bring in more than was sent, and a cancel racing a receipt
 * lets one win. The stock invariant holds after each.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk' | 'partsmanager', string>;
let sparesToken: string;
let main: Warehouse;
let shelf: Warehouse;
let rack: Warehouse;
let spares: Warehouse;
const OIL = 'PRT9411';
const COOLANT = 'PRT9412';
const PLUG = 'PRT9413';
const FILTER = 'PRT9414';

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk', 'partsmanager'] as const));
  [main, shelf, rack] = (await Promise.all(['Main', 'Shelf', 'Rack'].map((n) => createWarehouse(tokens.owner, n)))) as [
    Warehouse,
    Warehouse,
    Warehouse,
  ];
  const switched = await invoke<LoginResponse>(iamRoutes.switchBranch, {
    token: tokens.partsmanager,
    body: { ToEntityId: org.partsBranchId },
  });
  sparesToken = switched.body.Token;
  spares = await createWarehouse(sparesToken, 'Spares Store');
  await Promise.all([
    createPart(org.orgId, { _id: OIL, PCode: 'OIL-5W30', Desc: 'Engine oil 5W-30', UoM: 'LTR' }),
    createPart(org.orgId, { _id: COOLANT, PCode: 'CLT', Desc: 'Coolant', UoM: 'LTR' }),
    createPart(org.orgId, { _id: PLUG, PCode: 'SP-IR', Desc: 'Spark plug, iridium', UoM: 'NOS' }),
    createPart(org.orgId, { _id: FILTER, PCode: 'FLT-OIL', Desc: 'Oil filter', UoM: 'NOS' }),
  ]);
}, 120_000);

const send = (body: TransferCreateBody) => sendTransfer(tokens.partsclerk, body);
const receive = (Id: string, body: TransferReceiveBody = {}, token = tokens.partsclerk) =>
  receiveTransferAs(token, Id, body);
const cancel = (Id: string) => cancelTransferAs(tokens.partsclerk, Id);
const update = (Id: string, body: TransferUpdateBody) =>
  invoke<TransferAnswer>(inventoryRoutes.updateTransfer, { token: tokens.partsclerk, params: { Id }, body });
const open = (Id: string) =>
  invoke<TransferAnswer>(inventoryRoutes.transfer, { token: tokens.partsclerk, params: { Id } });

const stockOf = (itemId: string, entId = org.workshopId) => stockByWarehouse(org.orgId, entId, itemId);
const expectInvariant = () => expectInvariants(org.orgId, [org.workshopId, org.partsBranchId]);

describe('partial receipt', () => {
  it('brings 10 l of oil in three receipts, each its share, the last exactly the rest', async () => {
    // 12.5 l at ₹412.37 = 515,463 p; 10 l leave at 10,000 × 515,463 / 12,500 = 412,370.4 → 412,370 p.
    await adjusted(tokens.owner, [{ ItemId: OIL, WhId: main._id, Qty: 12.5, UnCost: 412.37 }]);
    const sent = await send({
      FromWhId: main._id,
      ToEntId: org.workshopId,
      ToWhId: shelf._id,
      Lines: [{ ItemId: OIL, Qty: 10 }],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.Value).toBe(4123.7);
    const Id = sent.body._id;

    // 3.3 l: 3,300 × 412,370 / 10,000 = 136,082.1 → 136,082 p.
    const first = await receive(Id, { Lines: [{ _id: 'TL1', Qty: 3.3 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ Sts: 'Partially Received', RecValue: 1360.82 });
    expect(first.body.Lines[0]).toMatchObject({ RecQty: 3.3, RecValue: 1360.82 });
    expect(await stockOf(OIL)).toEqual({ [main._id]: [2_500, 103_093], [shelf._id]: [3_300, 136_082] });
    await expectInvariant();

    // More than is still in transit (6.7 l) is refused and writes nothing.
    const over = expectRefused(await receive(Id, { Lines: [{ _id: 'TL1', Qty: 6.75 }] }), 400);
    expect(over.errors?.[0]).toEqual({
      path: 'Lines.0.Qty',
      message: TransferMessages.moreThanInTransit('6.7 LTR', 'Engine oil 5W-30'),
    });
    expectRefused(await receive(Id, { Lines: [{ _id: 'TL9', Qty: 1 }] }), 400, TransferMessages.lineUnknown('TL9'));
    expect(await stockOf(OIL)).toEqual({ [main._id]: [2_500, 103_093], [shelf._id]: [3_300, 136_082] });

    // 3.35 l: cumulative 6,650 × 412,370 / 10,000 = 274,226.05 → 274,226, less 136,082 = 138,144 p.
    const second = await receive(Id, { Lines: [{ _id: 'TL1', Qty: 3.35 }] });
    expect(second.body).toMatchObject({ Sts: 'Partially Received', RecValue: 2742.26 });
    // The rest (3.35 l) takes exactly what is left: 412,370 − 274,226 = 138,144 p.
    const last = await receive(Id);
    expect(last.body).toMatchObject({ Sts: 'Received', RecValue: 4123.7 });
    expect(last.body.Lines[0]).toMatchObject({ RecQty: 10, RecValue: 4123.7 });
    expect(await stockOf(OIL)).toEqual({ [main._id]: [2_500, 103_093], [shelf._id]: [10_000, 412_370] });
    // 103,093 + 412,370 = 515,463: not a paisa lost or made.
    expectRefused(await receive(Id), 400, TransferMessages.notInTransit('Received'));
    await expectInvariant();
  });
});

describe('cancelling in transit', () => {
  it('sends what has not arrived back to the source at the value it left with', async () => {
    // 7.5 l at ₹133.33: 99,997.5 → 99,998 p; 5 l leave at 5,000 × 99,998 / 7,500 = 66,665.3 → 66,665 p.
    await adjusted(tokens.owner, [{ ItemId: COOLANT, WhId: main._id, Qty: 7.5, UnCost: 133.33 }]);
    const sent = await send({
      FromWhId: main._id,
      ToEntId: org.partsBranchId,
      ToWhId: spares._id,
      Lines: [{ ItemId: COOLANT, Qty: 5 }],
    });
    expect(sent.body.Value).toBe(666.65);
    // 2 l arrive at the spare-parts branch: 2,000 × 66,665 / 5,000 = 26,666 p.
    const got = await receive(sent.body._id, { Lines: [{ _id: 'TL1', Qty: 2 }] }, sparesToken);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(await stockOf(COOLANT, org.partsBranchId)).toEqual({ [spares._id]: [2_000, 26_666] });

    // Only the sender cancels; the rest (3 l, 66,665 − 26,666 = 39,999 p) goes back to Main.
    expectRefused(
      await invoke(inventoryRoutes.cancelTransfer, { token: sparesToken, params: { Id: sent.body._id }, body: {} }),
      404,
      TransferMessages.notFound,
    );
    const back = await cancel(sent.body._id);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ Sts: 'Cancelled', RecValue: 266.66, RetValue: 399.99 });
    expect(back.body.Lines[0]).toMatchObject({ RecQty: 2, RetQty: 3, RetValue: 399.99 });
    // Main: 2.5 l worth 33,333 p, and 3 l back worth 39,999 p.
    expect(await stockOf(COOLANT)).toEqual({ [main._id]: [5_500, 73_332] });
    // 73,332 + 26,666 = 99,998.
    expectRefused(await receive(sent.body._id, {}, sparesToken), 400, TransferMessages.notInTransit('Cancelled'));
    expectRefused(await cancel(sent.body._id), 400, TransferMessages.notCancellable('Cancelled'));
    const seen = await invoke<{ Items: TransferAnswer[] }>(inventoryRoutes.transfers, {
      token: sparesToken,
      query: { Direction: 'In' },
    });
    expect(seen.body.Items.find((t) => t._id === sent.body._id)?.Sts).toBe('Cancelled');
    await expectInvariant();
  });
});

describe('changing a draft', () => {
  it('changes the lines and the destination at its ver, keeps what the change leaves out, and refuses a stale ver', async () => {
    await adjusted(tokens.owner, [{ ItemId: PLUG, WhId: main._id, Qty: 6, UnCost: 745.5 }]);
    const draft = await send({
      FromWhId: main._id,
      ToEntId: org.workshopId,
      ToWhId: shelf._id,
      Notes: 'For bay 2',
      Dispatch: false,
      Lines: [{ ItemId: PLUG, Qty: 2 }],
    });
    const { _id: Id, ver } = draft.body;
    const lines = await update(Id, { ver, Lines: [{ ItemId: PLUG, Qty: 3 }] });
    expect(lines.status, JSON.stringify(lines.body)).toBe(200);
    expect(lines.body).toMatchObject({ Sts: 'Draft', Notes: 'For bay 2', ToWhId: shelf._id, Num: draft.body.Num });
    expect(lines.body.Lines.map((l) => l.Qty)).toEqual([3]);
    // The screen's copy at the old ver loses: 409, nothing changed.
    expectRefused(await update(Id, { ver, ToWhId: rack._id }), 409, Messages.conflict);
    const moved = await update(Id, { ver: lines.body.ver, ToWhId: rack._id });
    expect(moved.body).toMatchObject({ ToWhId: rack._id, ToWhName: 'Rack', Notes: 'For bay 2' });
    expect(moved.body.Lines.map((l) => l.Qty)).toEqual([3]);
    // A change is checked as the order was: 7 is more than there is, and the same warehouse at both ends.
    expectRefused(await update(Id, { ver: moved.body.ver, ToWhId: main._id }), 400, TransferMessages.sameWarehouse);
    expect((await open(Id)).body.ver).toBe(moved.body.ver);

    const sent = await invoke<TransferAnswer>(inventoryRoutes.dispatchTransfer, {
      token: tokens.partsclerk,
      params: { Id },
      body: {},
    });
    expect(sent.body).toMatchObject({ Sts: 'In Transit', Value: 2236.5 });
    expectRefused(
      await update(Id, { ver: sent.body.ver, Notes: 'x' }),
      400,
      TransferMessages.notEditable('In Transit'),
    );
    expect(await stockOf(PLUG)).toEqual({ [main._id]: [3_000, 223_650] });
    await expectInvariant();
  });
});

describe('races', () => {
  it('two receivers of one transfer never bring in more than was sent', async () => {
    await adjusted(tokens.owner, [{ ItemId: FILTER, WhId: main._id, Qty: 10, UnCost: 189.99 }]);
    const sent = await send({
      FromWhId: main._id,
      ToEntId: org.workshopId,
      ToWhId: shelf._id,
      Lines: [{ ItemId: FILTER, Qty: 4 }],
    });
    const both = await Promise.all([
      receive(sent.body._id, { Lines: [{ _id: 'TL1', Qty: 3 }] }),
      receive(sent.body._id, { Lines: [{ _id: 'TL1', Qty: 3 }] }, tokens.owner),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 400]);
    const lost = both.find((a) => a.status === 400);
    expectRefused(lost as Answer<unknown>, 400, TransferMessages.moreThanInTransit('1 NOS', 'Oil filter'));
    // 3 of 4 at 4 × 18,999 = 75,996 p: 3 × 75,996 / 4 = 56,997 p.
    expect((await stockOf(FILTER))[shelf._id]).toEqual([3_000, 56_997]);
    await expectInvariant();
  });

  it('a cancel racing a receipt: one wins, the other is told why, and nothing is written twice', async () => {
    for (let round = 0; round < 3; round += 1) {
      const sent = await send({
        FromWhId: main._id,
        ToEntId: org.workshopId,
        ToWhId: rack._id,
        Lines: [{ ItemId: FILTER, Qty: 2 }],
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const [got, back] = await Promise.all([receive(sent.body._id), cancel(sent.body._id)]);
      if (got.status === 200) expectRefused(back, 400, TransferMessages.notCancellable('Received'));
      else {
        expect(back.status, JSON.stringify(back.body)).toBe(200);
        expectRefused(got, 400, TransferMessages.notInTransit('Cancelled'));
      }
      const after = (await open(sent.body._id)).body;
      expect(after.Sts).toBe(got.status === 200 ? 'Received' : 'Cancelled');
    }
    // Whoever won each round, every filter is on a shelf at 18,999 p but the one still in transit from the
    // race above: 9 of them, 170,991 p.
    const stock = Object.values(await stockOf(FILTER));
    expect(stock.reduce((s, [q]) => s + q, 0)).toBe(9_000);
    expect(stock.reduce((s, [, v]) => s + v, 0)).toBe(170_991);
    await expectInvariant();
  });
});
