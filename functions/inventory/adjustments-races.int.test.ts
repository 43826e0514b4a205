import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { invoke } from '../test/invoke';
import { adjust, adjusted, createPart, createWarehouse } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Concurrent adjustments of one balance (docs/inventory.md §3): each writer
 * decides on the balance it read, and the balance's `ver` makes exactly one
 * of each round win; the losers read again, so when the stock runs out they
 * answer 'Insufficient Quantity.', never a conflict, and never take it below zero.
 */

let org: TestOrganisation;
let tokens: Record<'partsclerk' | 'partsmanager' | 'owner', string>;
let main: Warehouse;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk', 'partsmanager'] as const));
  main = await createWarehouse(tokens.owner, 'Main');
  await createPart(org.orgId, { _id: 'PRT9101', PCode: 'SP-IRIDIUM', Desc: 'Spark plug, iridium', UoM: 'NOS' });
  await createPart(org.orgId, { _id: 'PRT9102', PCode: 'FLT-AIR', Desc: 'Air filter', UoM: 'NOS' });
});

/** The invariant: the movements add up to the balance, in quantity and in value. */
async function expectLogMatchesBalance(itemId: string): Promise<{ OnHand: number; ValueP: number }> {
  const [balance] = await listItemBalances(org.orgId, org.workshopId, itemId);
  const moves = await allMovements(org.orgId, org.workshopId, itemId);
  if (!balance) throw new Error('no balance');
  expect(moves.reduce((sum, m) => sum + m.Qty, 0)).toBe(balance.OnHand);
  expect(moves.reduce((sum, m) => sum + m.ValueP, 0)).toBe(balance.ValueP);
  expect(moves.map((m) => m.Seq).sort((a, b) => a - b)).toEqual(moves.map((_, i) => i + 1));
  expect(balance.Seq).toBe(moves.length);
  return { OnHand: balance.OnHand, ValueP: balance.ValueP };
}

describe('the last units, taken by many at once', () => {
  it('lets exactly the stock there is go out: 3 units, 16 clerks, 3 succeed and 13 are told Insufficient Quantity.', async () => {
    await adjusted(tokens.partsmanager, [{ ItemId: 'PRT9101', WhId: main._id, Qty: 3, UnCost: 745.5 }]);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        adjust(i % 2 ? tokens.partsclerk : tokens.partsmanager, [
          { ItemId: 'PRT9101', WhId: main._id, Qty: -1, Reason: 'Damaged' },
        ]),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(13);
    for (const answer of answers.filter((a) => a.status === 400))
      expect((answer.body as unknown as { message: string }).message).toBe('Insufficient Quantity.');
    // ₹745.50 × 3 = ₹2,236.50 went out in all: two at the average, the last the whole rest.
    const taken = answers.filter((a) => a.status === 200).reduce((sum, a) => sum + Math.round(a.body.Value * 100), 0);
    expect(taken).toBe(-223_650);
    expect(await expectLogMatchesBalance('PRT9101')).toEqual({ OnHand: 0, ValueP: 0 });
    const numbers = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.Num));
    expect(numbers.size).toBe(3);
  });

  it('adds every concurrent receipt once, at its own cost', async () => {
    const costs = [100, 110.25, 120.5, 99.99, 101.01, 150, 87.3, 95.45];
    const answers = await Promise.all(
      costs.map((UnCost, i) =>
        adjust(i % 2 ? tokens.partsclerk : tokens.partsmanager, [
          { ItemId: 'PRT9102', WhId: main._id, Qty: 2, UnCost, Reason: 'Found' },
        ]),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(costs.map(() => 200));
    const total = costs.reduce((sum, c) => sum + Math.round(c * 100) * 2, 0);
    expect(await expectLogMatchesBalance('PRT9102')).toEqual({ OnHand: 16_000, ValueP: total });
    const stock = await invoke<{ Items: { ItemId: string; Value: number }[] }>(inventoryRoutes.stock, {
      token: tokens.partsclerk,
      query: { Wh: main._id },
    });
    expect(stock.body.Items.find((r) => r.ItemId === 'PRT9102')?.Value).toBe(total / 100);
  });
});
