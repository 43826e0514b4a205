import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mulDivRound, paiseToRupees, QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { partyCreateBody, unlinkedParty } from '@shared/parties/party-schemas';
import { PO_STATUS } from '@shared/purchasing/purchase-statuses';
import { keys as identityKeys } from '../../../functions/data/identity/identity-keys';
import type { AccessRecord, EntityRecord } from '../../../functions/data/identity/records';
import { uniqueKey } from '../../../functions/data/parties/parties-keys';
import {
  createPurchaseOrder,
  listPurchaseOrders,
  stepPurchaseOrder,
} from '../../../functions/data/purchasing/purchase-orders-repo';
import { receivePurchaseOrder } from '../../../functions/data/purchasing/purchase-receives-repo';
import { listWarehouses } from '../../../functions/data/settings/warehouses-repo';
import { batchGet } from '../../../functions/data/table/batch-get';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { branchNow, serviceContext, type ServiceContext } from '../../../functions/lib/branch-context';
import type { SessionContext } from '../../../functions/lib/http/call';
import { planOrder } from '../../../functions/lib/purchase-plan';
import { DEMO_PARTS_BRANCH_STOCK, DEMO_WORKSHOP_STOCK, type DemoStockBatch } from './demo-inventory';
import { DEMO_VENDORS } from './demo-parties';
import { DEMO_PARTS_WAREHOUSES, DEMO_WORKSHOP_WAREHOUSES, type DemoWarehouse } from './demo-setup';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';

/** Written last: a later start sees the month's purchases are there and writes nothing. */
export const demoPurchasesMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-PURCHASES' });

type Branch = 'workshop' | 'parts';

/** One purchase order of the demo month, and how far it got. */
type PurchasePlan = {
  /** The order's note: also how a resumed start knows the order is there. */
  notes: string;
  branch: Branch;
  /** Position in DEMO_VENDORS. */
  vendor: number;
  /** Which warehouse the order refills (its code), and which of the parts it keeps. */
  stock: readonly DemoStockBatch[];
  warehouse: string;
  from: number;
  lines: number;
  daysAgo: number;
  /** Draft, sent and waiting, received in part (the first line half), or received whole. */
  outcome: 'draft' | 'sent' | 'partly' | 'received';
};

/**
 * A month of buying (issue 27 'Demo data'): orders to the five demo vendors
 * across both branches, most received whole, one received in part (the
 * vendor sent half of the first line), one sent and waiting, one still a
 * draft. Written exactly as the screens' calls write them: the order planned by
 * the call's own rule (`planOrder`: vendor state, GST, whole units), numbered
 * and saved by `createPurchaseOrder`, sent by `stepPurchaseOrder`, received by
 * `receivePurchaseOrder` (stock and valuation in the receive's transaction).
 * Only untracked parts (no fluids by the litre on the spare-parts branch, no
 * batteries there: those carry batches and serials).
 */
const code = (warehouses: readonly DemoWarehouse[], i: number): string => warehouses[i]?.Code ?? '';
const PLANS: readonly PurchasePlan[] = [
  {
    notes: 'Monthly service parts restock',
    branch: 'workshop',
    vendor: 0,
    stock: DEMO_WORKSHOP_STOCK,
    warehouse: code(DEMO_WORKSHOP_WAREHOUSES, 0),
    from: 0,
    lines: 4,
    daysAgo: 26,
    outcome: 'received',
  },
  {
    notes: 'Counter fast movers for the month',
    branch: 'parts',
    vendor: 3,
    stock: DEMO_PARTS_BRANCH_STOCK,
    warehouse: code(DEMO_PARTS_WAREHOUSES, 1),
    from: 0,
    lines: 5,
    daysAgo: 21,
    outcome: 'received',
  },
  {
    notes: 'Engine oil and coolant top-up',
    branch: 'workshop',
    vendor: 1,
    stock: DEMO_WORKSHOP_STOCK,
    warehouse: code(DEMO_WORKSHOP_WAREHOUSES, 1),
    from: 0,
    lines: 3,
    daysAgo: 14,
    outcome: 'received',
  },
  {
    notes: 'Parts for this week’s jobs',
    branch: 'workshop',
    vendor: 2,
    stock: DEMO_WORKSHOP_STOCK,
    warehouse: code(DEMO_WORKSHOP_WAREHOUSES, 0),
    from: 8,
    lines: 3,
    daysAgo: 7,
    outcome: 'partly',
  },
  {
    notes: 'Godown restock, fortnightly',
    branch: 'parts',
    vendor: 4,
    stock: DEMO_PARTS_BRANCH_STOCK,
    warehouse: code(DEMO_PARTS_WAREHOUSES, 0),
    from: 10,
    lines: 4,
    daysAgo: 3,
    outcome: 'sent',
  },
  {
    notes: 'Next week’s filters (to confirm prices)',
    branch: 'workshop',
    vendor: 0,
    stock: DEMO_WORKSHOP_STOCK,
    warehouse: code(DEMO_WORKSHOP_WAREHOUSES, 0),
    from: 4,
    lines: 2,
    daysAgo: 1,
    outcome: 'draft',
  },
];
export const DEMO_PURCHASE_ORDERS = PLANS.length;

