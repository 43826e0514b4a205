import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import { invoke } from '../test/invoke';
import { adjust, createPart, createWarehouse } from '../test/inventory-test-kit';
import { createCustomerAndVehicle, createRepairOrder, lines } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The stock invariant (docs/inventory.md §3) as a property over random
 * histories, through the real handlers and DynamoDB Local: stock found and lost
 * at random costs, parts issued to and returned from repair orders, each
 * history's steps sent at once in small groups so they race. Whatever is
 * accepted or refused, afterwards every balance of the branch equals the sum of
 * its movements in quantity and in value, and none is below zero.
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
  | { kind: 'found'; item: number; wh: number; qty: number; paise: number }
  | { kind: 'lost'; item: number; wh: number; qty: number }
  | { kind: 'issue' | 'return'; item: number; wh: number; qty: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('found' as const),
    item: fc.nat(2),
    wh: fc.nat(1),
    qty: fc.integer({ min: 1, max: 9 }),
    paise: fc.integer({ min: 1, max: 99_999 }),
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
      return adjust(tokens.partsclerk, [{ ItemId, WhId, Qty: s.qty, UnCost: s.paise / 100 }]);
    case 'lost':
      return adjust(tokens.partsclerk, [{ ItemId, WhId, Qty: -s.qty, Reason: 'Damaged' }]);
    default:
      return invoke(s.kind === 'issue' ? inventoryRoutes.issuePart : inventoryRoutes.returnPart, {
        token: tokens.partsclerk,
        body: { DocId: orders[s.item]!._id, LineId: 'WP1', WhId, Qty: s.qty },
      });
  }
}

describe('the stock invariant over random histories', () => {
  it('holds for every balance whatever was accepted or refused, and nothing goes below zero', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        async (groups) => {
          for (const group of groups) {
            const answers = await Promise.all(group.map(send));
            // A refusal is a rule speaking (400) or a lost race given up (409), never a failure.
            for (const a of answers) expect([200, 400, 409]).toContain(a.status);
          }
          const check = await checkStockInvariant(org.orgId, org.workshopId);
          expect(check.breaches).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
    const check = await checkStockInvariant(org.orgId, org.workshopId);
    expect(check.balances).toBeGreaterThan(0);
  }, 240_000);
});
