import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import type { AdjustmentAnswer, StockRow } from '@shared/inventory/call-schemas';
import type { TransferAnswer } from '@shared/inventory/transfer-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { endOfBranchDay } from '../data/inventory/backdated-movements';
import { balanceKey, movementPk } from '../data/inventory/inventory-keys';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { db, tableName } from '../lib/aws-clients';
import { invoke } from '../test/invoke';
import { adjusted, createPart, createWarehouse } from '../test/inventory-test-kit';
import { createCustomerAndVehicle, createRepairOrder, lines } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { setValuation } from '../test/valuation-test-kit';

/**
 * FIFO valuation (docs/inventory.md §4) through the real handlers and DynamoDB
 * Local: the worked example to the paisa, a transfer that brings in exactly the
 * value that left as one layer, a switch of the branch's method that keeps
 * every value, and a back-dated adjustment replayed from the layers its later
 * movements found.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'partsclerk', string>;
let main: Warehouse;
let shelf: Warehouse;
const ZONE = 'Asia/Kolkata';
const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const daysAgo = (n: number): string =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

const ITEMS = {
  pads: 'PRT9701',
  oil: 'PRT9702',
  plugs: 'PRT9703',
  filters: 'PRT9704',
  shoes: 'PRT9705',
  later: 'PRT9706',
  earlier: 'PRT9707',
};

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  shelf = await createWarehouse(tokens.owner, 'Shelf');
  for (const [name, _id] of Object.entries(ITEMS))
    await createPart(org.orgId, { _id, PCode: `FIFO-${name}`, Desc: `FIFO ${name}`, UoM: 'NOS' });
  await setValuation(tokens.owner, 'FIFO');
}, 120_000);

const move = (ItemId: string, Qty: number, UnCost?: number) =>
  adjusted(tokens.partsclerk, [
    { ItemId, WhId: main._id, Qty, ...(UnCost === undefined ? { Reason: 'Damaged' } : { UnCost }) },
  ]);
const balanceOf = async (itemId: string, whId = main._id) =>
  (await listItemBalances(org.orgId, org.workshopId, itemId)).find((b) => b.WhId === whId);
const history = async (itemId: string) =>
  (await allMovements(org.orgId, org.workshopId, itemId)).sort((a, b) => (a.sk < b.sk ? -1 : 1));
const invariantHolds = async () => expect((await checkStockInvariant(org.orgId, org.workshopId)).breaches).toEqual([]);

describe('a FIFO branch', () => {
  it('receives 10 at ₹100 and 10 at ₹120, issues 15 at ₹1,600 and keeps 5 at ₹120 (the worked example)', async () => {
    await move(ITEMS.pads, 10, 100);
    await move(ITEMS.pads, 10, 120);
    const out: AdjustmentAnswer = await move(ITEMS.pads, -15);
    expect(out.Lines[0]).toMatchObject({ Qty: -15, UnCost: 106.67, Value: -1600 });
    expect(await balanceOf(ITEMS.pads)).toMatchObject({
      OnHand: 5_000,
      ValueP: 60_000,
      Layers: [{ Qty: 5_000, ValueP: 60_000 }],
    });
    // The item screen names the method beside the balance's average.
    const page = await invoke<{ Balances: StockRow[] }>(inventoryRoutes.itemMovements, {
      token: tokens.partsclerk,
      params: { Id: ITEMS.pads },
    });
    expect(page.body.Balances).toMatchObject([{ OnHand: 5, Value: 600, AvgCost: 120, Val: 'FIFO' }]);
    const moves = await history(ITEMS.pads);
    expect(moves.map((m) => [m.Qty, m.ValueP, m.Val])).toEqual([
      [10_000, 100_000, 'FIFO'],
      [10_000, 120_000, 'FIFO'],
      [-15_000, -160_000, 'FIFO'],
    ]);
    // What each movement found: no balance yet, the first layer, both.
    expect(moves.map((m) => m.LayersBefore)).toEqual([
      undefined,
      [{ Qty: 10_000, ValueP: 100_000 }],
      [
        { Qty: 10_000, ValueP: 100_000 },
        { Qty: 10_000, ValueP: 120_000 },
      ],
    ]);
    await invariantHolds();
  });

  it('sends what leaves the oldest layers and receives exactly that value as one layer', async () => {
    await move(ITEMS.oil, 10, 100);
    await move(ITEMS.oil, 10, 120);
    const sent = await invoke<TransferAnswer>(inventoryRoutes.createTransfer, {
      token: tokens.partsclerk,
      body: { FromWhId: main._id, ToEntId: org.workshopId, ToWhId: shelf._id, Lines: [{ ItemId: ITEMS.oil, Qty: 15 }] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ Value: 1600 });
    const got = await invoke<TransferAnswer>(inventoryRoutes.receiveTransfer, {
      token: tokens.partsclerk,
      params: { Id: sent.body._id },
      body: {},
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(await balanceOf(ITEMS.oil)).toMatchObject({ OnHand: 5_000, ValueP: 60_000 });
    expect(await balanceOf(ITEMS.oil, shelf._id)).toMatchObject({
      OnHand: 15_000,
      ValueP: 160_000,
      Layers: [{ Qty: 15_000, ValueP: 160_000 }],
    });
    await invariantHolds();
  });

  it('issues to a repair order from the oldest layers and takes a return back as a layer at the issue cost', async () => {
    await move(ITEMS.shoes, 10, 100);
    await move(ITEMS.shoes, 10, 120);
    const W = lines('RepairOrder');
    const order = await createRepairOrder(
      tokens.advisor,
      await createCustomerAndVehicle(tokens.advisor),
      org.users.advisor.userId,
      {
        Comps: [W.complaint(1, 'Brake noise')],
        Ops: [W.labor(1, { CompId: 'WC1' })],
        Parts: [W.part(1, { OpId: 'WO1', In_Id: ITEMS.shoes, Qty: 15 })],
      },
    );
    const body = (Qty: number) => ({ DocId: order._id, LineId: 'WP1', WhId: main._id, Qty });
    const issued = await invoke(inventoryRoutes.issuePart, { token: tokens.partsclerk, body: body(15) });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const returned = await invoke(inventoryRoutes.returnPart, { token: tokens.partsclerk, body: body(3) });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    // Out: ₹1,600 at ₹106.67 a unit; back: 3 at ₹106.67, a layer after the 5 left at ₹120.
    expect((await history(ITEMS.shoes)).slice(2).map((m) => [m.Kind, m.Qty, m.UnCostP, m.ValueP])).toEqual([
      ['Issue', -15_000, 10_667, -160_000],
      ['Return', 3_000, 10_667, 32_001],
    ]);
    expect(await balanceOf(ITEMS.shoes)).toMatchObject({
      OnHand: 8_000,
      ValueP: 92_001,
      Layers: [
        { Qty: 5_000, ValueP: 60_000 },
        { Qty: 3_000, ValueP: 32_001 },
      ],
    });
    await invariantHolds();
  });

  it('keeps every value when the branch switches: the average becomes one layer, layers collapse back', async () => {
    await setValuation(tokens.owner, 'AVG');
    await move(ITEMS.plugs, 10, 100);
    await move(ITEMS.plugs, 10, 120);
    expect((await balanceOf(ITEMS.plugs))?.Layers).toBeUndefined();
    await setValuation(tokens.owner, 'FIFO');
    // Switching alone writes nothing: the balance is still kept at the average until it next moves.
    expect(await balanceOf(ITEMS.plugs)).toMatchObject({ OnHand: 20_000, ValueP: 220_000 });
    await move(ITEMS.plugs, 5, 90);
    expect((await balanceOf(ITEMS.plugs))?.Layers).toEqual([
      { Qty: 20_000, ValueP: 220_000 },
      { Qty: 5_000, ValueP: 45_000 },
    ]);
    // 22 out: the converted layer whole (₹2,200) and 2 of 5 at ₹90 (₹180).
    expect((await move(ITEMS.plugs, -22)).Lines[0]).toMatchObject({ Value: -2380 });
    await setValuation(tokens.owner, 'AVG');
    // 1 of 3 at the average of ₹270 for 3: ₹90.
    expect((await move(ITEMS.plugs, -1)).Lines[0]).toMatchObject({ Value: -90 });
    const after = await balanceOf(ITEMS.plugs);
    expect(after).toMatchObject({ OnHand: 2_000, ValueP: 18_000 });
    expect(after?.Layers).toBeUndefined();
    expect((await history(ITEMS.plugs)).map((m) => m.Val ?? 'AVG')).toEqual(['AVG', 'AVG', 'FIFO', 'FIFO', 'AVG']);
    await setValuation(tokens.owner, 'FIFO');
    await invariantHolds();
  });

  it('replays a back-dated adjustment from the layers the later movements found', async () => {
    // Today: 10 found at ₹100, 4 damaged (₹400 from that layer).
    await move(ITEMS.filters, 10, 100);
    expect((await move(ITEMS.filters, -4)).Lines[0]).toMatchObject({ Value: -400 });
    const answer = await invoke<AdjustmentAnswer>(inventoryRoutes.createAdjustment, {
      token: tokens.partsclerk,
      body: {
        Date: daysAgo(3),
        Lines: [{ ItemId: ITEMS.filters, WhId: main._id, Qty: 10, UnCost: 130, Reason: 'Found' }],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // Three days ago 10 came in at ₹130: they are now the oldest, and the 4 damaged today left at ₹130 each.
    const moves = await history(ITEMS.filters);
    expect(moves.map((m) => [m.Qty, m.ValueP, m.OnHand, m.BalP, m.Seq])).toEqual([
      [10_000, 130_000, 10_000, 130_000, 1],
      [10_000, 100_000, 20_000, 230_000, 2],
      [-4_000, -52_000, 16_000, 178_000, 3],
    ]);
    expect(moves[2]?.LayersBefore).toEqual([
      { Qty: 10_000, ValueP: 130_000 },
      { Qty: 10_000, ValueP: 100_000 },
    ]);
    expect(await balanceOf(ITEMS.filters)).toMatchObject({
      OnHand: 16_000,
      ValueP: 178_000,
      Layers: [
        { Qty: 6_000, ValueP: 78_000 },
        { Qty: 10_000, ValueP: 100_000 },
      ],
    });
    // A second back-dated entry, earlier still, replays from what the first later movement found.
    const earlier = await invoke<AdjustmentAnswer>(inventoryRoutes.createAdjustment, {
      token: tokens.partsclerk,
      body: {
        Date: daysAgo(5),
        Lines: [{ ItemId: ITEMS.filters, WhId: main._id, Qty: 2, UnCost: 50, Reason: 'Found' }],
      },
    });
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(200);
    // The 4 damaged now take 2 at ₹50 and 2 at ₹130: ₹360.
    expect((await history(ITEMS.filters)).map((m) => m.ValueP)).toEqual([10_000, 130_000, 100_000, -36_000]);
    expect(await balanceOf(ITEMS.filters)).toMatchObject({
      OnHand: 18_000,
      ValueP: 204_000,
      Layers: [
        { Qty: 8_000, ValueP: 104_000 },
        { Qty: 10_000, ValueP: 100_000 },
      ],
    });
    await invariantHolds();
  });

  /**
   * A FIFO writer that stopped after its transaction: 10 at ₹130 dated 3 days ago under today's
   * 10 at ₹100 and 4 damaged, the balance at its final figures and layers with a stale marker,
   * the later movements not yet valued again.
   */
  async function leaveUnfinished(itemId: string): Promise<void> {
    await move(itemId, 10, 100);
    await move(itemId, -4);
    const sk = ulid(endOfBranchDay(daysAgo(3), ZONE));
    const [first] = await history(itemId);
    const { LayersBefore: _none, ...fact } = first!;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...fact,
          pk: movementPk(org.orgId, org.workshopId, itemId),
          sk,
          MovId: sk,
          Qty: 10_000,
          UnCostP: 13_000,
          ValueP: 130_000,
          OnHand: 10_000,
          BalP: 130_000,
          Seq: 1,
          EffDt: daysAgo(3),
          DocId: 'stopped',
        },
      }),
    );
    const Layers = [
      { Qty: 6_000, ValueP: 78_000 },
      { Qty: 10_000, ValueP: 100_000 },
    ];
    const Before = { OnHand: 10_000, ValueP: 130_000, Seq: 1, Layers: [{ Qty: 10_000, ValueP: 130_000 }] };
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: balanceKey(org.orgId, org.workshopId, itemId, main._id),
        UpdateExpression: 'SET OnHand = :o, ValueP = :v, Seq = :s, Layers = :l, #rebuild = :r, ver = ver + :one',
        ExpressionAttributeNames: { '#rebuild': 'Rebuild' },
        ExpressionAttributeValues: {
          ':o': 16_000,
          ':v': 178_000,
          ':s': 3,
          ':l': Layers,
          ':one': 1,
          ':r': { FromSk: sk, Before, Mine: sk, At: new Date(Date.now() - 120_000).toISOString() },
        },
      }),
    );
  }

  const backdate = (itemId: string, days: number, Qty: number, UnCost: number) =>
    invoke<AdjustmentAnswer>(inventoryRoutes.createAdjustment, {
      token: tokens.partsclerk,
      body: { Date: daysAgo(days), Lines: [{ ItemId: itemId, WhId: main._id, Qty, UnCost, Reason: 'Found' }] },
    });

  it('finishes a stopped writer from its marker’s layers when dated after the marker', async () => {
    await leaveUnfinished(ITEMS.later);
    const answer = await backdate(ITEMS.later, 2, 1, 100);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // 10 at ₹130, 1 at ₹100, 10 at ₹100, and the 4 damaged from the ₹130 layer.
    expect((await history(ITEMS.later)).map((m) => [m.Qty, m.ValueP, m.OnHand, m.BalP, m.Seq])).toEqual([
      [10_000, 130_000, 10_000, 130_000, 1],
      [1_000, 10_000, 11_000, 140_000, 2],
      [10_000, 100_000, 21_000, 240_000, 3],
      [-4_000, -52_000, 17_000, 188_000, 4],
    ]);
    const balance = await balanceOf(ITEMS.later);
    expect(balance).toMatchObject({
      OnHand: 17_000,
      ValueP: 188_000,
      Layers: [
        { Qty: 6_000, ValueP: 78_000 },
        { Qty: 1_000, ValueP: 10_000 },
        { Qty: 10_000, ValueP: 100_000 },
      ],
    });
    expect(balance?.Rebuild).toBeUndefined();
    await invariantHolds();
  });

  it('finishes a stopped writer from the layers its movement found when dated before the marker', async () => {
    await leaveUnfinished(ITEMS.earlier);
    const answer = await backdate(ITEMS.earlier, 5, 2, 50);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // 2 at ₹50 now come first: the 4 damaged take them and 2 of the ₹130 layer (₹100 + ₹260).
    expect((await history(ITEMS.earlier)).map((m) => [m.Qty, m.ValueP, m.OnHand, m.BalP, m.Seq])).toEqual([
      [2_000, 10_000, 2_000, 10_000, 1],
      [10_000, 130_000, 12_000, 140_000, 2],
      [10_000, 100_000, 22_000, 240_000, 3],
      [-4_000, -36_000, 18_000, 204_000, 4],
    ]);
    const balance = await balanceOf(ITEMS.earlier);
    expect(balance).toMatchObject({
      OnHand: 18_000,
      ValueP: 204_000,
      Layers: [
        { Qty: 8_000, ValueP: 104_000 },
        { Qty: 10_000, ValueP: 100_000 },
      ],
    });
    expect(balance?.Rebuild).toBeUndefined();
    await invariantHolds();
  });
});
