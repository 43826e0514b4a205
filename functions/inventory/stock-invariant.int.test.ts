import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import type { Layer, ValuationMethod } from '@shared/inventory/fifo';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import { allMovements, listItemBalances } from '../data/inventory/stock-repo';
import { valuedMove } from '../data/inventory/stock-writes';
import type { BalanceRecord, MovementRecord } from '../data/inventory/stock-records';
import { invoke } from '../test/invoke';
import { adjust, createPart, createWarehouse } from '../test/inventory-test-kit';
import { createCustomerAndVehicle, createRepairOrder, lines } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';
import { setValuation } from '../test/valuation-test-kit';

/**
 * The stock invariant (docs/inventory.md §3) as a property over random
 * histories, through the real handlers and DynamoDB Local: stock found and lost
 * at random costs (some back-dated), parts issued to and returned from repair
 * orders, each history's steps sent at once in small groups so they race, each
 * group under the moving average or FIFO as the branch is switched between
 * them. Whatever is accepted or refused, afterwards every balance of the
 * branch equals the sum of its movements in quantity and in value, a FIFO
 * balance's layers add up to it, none is below zero, and valuing each history
 * again from the start gives the figures stored, to the paisa.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'partsclerk', string>;
let warehouses: Warehouse[];
let orders: RepairOrderAnswer[];
const ITEMS = ['PRT9501', 'PRT9502', 'PRT9503'];
const W = lines('RepairOrder');

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk'] as const));
  warehouses = [await createWarehouse(tokens.owner, 'Main'), await createWarehouse(tokens.owner, 'Rack B')];
  for (const [n, _id] of ITEMS.entries())
    await createPart(org.orgId, { _id, PCode: `INV-${n}`, Desc: `Invariant part ${n}`, UoM: n === 2 ? 'LTR' : 'NOS' });
  const cv = await createCustomerAndVehicle(tokens.advisor);
  // One order per item, each needing plenty, so issues and returns have room to go both ways.
  orders = [];
  for (const In_Id of ITEMS)
    orders.push(
      await createRepairOrder(tokens.advisor, cv, org.users.advisor.userId, {
        Comps: [W.complaint(1, 'Periodic service')],
        Ops: [W.labor(1, { CompId: 'WC1' })],
        Parts: [W.part(1, { OpId: 'WO1', In_Id, Qty: 500 })],
      }),
    );
}, 120_000);

type Step =
  | { kind: 'found'; item: number; wh: number; qty: number; paise: number; daysAgo?: number }
  | { kind: 'lost'; item: number; wh: number; qty: number }
  | { kind: 'issue' | 'return'; item: number; wh: number; qty: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('found' as const),
    item: fc.nat(2),
    wh: fc.nat(1),
    qty: fc.integer({ min: 1, max: 9 }),
    paise: fc.integer({ min: 1, max: 99_999 }),
    // Now and then dated an earlier day (docs/inventory.md §4a): the later movements are valued again.
    daysAgo: fc.option(fc.integer({ min: 1, max: 3 }), { freq: 4, nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('lost' as const),
    item: fc.nat(2),
    wh: fc.nat(1),
    qty: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({
    kind: fc.constantFrom('issue' as const, 'return' as const),
    item: fc.nat(2),
    wh: fc.nat(1),
    qty: fc.integer({ min: 1, max: 4 }),
  }),
);

function send(s: Step): Promise<{ status: number }> {
  const ItemId = ITEMS[s.item]!;
  const WhId = warehouses[s.wh]!._id;
  switch (s.kind) {
    case 'found':
      // Rupees with two decimals, as a clerk types them.
      if (s.daysAgo === undefined)
        return adjust(tokens.partsclerk, [{ ItemId, WhId, Qty: s.qty, UnCost: s.paise / 100 }]);
      return invoke(inventoryRoutes.createAdjustment, {
        token: tokens.partsclerk,
        body: {
          Date: daysAgo(s.daysAgo),
          Lines: [{ ItemId, WhId, Qty: s.qty, UnCost: s.paise / 100, Reason: 'Found' }],
        },
      });
    case 'lost':
      return adjust(tokens.partsclerk, [{ ItemId, WhId, Qty: -s.qty, Reason: 'Damaged' }]);
    default:
      return invoke(s.kind === 'issue' ? inventoryRoutes.issuePart : inventoryRoutes.returnPart, {
        token: tokens.partsclerk,
        body: { DocId: orders[s.item]!._id, LineId: 'WP1', WhId, Qty: s.qty },
      });
  }
}

const daysAgo = (n: number): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
};

/**
 * Values every balance's history again from nothing, each movement by the
 * method it records, stock in (and a value-only movement) at its recorded
 * value: the figures must be the ones stored (movement by movement, and the
 * balance's layers at the end).
 */
