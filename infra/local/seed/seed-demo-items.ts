import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError } from '@shared/api/errors';
import { QTY_DIGITS, roundDiv, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { CATEGORIES } from '@shared/reference/categories';
import { createGroup } from '../../../functions/data/inventory/item-groups-repo';
import { createItem } from '../../../functions/data/inventory/items-repo';
import { coverWrites } from '../../../functions/data/inventory/price-list-covers';
import { changePrices, createPriceList, getPriceList } from '../../../functions/data/inventory/price-lists-repo';
import { listWarehouses } from '../../../functions/data/settings/warehouses-repo';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { DEMO_PARTS_BRANCH_STOCK, DEMO_WORKSHOP_STOCK, type DemoStockLine } from './demo-inventory';
import { DEMO_PARTS_WAREHOUSES } from './demo-setup';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';

/** Written last: a later start sees the item master is complete and writes nothing. */
export const demoItemsMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-ITEMS' });

const groupId = (cat: string): string => `IGR-DEMO-${cat}`;
const FLEET_LIST = 'PRL-DEMO-FLEET';

/** What a write already made by an earlier, interrupted start answers: taken, which is what we wanted. */
const alreadyThere = (error: unknown): void => {
  const taken =
    (error instanceof ApiError && error.status === 409) || (error as Error).name === 'ConditionalCheckFailedException';
  if (!taken) throw error;
};

/**
 * The demo's item master (docs/inventory-items.md §10): every part on the
 * workshop's shelves made an item in a group named after its category, with a
 * reorder level per warehouse, every fifth one set above what the shelf holds so
 * the reorder point report (reports/reorderpointreport) has a few lines to show,
 * and its unit cost (the opening count's landed cost, for the P&L by unit cost);
 * and a 'Fleet customers' price list for the customer category 'Fleet' from 1 Apr 2026 at
 * 95 per cent of the catalogue price (with its category's cover, as the call writes it).
 * The spare-parts branch's counter parts are items too, so the counter's item search
 * index (docs/inventory-items.md §13.2) answers a code typed at the Hosur counter: made
 * after the workshop's (which already holds about half of them with their levels), in
 * their category's group, at the same landed cost, with no reorder level.
 * Runs after the opening stock (seedDemoInventory). Idempotent: fixed ids,
 * conditional writes, and a marker written last.
 */
async function createFleetList(orgId: string) {
  const list = {
    _id: FLEET_LIST,
    Name: 'Fleet customers',
    Desc: '5% off catalogue prices',
    CatId: 'Fleet',
    From: '2026-04-01',
  };
  return createPriceList(orgId, list, await coverWrites(orgId, undefined, { ...list, Act: true }, []));
}

/** The parts on the spare-parts branch's counter (its second warehouse), each once. */
export const demoCounterLines = (): DemoStockLine[] => {
  const counter = DEMO_PARTS_WAREHOUSES[1]?.Code;
  return DEMO_PARTS_BRANCH_STOCK.filter((batch) => batch.warehouseCode === counter).flatMap((batch) => batch.lines);
};

export async function seedDemoItems(target: DemoPartiesTarget = DEMO_PARTIES_TARGET): Promise<'seeded' | 'present'> {
  const marker = demoItemsMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const warehouses = await listWarehouses(target.orgId, target.workshopId);
  const lines = DEMO_WORKSHOP_STOCK.flatMap((batch) => {
    const wh = warehouses.find((w) => w.Code === batch.warehouseCode);
    if (!wh) throw new Error(`The demo workshop has no warehouse ${batch.warehouseCode}`);
    return batch.lines.map((line) => ({ ...line, WhId: wh._id }));
  });
  const counterLines = demoCounterLines().filter((l) => !lines.some((w) => w.part._id === l.part._id));
  const cats = [...new Set([...lines, ...counterLines].map((l) => l.part.Cat))];
  for (const cat of cats) {
    const Name = CATEGORIES.find((c) => c._id === cat)?.Name ?? cat;
    await createGroup(target.orgId, { _id: groupId(cat), Name }).catch(alreadyThere);
  }
  for (const [i, line] of lines.entries()) {
    // Every fifth part is short (its level above the shelf); the rest reorder at a quarter of the opening count.
    const short = i % 5 === 0;
    const LvlQ = toScaled(short ? line.Qty + 2 : Math.max(1, Math.floor(line.Qty / 4)), QTY_DIGITS);
    const QtyQ = toScaled(Math.max(6, line.Qty), QTY_DIGITS);
    await createItem(
      target.orgId,
      target.workshopId,
      // The unit cost (cost price) is the part's landed cost on the opening count (report 502, docs/books.md §6.11).
      { ItemId: line.part._id, Grp: groupId(line.part.Cat), UnCostP: line.UnCostP, Act: true, CrBy: target.userId },
      [{ WhId: line.WhId, LvlQ, QtyQ }],
    ).catch(alreadyThere);
  }
  for (const line of counterLines)
    await createItem(
      target.orgId,
      target.partsBranchId,
      { ItemId: line.part._id, Grp: groupId(line.part.Cat), UnCostP: line.UnCostP, Act: true, CrBy: target.userId },
      [],
    ).catch(alreadyThere);
  const list = (await getPriceList(target.orgId, FLEET_LIST)) ?? (await createFleetList(target.orgId));
  if (list.Count === 0) {
    const priced = lines.slice(0, 20).map((l) => ({
      ItemId: l.part._id,
      PrP: roundDiv(rupeesToPaise(l.part.UnPr) * 95, 100),
    }));
    await changePrices(target.orgId, list, list.ver, priced);
  }
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}
