import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import type { AdjustmentAnswer } from '@shared/inventory/call-schemas';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { invoke } from '../test/invoke';
import { adjust, adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Stock adjustments and the stock they move (docs/inventory.md), through the
 * real handler against DynamoDB Local: the worked example of §4 to the paisa,
 * the lists, every refusal, and another organisation's item reading as absent.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk' | 'technician', string>;
let main: Warehouse;
let rack: Warehouse;
const PADS = 'PRT9001';
const OIL = 'PRT9002';

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk', 'technician'] as const));
  [main, rack] = await Promise.all([createWarehouse(tokens.owner, 'Main'), createWarehouse(tokens.owner, 'Rack B')]);
  await createPart(org.orgId, { _id: PADS, PCode: 'BP-1001', Desc: 'Brake pad set, front', UoM: 'SET' });
  await createPart(org.orgId, { _id: OIL, PCode: 'EO-5W30', Desc: 'Engine oil 5W-30', UoM: 'LTR' });
});

const stock = async (token = tokens.partsclerk, query: Record<string, string> = {}) => {
  const answer = await invoke<{
    Items: { ItemId: string; WhId: string; OnHand: number; Value: number; AvgCost: number }[];
    Next?: string;
  }>(inventoryRoutes.stock, { token, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

type MovementsBody = {
  Balances: { WhId: string; OnHand: number; Value: number }[];
  Items: {
    Qty: number;
    Value: number;
    UnCost: number;
    OnHand: number;
    Balance: number;
    DocNum?: string;
    Reason?: string;
  }[];
  Next?: string;
};
const movements = (Id: string, token = tokens.partsclerk, query: Record<string, string> = {}) =>
  invoke<MovementsBody>(inventoryRoutes.itemMovements, { token, params: { Id }, query });

describe('the worked example of docs/inventory.md §4, to the paisa', () => {
  let first: AdjustmentAnswer;

  it('values stock found at its cost, received at a new price, and taken out at the average', async () => {
    first = await adjusted(tokens.partsclerk, [{ ItemId: PADS, WhId: main._id, Qty: 10, UnCost: 250 }]);
    expect(first.Num).toMatch(/^ADJ\/\d{4}\/0*1$/);
    expect(first.Lines[0]).toMatchObject({
      ItemId: PADS,
      PCode: 'BP-1001',
      UoM: 'SET',
      Qty: 10,
      UnCost: 250,
      Value: 2500,
    });
    expect(first.Value).toBe(2500);

    await adjusted(tokens.partsclerk, [{ ItemId: PADS, WhId: main._id, Qty: 5, UnCost: 280.5, Reason: 'Found' }]);
    const damaged = await adjusted(tokens.partsclerk, [{ ItemId: PADS, WhId: main._id, Qty: -4, Reason: 'Damaged' }]);
    // 4 × ₹3,902.50 / 15 = ₹1,040.6667 → ₹1,040.67 out, at the average ₹260.17.
    expect(damaged.Lines[0]).toMatchObject({ Qty: -4, UnCost: 260.17, Value: -1040.67 });

    const row = (await stock()).Items.find((r) => r.ItemId === PADS && r.WhId === main._id);
    expect(row).toMatchObject({ OnHand: 11, Value: 2861.83, AvgCost: 260.17 });
  });

  it('takes the whole value when the shelf empties, and the history adds up to the balance', async () => {
    const written = await adjusted(tokens.partsclerk, [{ ItemId: PADS, WhId: main._id, Qty: -11, Reason: 'Expired' }]);
    // Everything left, ₹2,861.83, not 11 × ₹260.17 = ₹2,861.87.
    expect(written.Lines[0]).toMatchObject({ Value: -2861.83 });

    const answer = await movements(PADS);
    expect(answer.status).toBe(200);
    expect(answer.body.Balances).toEqual([expect.objectContaining({ WhId: main._id, OnHand: 0, Value: 0 })]);
    // Newest first, each with the balance after it.
    expect(answer.body.Items.map((m) => [m.Qty, m.Value, m.OnHand, m.Balance])).toEqual([
      [-11, -2861.83, 0, 0],
      [-4, -1040.67, 11, 2861.83],
      [5, 1402.5, 15, 3902.5],
      [10, 2500, 10, 2500],
    ]);
    expect(answer.body.Items.at(-1)).toMatchObject({ DocNum: first.Num, Reason: 'Stock count' });
  });

  it('pages the history with its cursor, and refuses a cursor of another list', async () => {
    const page = await movements(PADS, tokens.partsclerk, { Limit: '3' });
    expect(page.body.Items).toHaveLength(3);
    expect(page.body.Next).toBeDefined();
    const rest = await movements(PADS, tokens.partsclerk, { Limit: '3', Cursor: page.body.Next ?? '' });
    expect(rest.body.Items.map((m) => m.Qty)).toEqual([10]);
    const list = await invoke<{ Next?: string }>(inventoryRoutes.adjustments, {
      token: tokens.partsclerk,
      query: { Limit: '1' },
    });
    expectRefused(
      await movements(PADS, tokens.partsclerk, { Cursor: list.body.Next ?? '' }),
      400,
      InventoryMessages.badCursor,
    );
  });
});

describe('the lists', () => {
  it('lists adjustments newest first and opens one with its lines', async () => {
    const made = await adjusted(tokens.partsclerk, [
      { ItemId: OIL, WhId: main._id, Qty: 20.5, UnCost: 412.35 },
      { ItemId: OIL, WhId: rack._id, Qty: 2.5, UnCost: 412.35 },
    ]);
    // 2.5 l × ₹412.35 = ₹1,030.875 → ₹1,030.88.
    expect(made.Lines.map((l) => l.Value)).toEqual([8453.18, 1030.88]);
    const list = await invoke<{ Items: { _id: string; Num: string; LineCount: number }[] }>(
      inventoryRoutes.adjustments,
      {
        token: tokens.partsclerk,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.Items[0]).toMatchObject({ _id: made._id, Num: made.Num, LineCount: 2 });
    const nums = list.body.Items.map((a) => Number(a.Num.split('/').at(-1)));
    expect(nums).toEqual([...nums].sort((a, b) => b - a));

    const one = await invoke<AdjustmentAnswer>(inventoryRoutes.adjustment, {
      token: tokens.owner,
      params: { Id: made._id },
    });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(made);
  });

  it("lists one warehouse's stock, and the branch's, most recently moved first", async () => {
    const rackStock = await stock(tokens.partsclerk, { Wh: rack._id });
    expect(rackStock.Items).toEqual([
      expect.objectContaining({ ItemId: OIL, WhId: rack._id, OnHand: 2.5, Value: 1030.88 }),
    ]);
    const all = await stock();
    expect(all.Items.map((r) => `${r.ItemId}@${r.WhId}`).sort()).toEqual(
      [`${PADS}@${main._id}`, `${OIL}@${main._id}`, `${OIL}@${rack._id}`].sort(),
    );
    // Most recently moved first: the oil (moved by the last adjustment) before the brake pads.
    expect(all.Items.map((r) => r.ItemId)).toEqual([OIL, OIL, PADS]);
  });
});

describe('refusals write nothing', () => {
  it("refuses taking more than there is: 'Insufficient Quantity.', no movement, no number", async () => {
    const before = await movements(OIL);
    const answer = await adjust(tokens.partsclerk, [
      { ItemId: OIL, WhId: rack._id, Qty: -1 },
      { ItemId: OIL, WhId: main._id, Qty: -20.501 },
    ]);
    const body = expectRefused(answer, 400, 'Insufficient Quantity.');
    expect(body.errors).toEqual([{ path: 'Lines.1.Qty', message: 'Insufficient Quantity.' }]);
    expect(await movements(OIL)).toEqual(before);
    // The next adjustment takes the next number: the refused one burned none.
    const list = await invoke<{ Items: { Num: string }[] }>(inventoryRoutes.adjustments, { token: tokens.partsclerk });
    const last = Number(list.body.Items[0]?.Num.split('/').at(-1));
    const next = await adjusted(tokens.partsclerk, [{ ItemId: OIL, WhId: rack._id, Qty: -0.5, Reason: 'Other' }]);
    expect(Number(next.Num.split('/').at(-1))).toBe(last + 1);
  });

  it.each([
    [
      'a fraction of a whole unit',
      { ItemId: PADS, WhId: 'MAIN', Qty: 1.5, UnCost: 100 },
      'Lines.0.Qty',
      InventoryMessages.wholeQuantity('SET'),
    ],
    [
      'a warehouse of no branch',
      { ItemId: OIL, WhId: 'NOWHERE', Qty: 1, UnCost: 1 },
      'Lines.0.WhId',
      InventoryMessages.warehouseUnknown('NOWHERE'),
    ],
    [
      'an item the catalogue does not have',
      { ItemId: 'PRT0000404', WhId: 'MAIN', Qty: 1, UnCost: 1 },
      'Lines.0.ItemId',
      InventoryMessages.itemUnknown('PRT0000404'),
    ],
    [
      'stock found with no cost and nothing to average',
      { ItemId: PADS, WhId: 'MAIN', Qty: 2 },
      'Lines.0.Qty',
      InventoryMessages.costNeeded('Brake pad set, front'),
    ],
  ])('refuses %s, naming the line', async (_name, line, path, message) => {
    const answer = await adjust(tokens.partsclerk, [{ ...line, WhId: line.WhId === 'MAIN' ? main._id : line.WhId }]);
    const body = expectRefused(answer, 400, message);
    expect(body.errors).toEqual([{ path, message }]);
  });

  it('refuses one item twice in one warehouse', async () => {
    const line = { ItemId: OIL, WhId: main._id, Qty: 1, UnCost: 400 };
    const body = expectRefused(
      await adjust(tokens.partsclerk, [line, line]),
      400,
      InventoryMessages.lineTwice('Engine oil 5W-30'),
    );
    expect(body.errors?.[0]?.path).toBe('Lines.1.ItemId');
  });

  it.each([
    ['a zero quantity', { Lines: [{ ItemId: OIL, WhId: 'W', Qty: 0, Reason: 'Other' }] }, 'Lines.0.Qty'],
    ['a reason off the list', { Lines: [{ ItemId: OIL, WhId: 'W', Qty: 1, Reason: 'Because' }] }, 'Lines.0.Reason'],
    [
      'four decimals of a quantity',
      { Lines: [{ ItemId: OIL, WhId: 'W', Qty: 1.0001, Reason: 'Other' }] },
      'Lines.0.Qty',
    ],
    ['no lines', { Lines: [] }, 'Lines'],
    ['an unknown field', { Lines: [{ ItemId: OIL, WhId: 'W', Qty: 1, Reason: 'Other', Cost: 1 }] }, 'Lines.0'],
  ])('answers 400 in the catalogue shape for %s', async (_name, body, path) => {
    const answer = await invoke(inventoryRoutes.createAdjustment, { token: tokens.partsclerk, body });
    const refused = expectRefused(answer, 400);
    expect(refused.errors?.map((e) => e.path)).toContain(path);
  });

  it('answers 401 without a session and 403 to a role without Inventory access, before reading the body', async () => {
    expectRefused(await invoke(inventoryRoutes.stock, {}), 401);
    expectRefused(await invoke(inventoryRoutes.stock, { token: tokens.technician }), 403);
    expectRefused(
      await invoke(inventoryRoutes.createAdjustment, { token: tokens.technician, body: { Lines: 'no' } }),
      403,
    );
    expectRefused(await invoke(inventoryRoutes.adjustments, { token: tokens.technician }), 403);
  });
});

describe("another organisation's item reads as absent", () => {
  it('neither its stock, its history nor its part is seen', async () => {
    const other = await organisationWithLogins(['owner'] as const);
    const theirs = 'PRT9901';
    await createPart(other.org.orgId, { _id: theirs, PCode: 'BAT-55', Desc: 'Battery 55Ah', UoM: 'NOS' });
    const wh = await createWarehouse(other.tokens.owner, 'Their store');
    await adjusted(other.tokens.owner, [{ ItemId: theirs, WhId: wh._id, Qty: 3, UnCost: 4500 }]);

    expectRefused(await movements(theirs), 404, InventoryMessages.itemNotFound);
    expect((await stock()).Items.some((r) => r.ItemId === theirs)).toBe(false);
    expectRefused(
      await adjust(tokens.partsclerk, [{ ItemId: theirs, WhId: main._id, Qty: -1 }]),
      400,
      InventoryMessages.itemUnknown(theirs),
    );
    const list = await invoke<{ Items: { _id: string }[] }>(inventoryRoutes.adjustments, { token: other.tokens.owner });
    const mine = await invoke(inventoryRoutes.adjustment, {
      token: tokens.owner,
      params: { Id: list.body.Items[0]?._id ?? '' },
    });
    expectRefused(mine, 404, InventoryMessages.adjustmentNotFound);
  });
});
