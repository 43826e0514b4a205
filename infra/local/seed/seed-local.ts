import { seedSystemCatalogue } from '../../../functions/data/catalogue/system-seed';
import { seedDemo } from './seed-demo';
import { seedDemoCatalogue } from './seed-demo-catalogue';
import { seedDemoDocuments } from './seed-demo-documents';
import { seedDemoAppointments } from './seed-demo-appointments';
import { seedDemoTickets } from './seed-demo-tickets';
import { seedDemoInspections } from './seed-demo-inspections';
import { seedDemoReminders } from './seed-demo-reminders';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoReservations } from './seed-demo-reservations';
import { seedDemoSales } from './seed-demo-sales';
import { seedDemoChallans } from './seed-demo-challans';
import { seedDemoSalesOrders } from './seed-demo-sales-orders';
import { seedDemoPurchases } from './seed-demo-purchases';
import { seedDemoBills } from './seed-demo-bills';
import { seedDemoGstr2b } from './seed-demo-gstr2b';
import { seedDemoReturns } from './seed-demo-returns';
import { seedDemoBooks } from './seed-demo-books';
import { seedDemoItems } from './seed-demo-items';
import { seedDemoBatches } from './seed-demo-batches';
import { seedDemoTransfer } from './seed-demo-transfers';
import { seedDemoParties } from './seed-demo-parties';
import { seedDemoCustomerCategories } from './seed-demo-customer-categories';
import { seedDemoSetup } from './seed-demo-setup';
import { seedConnectedVendor } from './seed-demo-vendor';
import { seedVendorStock } from './seed-demo-vendor-stock';
import { seedReference } from './seed-reference';

/**
 * What a local stack writes at start (docs/testing.md 'What a stack seeds'):
 * - 'none': nothing but the table (a test that only checks sockets and headers);
 * - 'users': the demo organisation with its branches and users, enough to log in
 *   (login and session benches);
 * - 'demo': everything `npm start` shows: the reference data, the system catalogue
 *   (about 13,000 items: most of the seeding time), the demo organisation, its sample
 *   parties, estimates and repair orders, branch set-up, opening stock in both
 *   branches, own catalogue records, the connected vendor organisation (with stock and price lists) and three months
 *   of the workshop's books (invoices, payments, credit notes, expenses).
 * Every part is skipped when it is already there, so a second start writes nothing.
 */
export type SeedLevel = 'none' | 'users' | 'demo';

export type SeedOutcome = 'seeded' | 'present' | 'skipped';

/**
 * Seeds `level` into the table the handlers' environment names. The demo's parts
 * that do not depend on one another run side by side, each with its own bounded
 * number of requests in flight (the catalogue's BatchWrites, the parties'
 * transactions), so DynamoDB Local is kept busy without a queue of thousands.
 * Resolves with whether the demo organisation was written now, already there, or
 * not asked for.
 */
export async function seedLocal(level: SeedLevel): Promise<SeedOutcome> {
  if (level === 'none') return 'skipped';
  if (level === 'users') return seedDemo();
  // Neither the reference data nor the system catalogue refers to the organisation: they start at once.
  const shared = Promise.all([seedReference(), seedSystemCatalogue()]);
  shared.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
  const organisation = await seedDemo();
  // Sample estimates and repair orders follow the parties they are written for;
  // the opening stock follows the warehouses it is counted into.
  await Promise.all([
    shared,
    // The demo inspections are on the demo repair orders. The reminders' repair orders come after the
    // sample documents, so those keep their numbers (WO/…/00001 is the one the browser journeys open).
    seedDemoParties().then(() =>
      Promise.all([
        seedDemoDocuments().then(() => Promise.all([seedDemoInspections(), seedDemoReminders()])),
        seedDemoAppointments(),
        seedDemoTickets(),
      ]),
    ),
    seedDemoSetup()
      .then(() => seedDemoInventory())
      .then(() => seedDemoTransfer())
      .then(() => seedDemoBatches())
      .then(() => seedDemoItems()),
    // The connected distributor, then its stock, price lists and the workshop as its customer.
    seedConnectedVendor().then(() => seedVendorStock()),
    seedDemoCatalogue(),
    seedDemoCustomerCategories(),
  ]);
  // The sample orders' stocked parts are held on the opening stock, and what it lacks is requested;
  // the spare-parts branch's day of counter sales (other stock, another branch) and the month's purchases
  // from the demo vendors beside them (stock coming in; a balance two of them move is read again), then
  // the vendors' bills of two received orders, one paid, and the month's GSTR-2B file beside the seed (files/);
  // and three months of the workshop's invoices, payments,
  // credit notes and expenses in the books (they need the sample customers and the insurers' tie-ups).
  await Promise.all([
    seedDemoReservations(),
    // The parts branch's delivery challans after its counter sales (docs/challans.md).
    seedDemoSales().then(() => seedDemoChallans()),
    // The parts branch's open sales orders and an estimate (docs/sales-orders.md §9).
    seedDemoSalesOrders(),
    seedDemoPurchases()
      .then(() => seedDemoBills())
      .then(() => seedDemoGstr2b())
      .then(() => seedDemoReturns()),
    seedDemoBooks(),
  ]);
  // The counter's item search index of the demo's organisations, whole (docs/inventory-items.md §13.2).
  const { rebuildEveryItemSearch } = await import('../item-search-rebuild-all');
  await rebuildEveryItemSearch();
  return organisation;
}
