import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { billRoutes } from '@shared/api/routes/purchasing-bills';
import { mulDivRound, paiseToRupees, rupeesToPaise } from '@shared/documents/money-math';
import { billCreateBody, billPaymentCreateBody } from '@shared/purchasing/bill-schemas';
import { PAYABLE_BILL } from '@shared/purchasing/bill-statuses';
import { readBill } from '../../../functions/data/purchasing/bill-lists';
import { createBill } from '../../../functions/data/purchasing/bills-repo';
import { listPurchaseOrders } from '../../../functions/data/purchasing/purchase-orders-repo';
import { listPurchaseReceives, readPurchaseReceive } from '../../../functions/data/purchasing/purchase-receives-repo';
import type { StoredPurchaseReceive } from '../../../functions/data/purchasing/purchase-records';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { serviceContext } from '../../../functions/lib/branch-context';
import type { SessionContext } from '../../../functions/lib/http/call';
import { planBill } from '../../../functions/lib/bill-plan';
import { createBillPayment } from '../../../functions/purchasing/bill-payment-calls';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';
import { daysBefore, ownerSession } from './seed-demo-purchases';

/** Written last: a later start sees the demo bills are there and writes nothing. */
export const demoBillsMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-BILLS' });

/**
 * The vendors' bills of the demo month (issue 27 'Demo data'), in the workshop,
 * for two of the three orders received whole (infra/local/seed/seed-demo-purchases.ts):
 * - the monthly restock's bill charges its first part 5% above the order's rate
 *   and adds freight: a price difference and a landed cost on the stock, unpaid;
 * - the oil and coolant bill is at the order's rates and paid in full by a bank
 *   transfer (a payment made), so that vendor's balance is back at zero;
 * - the spare-parts branch's counter order stays received and unbilled.
 * Written as the bill and payment calls write them: `planBill` then `createBill`
 * (one transaction with the receive, the order, the stock value, the posting and
 * the vendor's balance), and the payment call itself under a fixed
 * Idempotency-Key, so a resumed start that had paid already is answered the
 * same payment and writes nothing.
 */
export const DEMO_BILLS = [
  { order: 'Monthly service parts restock', vendBillNo: 'SMAS/0412', priceUpPercent: 5, freight: 350, pay: false },
  { order: 'Engine oil and coolant top-up', vendBillNo: 'CL/2627/0087', priceUpPercent: 0, freight: 0, pay: true },
] as const;

/** The workshop's receive of the order noted `notes` (each demo order received whole has one). */
async function receiveOf(orgId: string, entId: string, notes: string): Promise<StoredPurchaseReceive> {
  const [orders, receives] = await Promise.all([
    listPurchaseOrders(orgId, entId, { limit: 100 }),
    listPurchaseReceives(orgId, entId, { limit: 100 }),
  ]);
  const order = orders.items.find((o) => o.Notes === notes);
  const head = receives.items.find((r) => r.PoId === order?.DocId);
  const rec = head ? await readPurchaseReceive(orgId, entId, head.DocId) : undefined;
  if (!rec) throw new Error(`The demo bills need the receive of '${notes}': seed the demo purchases first`);
  return rec;
}

/**
 * Pays the whole due of a bill by bank transfer through the payment call, once
 * (a fixed key per bill), dated today as the bill is recorded today (the
 * vendor's own bill date is its `VendBillDate`).
 */
async function payInFull(session: SessionContext, billId: string, vendId: string): Promise<void> {
  const bill = await readBill(session.orgId, session.entityId, billId, true);
  if (!bill || !PAYABLE_BILL.has(String(bill.head.Sts))) return;
  const due = paiseToRupees(bill.head.PayableP - bill.head.PaidP);
  const body = billPaymentCreateBody.parse({
    VendId: vendId,
    Type: 'Bank Transfer',
    Ref: `UTR${billId.slice(-12)}`,
    Amount: due,
    Apply: [{ BillId: billId, Amount: due }],
  });
  await createBillPayment({
    route: billRoutes.createBillPayment,
    params: undefined,
    query: undefined,
    body,
    client: { ip: '127.0.0.1', userAgent: 'demo-seed' },
    event: { headers: { 'idempotency-key': `demo-bill-pay-${billId}` } } as unknown as APIGatewayProxyEventV2,
    session,
  });
}

export async function seedDemoBills(target: DemoPartiesTarget = DEMO_PARTIES_TARGET): Promise<'seeded' | 'present'> {
  const marker = demoBillsMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const session = await ownerSession(target, target.workshopId);
  const ctx = serviceContext(session);
  for (const demo of DEMO_BILLS) {
    const rec = await receiveOf(target.orgId, target.workshopId, demo.order);
    // The bill of this receive may be there from a start that stopped before the marker.
    let billId = rec.lines.Lines.map((l) => l.BillId).find((id): id is string => typeof id === 'string');
    const vendBillDate = daysBefore(rec.head.Date, -1);
    if (!billId) {
      const body = billCreateBody.parse({
        RecId: rec.head.DocId,
        VendBillNo: demo.vendBillNo,
        VendBillDate: vendBillDate,
        Lines: rec.lines.Lines.map((l, i) => ({
          LineId: l._id,
          Rate:
            i === 0
              ? paiseToRupees(mulDivRound(rupeesToPaise(Number(l.Rate)), 100 + demo.priceUpPercent, 100))
              : Number(l.Rate),
        })),
        ...(demo.freight > 0 ? { Charges: [{ Desc: 'Freight', Amount: demo.freight }] } : {}),
      });
      billId = (await createBill(await planBill(ctx, body))).head.DocId;
    }
    if (demo.pay) await payInFull(session, billId, rec.head.VendId);
  }
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}
