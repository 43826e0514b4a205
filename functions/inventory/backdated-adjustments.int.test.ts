import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { BackdateMessages } from '@shared/inventory/backdate';
import type { AdjustmentAnswer } from '@shared/inventory/call-schemas';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { endOfBranchDay } from '../data/inventory/backdated-movements';
import { balanceKey, movementPk } from '../data/inventory/inventory-keys';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { db, tableName } from '../lib/aws-clients';
import { invoke } from '../test/invoke';
import { adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Back-dated stock adjustments (docs/inventory.md §4a) through the real handler
 * and DynamoDB Local: the movement takes its place at the end of its day, the
 * later movements are valued again to the paisa, a date that would leave a later
 * movement short is refused with nothing written, a long later history is
 * rewritten after the transaction under a marker, and a marker left by a writer
 * that stopped is finished by the next.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk', string>;
let main: Warehouse;
const ZONE = 'Asia/Kolkata';
const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const daysAgo = (n: number): string =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

const ITEMS = { pads: 'PRT9601', plugs: 'PRT9602', long: 'PRT9603', stale: 'PRT9604', fresh: 'PRT9605' };

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  for (const [name, _id] of Object.entries(ITEMS))
    await createPart(org.orgId, { _id, PCode: `BD-${name}`, Desc: `Back-dated ${name}`, UoM: 'NOS' });
});

type Line = { ItemId: string; Qty: number; UnCost?: number; Reason?: string };
const adjustOn = (Date: string | undefined, lines: Line[]) =>
  invoke<AdjustmentAnswer>(inventoryRoutes.createAdjustment, {
    token: tokens.partsclerk,
    body: {
      ...(Date ? { Date } : {}),
      Lines: lines.map((l) => ({ Reason: l.Qty > 0 ? 'Found' : 'Damaged', WhId: main._id, ...l })),
    },
  });
const balanceOf = async (itemId: string) => (await listItemBalances(org.orgId, org.workshopId, itemId))[0];
const history = async (itemId: string) =>
  (await allMovements(org.orgId, org.workshopId, itemId)).sort((a, b) => (a.sk < b.sk ? -1 : 1));

