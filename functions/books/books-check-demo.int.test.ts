import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import { seedDemoBatches } from '../../infra/local/seed/seed-demo-batches';
import { seedDemoBills } from '../../infra/local/seed/seed-demo-bills';
import { callOf, seedDemoBooks } from '../../infra/local/seed/seed-demo-books';
import { seedDemoInventory } from '../../infra/local/seed/seed-demo-inventory';
import { seedDemoParties } from '../../infra/local/seed/seed-demo-parties';
import { ownerSession, seedDemoPurchases } from '../../infra/local/seed/seed-demo-purchases';
import { seedDemoSales } from '../../infra/local/seed/seed-demo-sales';
import { seedDemoSetup } from '../../infra/local/seed/seed-demo-setup';
import { seedDemoTransfer } from '../../infra/local/seed/seed-demo-transfers';
import { seedReference } from '../../infra/local/seed/seed-reference';
import { seedSystemCatalogue } from '../data/catalogue/system-seed';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../test/test-organisation';
import { booksCheck } from './books-check-calls';

/**
 * After the demo's journeys (docs/books.md §6.8) — opening stock counted in,
 * batches, a transfer between the branches, the spare-parts counter's sales,
 * the month's purchases received and two of them billed, three months of
 * invoices, payments, credit notes and expenses — the books' check is green in
 * both branches: the trial balance balances, 1300 equals the stock value and
 * 1200 the unpaid invoices, through the real seeders in the order a local start runs them.
 */
let org: TestOrganisation;

beforeAll(async () => {
  await Promise.all([seedReference(), seedSystemCatalogue()]);
  org = await createTestOrganisation();
  const target = demoTargetOf(org);
  await Promise.all([
    seedDemoParties(target),
    seedDemoSetup(target)
      .then(() => seedDemoInventory(target))
      .then(() => seedDemoTransfer(target))
      .then(() => seedDemoBatches(target)),
  ]);
  await Promise.all([seedDemoSales(target), seedDemoPurchases(target).then(() => seedDemoBills(target))]);
  await seedDemoBooks(target);
}, 600_000);

describe('the books check after the demo journeys', () => {
  it.each(['workshop', 'spare-parts branch'] as const)('is green in the %s', async (branch) => {
    const entId = branch === 'workshop' ? org.workshopId : org.partsBranchId;
    const session = await ownerSession(demoTargetOf(org), entId);
    const answer = await booksCheck(callOf(session, booksRoutes.booksCheck, {}));
    expect(answer.Checks.filter((c) => !c.Ok)).toEqual([]);
    expect(answer.Ok).toBe(true);
    // Something was checked: the demo's stock is in the ledger, not an empty branch agreeing with nothing.
    expect(answer.Checks.find((c) => c.Id === 'Stock')?.BooksP).toBeGreaterThan(0);
  });
});
