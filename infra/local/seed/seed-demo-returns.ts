import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { QTY_SCALE } from '@shared/documents/money-math';
import { listPurchaseOrders } from '../../../functions/data/purchasing/purchase-orders-repo';
import { listPurchaseReceives, readPurchaseReceive } from '../../../functions/data/purchasing/purchase-receives-repo';
import { postPurchaseReturn } from '../../../functions/data/purchasing/purchase-returns-repo';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { branchNow, serviceContext } from '../../../functions/lib/branch-context';
import { DEMO_BILLS } from './seed-demo-bills';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';
import { ownerSession } from './seed-demo-purchases';

/** Written last: a later start sees the demo return is there and writes nothing. */
export const demoReturnsMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-RETURNS' });

/** The demo month's return (issue 27 'Demo data'): one unit of the restock's first part, the one billed 5% above. */
export const DEMO_RETURN = {
  order: DEMO_BILLS[0].order,
  reason: 'Wrong part supplied: sent back to the vendor',
} as const;

/**
 * One purchase return in the workshop (docs/purchase-returns.md), after the
 * demo bills (seed-demo-bills.ts): a unit of the monthly restock's first line
 * goes back, written as the return call writes it (`postPurchaseReturn`, one
 * transaction with the stock, the receive, the debit note, the bill's due and
 * the vendor's balance). A start resumed before the marker finds the return on
 * the receive's line (`RetQtyM`) and writes nothing twice.
 */
export async function seedDemoReturns(target: DemoPartiesTarget = DEMO_PARTIES_TARGET): Promise<'seeded' | 'present'> {
  const marker = demoReturnsMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const session = await ownerSession(target, target.workshopId);
  const ctx = serviceContext(session);
  const [orders, receives] = await Promise.all([
    listPurchaseOrders(target.orgId, target.workshopId, { limit: 100 }),
    listPurchaseReceives(target.orgId, target.workshopId, { limit: 100 }),
  ]);
  const order = orders.items.find((o) => o.Notes === DEMO_RETURN.order);
  const head = receives.items.find((r) => r.PoId === order?.DocId);
  const rec = head ? await readPurchaseReceive(target.orgId, target.workshopId, head.DocId) : undefined;
  if (!rec) throw new Error(`The demo return needs the receive of '${DEMO_RETURN.order}': seed the demo bills first`);
  const first = rec.lines.Lines[0];
  if (first && !Number(first.RetQtyM ?? 0)) {
    await postPurchaseReturn({
      orgId: target.orgId,
      entId: target.workshopId,
      date: branchNow(ctx).date,
      actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
      recId: rec.head.DocId,
      lines: [{ LineId: first._id, QtyM: QTY_SCALE }],
      reason: DEMO_RETURN.reason,
    });
  }
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}