async function replayDisagreements(): Promise<string[]> {
  const wrong: string[] = [];
  for (const ItemId of ITEMS) {
    const [balances, moves] = await Promise.all([
      listItemBalances(org.orgId, org.workshopId, ItemId),
      allMovements(org.orgId, org.workshopId, ItemId),
    ]);
    for (const balance of balances) {
      const own = moves.filter((m) => m.WhId === balance.WhId).sort((a, b) => (a.sk < b.sk ? -1 : 1));
      wrong.push(...replayOne(balance, own));
    }
  }
  return wrong;
}

function replayOne(balance: BalanceRecord, history: readonly MovementRecord[]): string[] {
  let state: Pick<BalanceRecord, 'OnHand' | 'ValueP' | 'Layers'> | undefined;
  for (const m of history) {
    const r = valuedMove(state, m.Qty >= 0 ? { Qty: m.Qty, ValueP: m.ValueP } : { Qty: m.Qty }, m.Val ?? 'AVG');
    if (!r.ok) return [`${balance.ItemId}/${balance.WhId} ${m.MovId}: ${r.refusal}`];
    const v = r.valued;
    const got = [v.ValueP, v.OnHand, v.BalP, layersText(v.LayersBefore)];
    const stored = [m.ValueP, m.OnHand, m.BalP, layersText(m.LayersBefore)];
    if (JSON.stringify(got) !== JSON.stringify(stored))
      return [`${balance.ItemId}/${balance.WhId} ${m.MovId}: replayed ${got.join(' ')}, stored ${stored.join(' ')}`];
    state = { OnHand: v.OnHand, ValueP: v.BalP, ...(v.Layers ? { Layers: v.Layers } : {}) };
  }
  return layersText(state?.Layers) === layersText(balance.Layers)
    ? []
    : [`${balance.ItemId}/${balance.WhId}: layers replayed ${layersText(state?.Layers)}`];
}

/** Layers as text, whatever order DynamoDB gave their attributes. */
const layersText = (layers: readonly Layer[] | undefined): string =>
  layers ? layers.map((l) => `${l.Qty}@${l.ValueP}`).join(',') || 'none' : '-';

const method: fc.Arbitrary<ValuationMethod> = fc.constantFrom('AVG', 'FIFO');

describe('the stock invariant over random histories', () => {
  it('holds for every balance, by either method and across switches, whatever was accepted or refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(method, fc.array(step, { minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 4 }),
        async (groups) => {
          for (const [valuation, group] of groups) {
            // The branch's method between groups, so one history is often valued both ways.
            await setValuation(tokens.owner, valuation);
            const answers = await Promise.all(group.map(send));
            // A refusal is a rule speaking (400) or a lost race given up (409), never a failure.
            for (const a of answers) expect([200, 400, 409]).toContain(a.status);
          }
          const check = await checkStockInvariant(org.orgId, org.workshopId);
          expect(check.breaches).toEqual([]);
          expect(check.belowZero).toEqual([]);
          expect(await replayDisagreements()).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
    const check = await checkStockInvariant(org.orgId, org.workshopId);
    expect(check.balances).toBeGreaterThan(0);
  }, 240_000);
});
