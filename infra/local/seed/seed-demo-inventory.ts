import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import {
  listAdjustments,
  postAdjustment,
  type AdjustmentLinePlan,
} from '../../../functions/data/inventory/adjustments-repo';
import { listWarehouses } from '../../../functions/data/settings/warehouses-repo';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { branchNow, type ServiceContext } from '../../../functions/lib/branch-context';
import { DEMO_PARTS_BRANCH_STOCK, DEMO_WORKSHOP_STOCK, type DemoStockBatch } from './demo-inventory';
import { DEMO_USERS, DEMO_WORKSHOP } from './demo-organisation';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';

/** Written last: a later start sees the opening stock is complete and writes nothing. */
export const demoInventoryMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-INVENTORY' });

/** Who the adjustments list shows as having counted the opening stock: the owner, whose id the target names. */
const OPENING_STOCK_BY = DEMO_USERS.find((u) => u.UserName === 'owner')?.Name;

type BranchStock = { entId: string; batches: readonly DemoStockBatch[] };

/**
 * The demo's opening stock (demo-inventory.ts), brought in exactly as a user's
 * adjustment is: `postAdjustment`, one 'Opening stock' adjustment per batch,
 * each line a movement and its balance in the same transaction. Needs the
 * branches' warehouses (seedDemoSetup) first; the parts are the system
 * catalogue's, which the demo organisation sees.
 *
 * Idempotent: nothing is written once the marker is there. A start that
 * stopped half-way resumes: a batch whose note is already on one of the
 * branch's adjustments is not posted again (stock would be counted twice).
 */
export async function seedDemoInventory(
  target: DemoPartiesTarget = DEMO_PARTIES_TARGET,
): Promise<'seeded' | 'present'> {
  const marker = demoInventoryMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const branches: BranchStock[] = [
    { entId: target.partsBranchId, batches: DEMO_PARTS_BRANCH_STOCK },
    { entId: target.workshopId, batches: DEMO_WORKSHOP_STOCK },
  ];
  // The two branches side by side, each branch's adjustments one after another: the
  // list sorts by date and document id, so posting in turn keeps ADJ/…/1, 2, 3 in
  // that order, and two transactions of up to 93 items in flight keep DynamoDB Local
  // (two cores shared with the rest of the seed) busy without a queue.
  await Promise.all(
    branches.map(async (branch) => {
      for (const task of await branchTasks(target, branch)) await task();
    }),
  );
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}

/** The adjustments of one branch still to post, each as a task. */
async function branchTasks(target: DemoPartiesTarget, branch: BranchStock): Promise<(() => Promise<void>)[]> {
  const [warehouses, posted] = await Promise.all([
    listWarehouses(target.orgId, branch.entId),
    // A branch's seeded adjustments fit one page: the demo plans about a dozen.
    listAdjustments(target.orgId, branch.entId, { limit: 100 }),
  ]);
  const already = new Set(posted.items.map((a) => a.Notes));
  // Both demo branches keep Indian time: the date a clerk posting now would get.
  const { date } = branchNow({ entity: { Settings: DEMO_WORKSHOP.Settings } } as unknown as ServiceContext);
  return branch.batches
    .filter((batch) => !already.has(batch.Notes))
    .map((batch) => async () => {
      const warehouse = warehouses.find((w) => w.Code === batch.warehouseCode);
      if (!warehouse) throw new Error(`The demo branch ${branch.entId} has no warehouse ${batch.warehouseCode}`);
      const lines: AdjustmentLinePlan[] = batch.lines.map(({ part, Qty, UnCostP }) => ({
        ItemId: part._id,
        PCode: part.PCode,
        Desc: part.Desc,
        UoM: part.UoM,
        WhId: warehouse._id,
        Qty,
        QtyM: toScaled(Qty, QTY_DIGITS),
        Reason: 'Opening stock',
        UnCostP,
      }));
      await postAdjustment({
        orgId: target.orgId,
        entId: branch.entId,
        date,
        notes: batch.Notes,
        actor: { userId: target.userId, userName: OPENING_STOCK_BY },
        lines,
      });
    });
}
