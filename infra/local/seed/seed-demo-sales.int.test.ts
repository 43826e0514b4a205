import { beforeAll, describe, expect, it } from 'vitest';
import { listItemBalances } from '../../../functions/data/inventory/stock-repo';
import { listReceipts, readReceipt } from '../../../functions/data/sales/receipts-repo';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedDemoInventory } from './seed-demo-inventory';
import { DEMO_SALES_COUNT, seedDemoSales } from './seed-demo-sales';
import { seedDemoSetup } from './seed-demo-setup';
import { seedReference } from './seed-reference';

/**
 * The demo's day of counter sales in the spare-parts branch: eight receipts,
 * numbered without a gap, each paid to the paisa, the stock they took gone
 * from the counter; a second start writes nothing.
 */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  await seedReference();
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  await seedDemoSetup(target);
  await seedDemoInventory(target);
  expect(await seedDemoSales(target)).toBe('seeded');
}, 120_000);

describe('the demo counter sales', () => {
  it('are eight paid receipts numbered without a gap, one of them a tax invoice', async () => {
    const page = await listReceipts(org.orgId, org.partsBranchId, { limit: 20 });
    expect(page.items).toHaveLength(DEMO_SALES_COUNT);
    const numbers = page.items.map((r) => Number(r.Num.split('/')[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    for (const r of page.items) expect(r.Pays.reduce((s, p) => s + p.AmtP, 0)).toBe(r.GrandTotalP);
    expect(page.items.filter((r) => r.B2B)).toHaveLength(1);
    const one = await readReceipt(org.orgId, org.partsBranchId, page.items[0]?.DocId ?? '');
    const sold = one?.lines.Lines[0];
    const balances = await listItemBalances(org.orgId, org.partsBranchId, String(sold?.ItemId));
    expect(balances.some((b) => b.WhId === one?.head.WhId)).toBe(true);
  });

  it('a second start writes nothing', async () => {
    expect(await seedDemoSales(target)).toBe('present');
    expect((await listReceipts(org.orgId, org.partsBranchId, { limit: 20 })).items).toHaveLength(DEMO_SALES_COUNT);
  });
});