describe('a back-dated adjustment', () => {
  it('takes its place at the end of its day and values the later movements again (the worked example)', async () => {
    await adjusted(tokens.partsclerk, [{ ItemId: ITEMS.pads, WhId: main._id, Qty: 10, UnCost: 100 }]);
    await adjusted(tokens.partsclerk, [{ ItemId: ITEMS.pads, WhId: main._id, Qty: -4, Reason: 'Damaged' }]);
    expect(await balanceOf(ITEMS.pads)).toMatchObject({ OnHand: 6000, ValueP: 60_000, Seq: 2 });

    const answer = await adjustOn(daysAgo(3), [{ ItemId: ITEMS.pads, Qty: 10, UnCost: 130 }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ Date: daysAgo(3), Value: 1300 });

    // Three days ago 10 came in at ₹130; today's 10 at ₹100 keep their value; the 4 damaged now leave at ₹115.
    const moves = await history(ITEMS.pads);
    expect(moves.map((m) => [m.Qty, m.ValueP, m.OnHand, m.BalP, m.Seq])).toEqual([
      [10_000, 130_000, 10_000, 130_000, 1],
      [10_000, 100_000, 20_000, 230_000, 2],
      [-4_000, -46_000, 16_000, 184_000, 3],
    ]);
    expect(moves[0]).toMatchObject({ EffDt: daysAgo(3), MovId: moves[0]!.sk });
    expect(moves[0]!.sk < moves[1]!.sk).toBe(true);
    const balance = await balanceOf(ITEMS.pads);
    expect(balance).toMatchObject({ OnHand: 16_000, ValueP: 184_000, Seq: 3 });
    expect(balance?.Rebuild).toBeUndefined();
    expect((await checkStockInvariant(org.orgId, org.workshopId)).breaches).toEqual([]);
  });

  it('is refused, with nothing written, when it would leave too little for a later movement', async () => {
    await adjustOn(daysAgo(5), [{ ItemId: ITEMS.plugs, Qty: 5, UnCost: 80 }]).then((a) => expect(a.status).toBe(200));
    await adjusted(tokens.partsclerk, [{ ItemId: ITEMS.plugs, WhId: main._id, Qty: -5, Reason: 'Damaged' }]);
    const before = { balance: await balanceOf(ITEMS.plugs), moves: await history(ITEMS.plugs) };

    // Three days ago one more lost would leave 4 for today's 5.
    const later = await adjustOn(daysAgo(3), [{ ItemId: ITEMS.plugs, Qty: -1 }]);
    expectRefused(later, 400, BackdateMessages.belowZeroLater('Back-dated plugs', today()));
    // Six days ago there was nothing to lose.
    expectRefused(
      await adjustOn(daysAgo(6), [{ ItemId: ITEMS.plugs, Qty: -1 }]),
      400,
      InventoryMessages.insufficientQuantity,
    );
    expect(await balanceOf(ITEMS.plugs)).toEqual(before.balance);
    expect(await history(ITEMS.plugs)).toEqual(before.moves);
  });

  it('refuses a date after today or more than a year back', async () => {
    const tomorrow = new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const future = expectRefused(await adjustOn(tomorrow, [{ ItemId: ITEMS.pads, Qty: 1, UnCost: 1 }]), 400);
    expect(future).toMatchObject({ message: BackdateMessages.inFuture, errors: [{ path: 'Date' }] });
    expectRefused(
      await adjustOn(daysAgo(366), [{ ItemId: ITEMS.pads, Qty: 1, UnCost: 1 }]),
      400,
      BackdateMessages.tooOld,
    );
  });

  it('rewrites a long later history after its transaction, and clears its marker', async () => {
    for (let n = 0; n < 100; n += 10)
      await Promise.all(
        Array.from({ length: 10 }, () =>
          adjusted(tokens.partsclerk, [{ ItemId: ITEMS.long, WhId: main._id, Qty: 1, UnCost: 50 }]),
        ),
      ).catch(() => undefined);
    const count = (await history(ITEMS.long)).length;
    const answer = await adjustOn(daysAgo(30), [{ ItemId: ITEMS.long, Qty: 10, UnCost: 20 }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const moves = await history(ITEMS.long);
    expect(moves).toHaveLength(count + 1);
    expect(moves.map((m) => m.Seq)).toEqual(moves.map((_, i) => i + 1));
    expect(moves[0]).toMatchObject({ Qty: 10_000, ValueP: 20_000, OnHand: 10_000, BalP: 20_000 });
    const balance = await balanceOf(ITEMS.long);
    expect(balance).toMatchObject({ OnHand: (count + 10) * 1000, ValueP: 20_000 + count * 5_000, Seq: count + 1 });
    expect(balance?.Rebuild).toBeUndefined();
    expect((await checkStockInvariant(org.orgId, org.workshopId)).breaches).toEqual([]);
  });
});

describe('a rewrite that did not finish', () => {
  /** What a writer that stopped after its transaction leaves: its movement, the final balance and a marker, no rewrites. */
  async function leaveUnfinished(itemId: string, markedAt: string): Promise<void> {
    await adjusted(tokens.partsclerk, [{ ItemId: itemId, WhId: main._id, Qty: 10, UnCost: 100 }]);
    await adjusted(tokens.partsclerk, [{ ItemId: itemId, WhId: main._id, Qty: -4, Reason: 'Damaged' }]);
    const sk = ulid(endOfBranchDay(daysAgo(3), ZONE));
    const [first] = await history(itemId);
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...first!,
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
          LineId: 'AL1',
        },
      }),
    );
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: balanceKey(org.orgId, org.workshopId, itemId, main._id),
        UpdateExpression: 'SET OnHand = :o, ValueP = :v, Seq = :s, #rebuild = :r, ver = ver + :one',
        ExpressionAttributeNames: { '#rebuild': 'Rebuild' },
        ExpressionAttributeValues: {
          ':o': 16_000,
          ':v': 184_000,
          ':s': 3,
          ':one': 1,
          ':r': { FromSk: sk, Before: { OnHand: 10_000, ValueP: 130_000, Seq: 1 }, Mine: sk, At: markedAt },
        },
      }),
    );
  }

  it('is finished by the next back-dated writer, to the same figures a full replay gives', async () => {
    await leaveUnfinished(ITEMS.stale, new Date(Date.now() - 120_000).toISOString());
    expect((await checkStockInvariant(org.orgId, org.workshopId)).breaches.map((b) => b.ItemId)).toContain(ITEMS.stale);

    const answer = await adjustOn(daysAgo(2), [{ ItemId: ITEMS.stale, Qty: 1, UnCost: 100 }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // 10 at ₹130 (3 days ago), 1 at ₹100 (2 days ago), 10 at ₹100 and 4 out at the average of 21 today.
    expect((await history(ITEMS.stale)).map((m) => [m.Qty, m.ValueP, m.OnHand, m.BalP, m.Seq])).toEqual([
      [10_000, 130_000, 10_000, 130_000, 1],
      [1_000, 10_000, 11_000, 140_000, 2],
      [10_000, 100_000, 21_000, 240_000, 3],
      [-4_000, -45_714, 17_000, 194_286, 4],
    ]);
    const balance = await balanceOf(ITEMS.stale);
    expect(balance).toMatchObject({ OnHand: 17_000, ValueP: 194_286, Seq: 4 });
    expect(balance?.Rebuild).toBeUndefined();
    expect((await checkStockInvariant(org.orgId, org.workshopId)).breaches).toEqual([]);
  });

  it('makes another back-dated writer wait while it is fresh, and lets today’s movements through', async () => {
    await leaveUnfinished(ITEMS.fresh, new Date().toISOString());
    expectRefused(
      await adjustOn(daysAgo(1), [{ ItemId: ITEMS.fresh, Qty: 1, UnCost: 100 }]),
      409,
      BackdateMessages.rebuilding,
    );
    await adjusted(tokens.partsclerk, [{ ItemId: ITEMS.fresh, WhId: main._id, Qty: 2, UnCost: 100 }]);
    // Valued from the balance's final figures, and the marker stays for its writer (or the next) to clear.
    expect(await balanceOf(ITEMS.fresh)).toMatchObject({
      OnHand: 18_000,
      ValueP: 204_000,
      Seq: 4,
      Rebuild: { Mine: expect.any(String) },
    });
  });
});
