import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS, RECEIVE_BILLED } from '@shared/purchasing/bill-statuses';
import { PO_STATUS } from '@shared/purchasing/purchase-statuses';
import { seedSystemCatalogue } from '../../../functions/data/catalogue/system-seed';
import { listBillPayments, listBills, readBill } from '../../../functions/data/purchasing/bill-lists';
import { listPurchaseOrders } from '../../../functions/data/purchasing/purchase-orders-repo';
import { listPurchaseReceives } from '../../../functions/data/purchasing/purchase-receives-repo';
import { readVendorBalance } from '../../../functions/data/purchasing/vendor-balance';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { snapshotOrganisation } from '../../../functions/test/org-snapshot';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { DEMO_BILLS, demoBillsMarkerKey, seedDemoBills } from './seed-demo-bills';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoParties } from './seed-demo-parties';
import { seedDemoPurchases } from './seed-demo-purchases';
import { seedDemoSetup } from './seed-demo-setup';
import { seedReference } from './seed-reference';

/**
 * The demo's vendor bills: the monthly restock billed with a price difference
 * and freight (unpaid), the oil and coolant order billed and paid in full by a
 * payment made (that vendor's balance zero), the spare-parts branch's counter
 * order left unbilled; a second start, and a start resumed before the marker,
 * write nothing twice.
 */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  await Promise.all([seedReference(), seedSystemCatalogue()]);
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  await Promise.all([seedDemoParties(target), seedDemoSetup(target).then(() => seedDemoInventory(target))]);
  await seedDemoPurchases(target);
  expect(await seedDemoBills(target)).toBe('seeded');
}, 240_000);

const workshopBills = async () => (await listBills(org.orgId, org.workshopId, { limit: 50 })).items;
const whole = async (billNo: string) => {
  const head = (await workshopBills()).find((b) => b.VendBillNo === billNo);
  return readBill(org.orgId, org.workshopId, head?.DocId ?? '', true);
};
/** What a resumed start must not write twice: the bills, the payments and the vendors' balances. */
const written = async () => {
  const bills = await workshopBills();
  const payments = (await listBillPayments(org.orgId, org.workshopId, { limit: 50 })).items;
  const balances = await Promise.all(bills.map((b) => readVendorBalance(org.orgId, org.workshopId, b.VendId)));
  return JSON.stringify({ bills, payments, balances });
};

describe('the demo bills', () => {
  it('bill the restock with a price difference and freight, the stock lines carrying it', async () => {
    const restock = DEMO_BILLS[0];
    const bill = await whole(restock.vendBillNo);
    expect(bill?.head.Sts).toBe(BILL_STATUS.unpaid);
    expect(bill?.head.ChgP).toBe(restock.freight * 100);
    const [first, ...rest] = bill?.lines.Lines ?? [];
    // The first part 5% above the order's rate: its amount exceeds the receive's value.
    expect(Number(first?.AmtP)).toBeGreaterThan(Number(first?.RecValP));
    for (const line of rest) expect(line.AmtP).toBe(line.RecValP);
    // The freight is spread over every line, to the paisa.
    expect((bill?.lines.Lines ?? []).reduce((s, l) => s + Number(l.ChgP), 0)).toBe(restock.freight * 100);
    expect(bill?.head.StockAdjP ?? 0).toBeGreaterThan(0);
  });

  it('pay the oil and coolant bill in full by one payment made: its vendor owes nothing', async () => {
    const bill = await whole(DEMO_BILLS[1].vendBillNo);
    expect(bill?.head.Sts).toBe(BILL_STATUS.closed);
    expect(bill?.head.PaidP).toBe(bill?.head.PayableP);
    const payments = (await listBillPayments(org.orgId, org.workshopId, { limit: 50 })).items;
    expect(payments).toHaveLength(1);
    expect(payments[0]?.Type).toBe('Bank Transfer');
    expect(payments[0]?.AmountP).toBe(bill?.head.PayableP);
    const balance = await readVendorBalance(org.orgId, org.workshopId, String(bill?.head.VendId));
    expect(balance.BilledP - balance.PaidP).toBe(0);
  });

  it('leave the third order received whole unbilled', async () => {
    const orders = (await listPurchaseOrders(org.orgId, org.workshopId, { limit: 50 })).items;
    const received = [
      ...orders,
      ...(await listPurchaseOrders(org.orgId, org.partsBranchId, { limit: 50 })).items,
    ].filter((o) => [PO_STATUS.received, PO_STATUS.billed].includes(o.Sts as never));
    expect(received.map((o) => o.Sts).sort()).toEqual([PO_STATUS.billed, PO_STATUS.billed, PO_STATUS.received]);
    const parts = (await listPurchaseReceives(org.orgId, org.partsBranchId, { limit: 20 })).items;
    expect(parts.map((r) => r.Sts)).toEqual(['Received']);
    const workshop = (await listPurchaseReceives(org.orgId, org.workshopId, { limit: 20 })).items;
    expect(workshop.filter((r) => r.Sts === RECEIVE_BILLED.billed)).toHaveLength(2);
    expect(await workshopBills()).toHaveLength(2);
  });

  it('a second start writes nothing, nor does a start resumed before the marker', async () => {
    const org0 = await snapshotOrganisation(org.orgId);
    const before = await written();
    expect(await seedDemoBills(target)).toBe('present');
    expect(await snapshotOrganisation(org.orgId)).toBe(org0);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: demoBillsMarkerKey(org.orgId) }));
    expect(await seedDemoBills(target)).toBe('seeded');
    expect(await written()).toBe(before);
  });
});
