import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryItemRoutes as routes } from '@shared/api/routes/inventory-items';
import { ItemMessages } from '@shared/inventory/item-messages';
import type { ItemAnswer } from '@shared/inventory/item-schemas';
import type { ReorderLine, SuggestAnswer } from '@shared/inventory/reorder-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import { invoke } from '../test/invoke';
import { adjusted, createPart, createWarehouse, expectRefused } from '../test/inventory-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The reorder point report (docs/inventory-items.md §4): items at or below their
 * level with the quantity to buy, and at most one open suggestion per item and
 * warehouse however many clerks ask at once.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'partsclerk', string>;
let main: Warehouse;
let annex: Warehouse;

const FILTER = 'PRT9401';
const PADS = 'PRT9402';

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'partsclerk'] as const));
  [main, annex] = await Promise.all([createWarehouse(tokens.owner, 'Main'), createWarehouse(tokens.owner, 'Annex')]);
  await Promise.all([
    createPart(org.orgId, { _id: FILTER, PCode: 'OF-401', Desc: 'Oil filter', UoM: 'NOS' }),
    createPart(org.orgId, { _id: PADS, PCode: 'BP-402', Desc: 'Brake pads', UoM: 'SET' }),
  ]);
  await adjusted(tokens.partsclerk, [
    { ItemId: FILTER, WhId: main._id, Qty: 3, UnCost: 150 },
    { ItemId: PADS, WhId: main._id, Qty: 10, UnCost: 900 },
  ]);
  for (const [ItemId, Reorder] of [
    [
      FILTER,
      [
        { WhId: main._id, Lvl: 5, Qty: 24 },
        { WhId: annex._id, Lvl: 10, Qty: 4 },
      ],
    ],
    [PADS, [{ WhId: main._id, Lvl: 2, Qty: 4 }]],
  ] as const) {
    const made = await invoke<ItemAnswer>(routes.createItem, { token: tokens.partsclerk, body: { ItemId, Reorder } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
  }
});

const report = async (query: Record<string, string> = {}): Promise<ReorderLine[]> => {
  const answer = await invoke<{ Items: ReorderLine[] }>(routes.reorderReport, { token: tokens.partsclerk, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Items;
};

describe('reorder point report', () => {
  it('lists what is at or below its level with the quantity to buy', async () => {
    const lines = await report();
    const rows = lines.map((l) => [l.PCode, l.WhId, l.OnHand, l.Lvl, l.ToBuy]);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['OF-401', main._id, 3, 5, 24],
        // nothing on hand in the annex: 10 short of the level, more than the reorder quantity of 4
        ['OF-401', annex._id, 0, 10, 10],
      ]),
    );
    expect((await report({ Wh: annex._id })).map((l) => l.WhId)).toEqual([annex._id]);
  });

  it('makes at most one open suggestion per item and warehouse when clerks ask at once', async () => {
    const asks = await Promise.all(
      Array.from({ length: 8 }, () =>
        invoke<SuggestAnswer>(routes.suggestReorder, {
          token: tokens.partsclerk,
          body: { Lines: [{ ItemId: FILTER, WhId: main._id }] },
        }),
      ),
    );
    for (const a of asks) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const made = asks.flatMap((a) => a.body.Made);
    expect(made).toEqual([{ ItemId: FILTER, WhId: main._id, Qty: 24 }]);
    expect(asks.flatMap((a) => a.body.Skipped.map((s) => s.Why))).toEqual(
      Array.from({ length: 7 }, () => ItemMessages.suggestionTaken),
    );
    const line = (await report()).find((l) => l.WhId === main._id);
    expect(line?.Suggested).toMatchObject({ Qty: 24 });
  });

  it('refuses a suggestion for an item above its level, and closes an open one once', async () => {
    const above = await invoke<SuggestAnswer>(routes.suggestReorder, {
      token: tokens.partsclerk,
      body: { Lines: [{ ItemId: PADS, WhId: main._id }] },
    });
    expect(above.body).toEqual({
      Made: [],
      Skipped: [{ ItemId: PADS, WhId: main._id, Why: ItemMessages.notAtReorderLevel }],
    });
    const params = { ItemId: FILTER, WhId: main._id };
    expect((await invoke(routes.closeSuggestion, { token: tokens.partsclerk, params })).status).toBe(200);
    expectRefused(await invoke(routes.closeSuggestion, { token: tokens.partsclerk, params }), 404);
    expect((await report()).find((l) => l.WhId === main._id)?.Suggested).toBeUndefined();
  });
});
