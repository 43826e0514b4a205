import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Part } from '@shared/catalogue/schemas';
import { SEED_PARTS } from '@shared/catalogue/seed';
import { roundDiv, rupeesToPaise } from '@shared/documents/money-math';
import type { TrackMode } from '@shared/inventory/tracking';
import {
  listAdjustments,
  postAdjustment,
  readAdjustment,
  type AdjustmentHead,
} from '../../../functions/data/inventory/adjustments-repo';
import { createItem, getItems } from '../../../functions/data/inventory/items-repo';
import type { StockLinePlan } from '../../../functions/data/inventory/stock-documents';
import { listItemBalances } from '../../../functions/data/inventory/stock-repo';
import type { TrackingIntent } from '../../../functions/data/inventory/tracking-writes';
import { listWarehouses } from '../../../functions/data/settings/warehouses-repo';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { branchNow, type ServiceContext } from '../../../functions/lib/branch-context';
import { addDays } from '../../../functions/lib/service-documents/service-context';
import { DEMO_WORKSHOP } from './demo-organisation';
import { DEMO_PARTS_WAREHOUSES } from './demo-setup';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';

/**
 * Batches and serial numbers in the demo (docs/inventory-batches.md): on the
 * spare-parts branch (its entity config has the Inventory features BN and SN
 * on), two engine oils the branch did not stock arrive in batches with expiry
 * dates (one batch expires within the month, one has expired: Issue Parts and
 * the expiring batches list have something to show), and two batteries of the
 * godown are counted again by serial number (their opening stock had none: it
 * goes out untracked and comes back with serials, as a branch that switches SN
 * on does). Runs after the opening stock (seedDemoInventory).
 *
 * Idempotent: a marker once done; a resumed start skips the adjustments whose
 * note is already on the branch's list, and the items already made.
 */

export const demoBatchesMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-BATCHES' });

const part = (id: string): Part => {
  const found = SEED_PARTS.find((p) => p._id === id);
  if (!found) throw new Error(`The demo batches need catalogue part ${id}`);
  return found;
};

/** Not stocked on the spare-parts branch by the opening stock (demo-inventory.ts leaves every fourth part out). */
const OILS = ['PRT0388', 'PRT0400'];
/** In the godown only (not on the counter), so every unit of them can be counted by serial. */
const BATTERIES = ['PRT0259', 'PRT0262'];

/** Landed at 72 per cent of the catalogue's price, in paise. */
const costP = (p: Part): number => roundDiv(rupeesToPaise(p.UnPr) * 72, 100);

type Planned = { Notes: string; lines: StockLinePlan[] };

const line = (p: Part, whId: string, Qty: number, Reason: string, Tracking?: TrackingIntent): StockLinePlan => ({
  ItemId: p._id,
  PCode: p.PCode,
  Desc: p.Desc,
  UoM: p.UoM,
  WhId: whId,
  Qty,
  QtyM: Qty * 1000,
  Reason,
  UnCostP: Qty > 0 ? costP(p) : undefined,
  Tracking,
});

/**
 * The oils' batches: expired three weeks ago, expiring this month, and fresh ones
 * a year and more away. One adjustment a batch: a document names an item and
 * warehouse once (one write of its balance a transaction).
 */
function oilBatches(whId: string, today: string): Planned[] {
  const expiries = [addDays(today, -20), addDays(today, 18), addDays(today, 300), addDays(today, 540)];
  return OILS.flatMap((id, n) => {
    const p = part(id);
    return expiries.map((Exp, i) => {
      const Batch = `EO${n + 1}-B${24 + i}`;
      return {
        Notes: `Received by batch ${Batch}: ${p.Desc}`,
        lines: [line(p, whId, 12 + 6 * i, 'Opening stock', { Track: 'BN', today, Batch, Exp })],
      };
    });
  });
}

/** A battery's godown stock, out untracked and back in with a serial number a unit. */
async function batteryRecount(
  target: DemoPartiesTarget,
  whId: string,
  today: string,
  posted: readonly AdjustmentHead[],
): Promise<Planned[]> {
  const planned: Planned[] = [];
  for (const [n, id] of BATTERIES.entries()) {
    const p = part(id);
    const outNote = `Counted by serial number (out): ${p.Desc}`;
    // A start that stopped between the two takes the count from the 'out' already posted.
    const out = posted.find((a) => a.Notes === outNote);
    const balance = (await listItemBalances(target.orgId, target.partsBranchId, id)).find((b) => b.WhId === whId);
    const units = out
      ? -Number((await readAdjustment(target.orgId, target.partsBranchId, out.DocId))?.lines.Lines[0]?.Qty ?? 0)
      : Math.floor((balance?.OnHand ?? 0) / 1000);
    if (units === 0) continue;
    const serials = Array.from({ length: units }, (_, i) => `${n === 0 ? 'AMR35' : 'EXD70'}-24${String(1001 + i)}`);
    planned.push(
      { Notes: outNote, lines: [line(p, whId, -units, 'Stock count')] },
      {
        Notes: `Counted by serial number (in): ${p.Desc}`,
        lines: [line(p, whId, units, 'Stock count', { Track: 'SN', today, Serials: serials })],
      },
    );
  }
  return planned;
}

/** The items, tracked (made only where the item master has none yet). */
async function trackedItems(target: DemoPartiesTarget): Promise<void> {
  const wanted: [string, TrackMode][] = [
    ...OILS.map((id) => [id, 'BN'] as [string, TrackMode]),
    ...BATTERIES.map((id) => [id, 'SN'] as [string, TrackMode]),
  ];
  const have = await getItems(
    target.orgId,
    wanted.map(([id]) => id),
  );
  for (const [i, [ItemId, Track]] of wanted.entries())
    if (!have[i])
      await createItem(target.orgId, target.partsBranchId, { ItemId, Track, Act: true, CrBy: target.userId });
}

export async function seedDemoBatches(target: DemoPartiesTarget = DEMO_PARTIES_TARGET): Promise<'seeded' | 'present'> {
  const marker = demoBatchesMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  await trackedItems(target);
  const godownCode = DEMO_PARTS_WAREHOUSES[0]?.Code;
  const [warehouses, posted] = await Promise.all([
    listWarehouses(target.orgId, target.partsBranchId),
    listAdjustments(target.orgId, target.partsBranchId, { limit: 100 }),
  ]);
  const godown = warehouses.find((w) => w.Code === godownCode);
  if (!godown) throw new Error(`The demo parts branch has no warehouse ${godownCode ?? ''}`);
  const already = new Set(posted.items.map((a) => a.Notes));
  const { date } = branchNow({ entity: { Settings: DEMO_WORKSHOP.Settings } } as unknown as ServiceContext);
  const plans = [...oilBatches(godown._id, date), ...(await batteryRecount(target, godown._id, date, posted.items))];
  for (const plan of plans.filter((p) => !already.has(p.Notes)))
    await postAdjustment({
      orgId: target.orgId,
      entId: target.partsBranchId,
      date,
      notes: plan.Notes,
      actor: { userId: target.userId },
      lines: plan.lines,
    });
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}