/** The owner's session in a branch, read as the session read makes it (the access item and the entity). */
export async function ownerSession(target: DemoPartiesTarget, entityId: string): Promise<SessionContext> {
  const [access, entity] = await batchGet<Record<string, unknown>>(
    [identityKeys.access(target.orgId, target.userId, entityId), identityKeys.entity(target.orgId, entityId)],
    true,
  );
  const record = access as AccessRecord | undefined;
  if (!record || !entity) throw new Error('The demo purchases need the owner’s access to both branches');
  const session = {
    orgId: target.orgId,
    entityId,
    userId: target.userId,
    sessionId: 'demo-seed',
    session: {},
    access: record.Access,
    ...(record.Name ? { userName: record.Name } : {}),
    entity: entity as EntityRecord,
  } as unknown as SessionContext;
  return session;
}

const ownerContext = async (target: DemoPartiesTarget, entityId: string): Promise<ServiceContext> =>
  serviceContext(await ownerSession(target, entityId));

/** A date `days` before the branch's today (yyyy-mm-dd). */
export const daysBefore = (today: string, days: number): string => {
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
};

/** Untracked parts only: fluids by the litre and batteries carry batches and serials on the spare-parts branch. */
const untracked = (branch: Branch, desc: string, uom: string): boolean =>
  branch === 'workshop' || (uom !== 'LTR' && !/Battery/.test(desc));

export async function seedDemoPurchases(
  target: DemoPartiesTarget = DEMO_PARTIES_TARGET,
): Promise<'seeded' | 'present'> {
  const marker = demoPurchasesMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const entityOf = (b: Branch) => (b === 'workshop' ? target.workshopId : target.partsBranchId);
  const phones = DEMO_VENDORS.map((v) => unlinkedParty(partyCreateBody.parse(v.party)).Cons.Phones.Main ?? '');
  const [vendors, ...contexts] = await Promise.all([
    batchGet<{ Id: string }>(
      phones.map((p) => uniqueKey(target.orgId, 'VEND', 'PHONE', p)),
      true,
    ),
    ownerContext(target, target.workshopId),
    ownerContext(target, target.partsBranchId),
  ]);
  const ctxOf = (b: Branch) => (b === 'workshop' ? contexts[0] : contexts[1]) as ServiceContext;
  const [workshopWhs, partsWhs, workshopOrders, partsOrders] = await Promise.all([
    listWarehouses(target.orgId, target.workshopId),
    listWarehouses(target.orgId, target.partsBranchId),
    listPurchaseOrders(target.orgId, target.workshopId, { limit: 100 }),
    listPurchaseOrders(target.orgId, target.partsBranchId, { limit: 100 }),
  ]);
  const made = new Set([...workshopOrders.items, ...partsOrders.items].map((o) => o.Notes));

  // One after another: the orders of a branch share its number series, so they number in date order.
  for (const plan of PLANS) {
    if (made.has(plan.notes)) continue;
    const vendId = vendors[plan.vendor]?.Id;
    const warehouse = (plan.branch === 'workshop' ? workshopWhs : partsWhs).find((w) => w.Code === plan.warehouse);
    if (!vendId || !warehouse) throw new Error(`The demo purchase '${plan.notes}' needs its vendor and warehouse`);
    const parts = plan.stock
      .filter((b) => b.warehouseCode === plan.warehouse)
      .flatMap((b) => b.lines)
      .filter((l) => untracked(plan.branch, l.part.Desc, l.part.UoM))
      .slice(plan.from, plan.from + plan.lines);
    const ctx = ctxOf(plan.branch);
    const date = daysBefore(branchNow(ctx).date, plan.daysAgo);
    const actor = { userId: ctx.actor.userId, userName: ctx.actor.userName };
    const orderPlan = await planOrder(
      ctx,
      {
        VendId: vendId,
        WhId: warehouse._id,
        ExpDate: daysBefore(date, -3),
        Notes: plan.notes,
        // Bought a tenth under what the opening stock cost: prices move.
        Lines: parts.map(({ part, UnCostP }) => ({
          ItemId: part._id,
          Qty: part.UoM === 'LTR' ? 20 : 6,
          Rate: paiseToRupees(mulDivRound(UnCostP, 9, 10)),
        })),
      },
      date,
    );
    const order = await createPurchaseOrder({
      orgId: target.orgId,
      entId: entityOf(plan.branch),
      date,
      actor,
      plan: orderPlan,
    });
    if (plan.outcome === 'draft') continue;
    const sent = await stepPurchaseOrder(order, PO_STATUS.sent, actor);
    if (plan.outcome === 'sent') continue;
    const lines = sent.lines.Lines.map((line, i) => {
      const qty = plan.outcome === 'partly' && i === 0 ? Number(line.Qty) / 2 : Number(line.Qty);
      return { PoLineId: line._id, Qty: qty, QtyM: toScaled(qty, QTY_DIGITS) };
    }).filter((l) => !(plan.outcome === 'partly' && l.PoLineId !== sent.lines.Lines[0]?._id));
    await receivePurchaseOrder({
      orgId: target.orgId,
      entId: entityOf(plan.branch),
      date: daysBefore(date, -2),
      actor,
      poId: sent.head.DocId,
      wh: { id: warehouse._id, name: warehouse.Name },
      vendRef: `DC-${String(plan.vendor + 1).padStart(2, '0')}${String(plan.daysAgo).padStart(3, '0')}`,
      lines,
    });
  }
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}
