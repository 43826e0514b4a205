import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { listTransfers } from '../../../functions/data/inventory/transfer-lists';
import { createTransfer } from '../../../functions/data/inventory/transfers-repo';
import { listWarehouses } from '../../../functions/data/settings/warehouses-repo';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { branchNow, type ServiceContext } from '../../../functions/lib/branch-context';
import { DEMO_PARTS_BRANCH_STOCK, DEMO_WORKSHOP_STOCK } from './demo-inventory';
import { DEMO_PARTS_BRANCH, DEMO_USERS, DEMO_WORKSHOP } from './demo-organisation';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';

/** Written last: a later start sees the transfer is there and writes nothing. */
export const demoTransferMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-TRANSFER' });

/** The note that names the demo's transfer, so a start that stopped before its marker does not send it twice. */
export const DEMO_TRANSFER_NOTE = 'Restock of service parts for the workshop';

/**
 * The demo's transfer in transit (issue 26: 'one transfer in transit'): the
 * spare-parts branch's godown sends the workshop's Main Stores three of the
 * service parts it keeps, dispatched exactly as a clerk's transfer is
 * (`createTransfer`: the stock leaves the godown at its average, one
 * transaction), and left for the workshop to receive. Needs the opening stock
 * (seedDemoInventory) first.
 */
export async function seedDemoTransfer(target: DemoPartiesTarget = DEMO_PARTIES_TARGET): Promise<'seeded' | 'present'> {
  const marker = demoTransferMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const [sent, godowns, stores] = await Promise.all([
    listTransfers(target.orgId, target.partsBranchId, { direction: 'out', limit: 100 }),
    listWarehouses(target.orgId, target.partsBranchId),
    listWarehouses(target.orgId, target.workshopId),
  ]);
  if (!sent.items.some((t) => t.Notes === DEMO_TRANSFER_NOTE)) {
    const [godownStock] = DEMO_PARTS_BRANCH_STOCK;
    const [workshopStock] = DEMO_WORKSHOP_STOCK;
    const from = godowns.find((w) => w.Code === godownStock?.warehouseCode);
    const to = stores.find((w) => w.Code === workshopStock?.warehouseCode);
    if (!godownStock || !workshopStock || !from || !to)
      throw new Error('The demo transfer needs both branches stocked');
    // Parts the workshop keeps that the godown has at least two of: two of each are on their way.
    const inGodown = new Map(
      DEMO_PARTS_BRANCH_STOCK.flatMap((b) => (b === godownStock ? b.lines : [])).map((l) => [l.part._id, l]),
    );
    const lines = workshopStock.lines
      .filter((l) => (inGodown.get(l.part._id)?.Qty ?? 0) >= 2)
      .slice(0, 3)
      .map(({ part }) => ({
        ItemId: part._id,
        PCode: part.PCode,
        Desc: part.Desc,
        UoM: part.UoM,
        Qty: 2,
        QtyM: toScaled(2, QTY_DIGITS),
      }));
    if (lines.length === 0) throw new Error('The demo godown has none of the workshop’s parts to send');
    const { date } = branchNow({ entity: { Settings: DEMO_PARTS_BRANCH.Settings } } as unknown as ServiceContext);
    await createTransfer({
      orgId: target.orgId,
      entId: target.partsBranchId,
      date,
      notes: DEMO_TRANSFER_NOTE,
      actor: { userId: target.userId, userName: DEMO_USERS.find((u) => u.UserName === 'owner')?.Name },
      fromWh: { id: from._id, name: from.Name },
      fromEntName: DEMO_PARTS_BRANCH.DName,
      toEnt: { id: target.workshopId, name: DEMO_WORKSHOP.DName },
      toWh: { id: to._id, name: to.Name },
      lines,
      dispatch: true,
    });
  }
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}
