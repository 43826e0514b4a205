import { beforeAll, describe, expect, it } from 'vitest';
import { booksRoutes } from '@shared/api/routes/books';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { monthsBetween } from '@shared/books/statements';
import { receivablesAgeing } from '../../../functions/books/report-calls';
import { salesByPayer } from '../../../functions/books/sales-by-payer-calls';
import { profitAndLoss, trialBalance } from '../../../functions/books/statement-calls';
import { branchNow, serviceContext } from '../../../functions/lib/branch-context';
import type { SessionContext } from '../../../functions/lib/http/call';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { demoExpenses, demoInvoices, HISTORY_DAYS } from './seed-demo-books-plan';
import { callOf, seedDemoBooks } from './seed-demo-books';
import { seedDemoParties } from './seed-demo-parties';
import { daysBefore, ownerSession } from './seed-demo-purchases';
import { seedDemoSetup } from './seed-demo-setup';
import { seedReference } from './seed-reference';

/**
 * The demo's three months of books (docs/books.md §10): written through the
 * real calls, they give every month income from customers and insurers,
 * expenses and a profit; the books balance; the receivables ageing has
 * figures in more than one bucket and equals the receivables account to the
 * paisa; a second start writes nothing.
 */
let org: TestOrganisation;
let session: SessionContext;
let today = '';
let seededInMs = 0;

beforeAll(async () => {
  await seedReference();
  org = await createTestOrganisation();
  const target = demoTargetOf(org);
  await Promise.all([seedDemoParties(target), seedDemoSetup(target)]);
  const started = performance.now();
  expect(await seedDemoBooks(target)).toBe('seeded');
  seededInMs = performance.now() - started;
  session = await ownerSession(target, target.workshopId);
  today = branchNow(serviceContext(session)).date;
}, 240_000);

describe('the demo books', () => {
  it('give every month of the history income from customers and insurers, expenses and a profit', async () => {
    const From = daysBefore(today, HISTORY_DAYS).slice(0, 7);
    const To = today.slice(0, 7);
    const range = { query: { From, To } };
    const pnl = await profitAndLoss(callOf(session, booksRoutes.profitAndLoss, range));
    const sales = await salesByPayer(callOf(session, booksRoutes.salesByPayer, range));
    const full = monthsBetween(From, To)
      .slice(0, -1)
      .filter((m) => m > From);
    expect(full.length).toBeGreaterThanOrEqual(2);
    for (const m of full) {
      const i = pnl.Months.indexOf(m);
      expect(pnl.IncomeP[i]).toBeGreaterThan(0);
      expect(pnl.ExpensesP[i]).toBeGreaterThan(0);
      expect(sales.CustomersP[i]).toBeGreaterThan(0);
      expect(sales.InsurersP[i]).toBeGreaterThan(0);
    }
    expect(pnl.TotalProfitP).toBeGreaterThan(0);
    expect(pnl.Expenses.map((e) => e.Code)).toEqual(expect.arrayContaining([6100, 6110, 6120, 6140]));
    console.info(
      `demo books: ${demoInvoices(today).length} invoices and ${demoExpenses(today).length} expenses in ${Math.round(seededInMs)} ms`,
    );
  });

  it('balance, and the ageing equals the receivables account to the paisa, with figures in more than one bucket', async () => {
    const tb = await trialBalance(
      callOf(session, booksRoutes.trialBalance, {
        query: { From: daysBefore(today, 120).slice(0, 7), To: today.slice(0, 7) },
      }),
    );
    expect(tb.Totals.ClosingDrP).toBe(tb.Totals.ClosingCrP);
    const ageing = await receivablesAgeing(callOf(session, booksRoutes.receivablesAgeing, { query: {} }));
    expect(ageing.Totals.TotalP).toBe(ageing.ControlP);
    expect(tb.Rows.find((r) => r.Code === A.receivables)?.ClosingP).toBe(ageing.ControlP);
    expect(ageing.Totals.Buckets.filter((p) => p > 0).length).toBeGreaterThanOrEqual(2);
    expect(ageing.Rows.some((r) => r.Party.startsWith('I#'))).toBe(true);
    expect(ageing.Credits.length).toBe(2);
  });

  it('are written once: a second start writes nothing', async () => {
    expect(await seedDemoBooks(demoTargetOf(org))).toBe('present');
  });
});
