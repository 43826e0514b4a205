import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError } from '@shared/api/errors';
import { QTY_DIGITS, roundDiv, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { partyCreateBody, unlinkedParty, type PartyInput } from '@shared/parties/party-schemas';
import { warehouseInput } from '@shared/reference/branch-setup-schemas';
import { findState } from '@shared/gst/states';
import { ulid } from 'ulid';
import { listAdjustments, postAdjustment } from '../../../functions/data/inventory/adjustments-repo';
import { createItem } from '../../../functions/data/inventory/items-repo';
import { coverWrites } from '../../../functions/data/inventory/price-list-covers';
import { changePrices, createPriceList, getPriceList } from '../../../functions/data/inventory/price-lists-repo';
import { createParty, getParty, listConnectedParties, updateParty } from '../../../functions/data/parties/parties-repo';
import type { PartyRecord } from '../../../functions/data/parties/parties-repo';
import { putCategoryIfAbsent } from '../../../functions/data/settings/customer-categories-repo';
import { getEntity, writeSettings } from '../../../functions/data/settings/entity-settings-repo';
import { createWarehouse, listWarehouses } from '../../../functions/data/settings/warehouses-repo';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { branchNow, type ServiceContext } from '../../../functions/lib/branch-context';
import { DEMO_WORKSHOP_STOCK, demoQuantity, demoUnitCostP, type DemoStockLine } from './demo-inventory';
import { DEMO_ORG, DEMO_WORKSHOP } from './demo-organisation';
import { DEMO_CONNECTED_VENDOR, type ConnectedVendorSeed } from './seed-demo-vendor';

/**
 * Bharat Auto Parts, the demo's connected distributor (seed-demo-vendor.ts),
 * given something to sell (issue 28 'Demo data', docs/sales.md §10a): a godown
 * in its Peenya branch with 30 items — the demo workshop's own service parts
 * (its main stores' 25, so a purchase order the workshop sends it matches
 * them by part code, docs/connectx.md) and five of its oils — counted in by
 * one 'Opening stock' adjustment at a distributor's landed cost; a default
 * price list 'Trade' (the catalogue price) and a 'Workshops' list at 90 per
 * cent of it for the customer category 'Workshops'; and the workshop's
 * customer record at Bharat, linked back to the workshop's branch as a
 * connection leaves it, in that category. Everything through the calls' own
 * repositories; fixed ids and a marker written last, so a later start writes
 * nothing and a start that stopped part-way makes only the rest.
 */

export const demoVendorStockMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-VENDOR-STOCK' });

export const VENDOR_GODOWN = { Name: 'Peenya Godown', Code: 'PGD' } as const;
export const WORKSHOPS_CATEGORY = 'Workshops';
export const TRADE_LIST = { _id: 'PRL-BHARAT-TRADE', Name: 'Trade', Desc: 'Catalogue prices, every customer' };
export const WORKSHOPS_LIST = {
  _id: 'PRL-BHARAT-WORKSHOPS',
  Name: 'Workshops',
  Desc: '10% off catalogue prices for workshops',
  CatId: WORKSHOPS_CATEGORY,
};
/** Per cent of the catalogue price each list sells at. */
export const LIST_PERCENT = { [TRADE_LIST._id]: 100, [WORKSHOPS_LIST._id]: 90 } as const;
const OPENING_NOTE = `Opening stock, ${VENDOR_GODOWN.Name}`;
const FROM = '2026-04-01';

/** The workshop's main stores and its first five oils, counted as a distributor's godown holds them (three times). */
export const VENDOR_STOCK: readonly DemoStockLine[] = DEMO_WORKSHOP_STOCK.flatMap((batch, b) =>
  batch.lines.slice(0, b === 0 ? 25 : 5),
).map(({ part }, seq) => ({ part, Qty: 3 * demoQuantity(part, seq, false), UnCostP: demoUnitCostP(part, seq + 7) }));

const alreadyThere = (error: unknown): void => {
  const taken =
    (error instanceof ApiError && error.status === 409) || (error as Error).name === 'ConditionalCheckFailedException';
  if (!taken) throw error;
};

export type VendorStockSeed = ConnectedVendorSeed & {
  /** The connected workshop's name, for its customer record at the distributor. */
  workshopName: string;
  /** The customer record's id (fixed for the demo, so a second start finds it). */
  customerId: string;
};

export const DEMO_VENDOR_STOCK: VendorStockSeed = {
  ...DEMO_CONNECTED_VENDOR,
  workshopName: `${DEMO_ORG.Name}, ${DEMO_WORKSHOP.DName.replace('Karkhana Motors ', '')}`,
  customerId: '01JDEMOVNDCUST0000000000WS',
};

export async function seedVendorStock(seed: VendorStockSeed = DEMO_VENDOR_STOCK): Promise<'seeded' | 'present'> {
  const orgId = seed.vendor.OrgId;
  const marker = demoVendorStockMarkerKey(orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const branch = seed.vendor.Entities[0];
  const owner = seed.vendor.Users[0];
  if (!branch || !owner) throw new Error('The connected vendor needs a branch and an owner');
  const entId = branch.EntId;
  const actor = { userId: owner.UserId, userName: owner.Name };
  const godown = await vendorGodown(orgId, entId);
  for (const line of VENDOR_STOCK)
    await createItem(orgId, entId, {
      ItemId: line.part._id,
      UnCostP: line.UnCostP,
      Act: true,
      CrBy: owner.UserId,
    }).catch(alreadyThere);
  const { items: counted } = await listAdjustments(orgId, entId, { limit: 10 });
  if (!counted.some((a) => a.Notes === OPENING_NOTE)) {
    const { date } = branchNow({ entity: { Settings: branch.Settings } } as unknown as ServiceContext);
    await postAdjustment({
      orgId,
      entId,
      date,
      notes: OPENING_NOTE,
      actor,
      lines: VENDOR_STOCK.map(({ part, Qty, UnCostP }) => ({
        ItemId: part._id,
        PCode: part.PCode,
        Desc: part.Desc,
        UoM: part.UoM,
        WhId: godown,
        Qty,
        QtyM: toScaled(Qty, QTY_DIGITS),
        Reason: 'Opening stock',
        UnCostP,
      })),
    });
  }
  await putCategoryIfAbsent(orgId, {
    _id: 'CCAT-BHARAT-WORKSHOPS',
    Name: WORKSHOPS_CATEGORY,
    Desc: 'Garages and service centres: the Workshops price list',
    Active: true,
    Used: true,
    ver: 1,
  });
  for (const list of [TRADE_LIST, WORKSHOPS_LIST]) await priceList(orgId, list);
  await branchSettings(orgId, entId, godown);
  await workshopCustomer(seed, { orgId, entityId: entId, userId: owner.UserId });
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}

/** The branch's one godown (made once), the id of which its stock and default warehouse name. */
async function vendorGodown(orgId: string, entId: string): Promise<string> {
  const found = (await listWarehouses(orgId, entId)).find((w) => w.Code === VENDOR_GODOWN.Code);
  if (found) return found._id;
  const input = warehouseInput.parse({ ...VENDOR_GODOWN, StCode: '29', Active: true });
  const State = findState('29')?.Name;
  const _id = ulid();
  await createWarehouse(orgId, { ...input, ...(State ? { State } : {}), _id, EntId: entId, CrDt: nowIso(), ver: 1 });
  return _id;
}

/** A list (with its category's cover, as the call writes it) priced at its per cent of each part's catalogue price. */
async function priceList(orgId: string, def: { _id: string; Name: string; Desc: string; CatId?: string }) {
  const reach = { ...def, From: FROM };
  const list =
    (await getPriceList(orgId, def._id)) ??
    (await createPriceList(orgId, reach, await coverWrites(orgId, undefined, { ...reach, Act: true }, [])));
  if (list.Count > 0) return;
  const percent = LIST_PERCENT[def._id] ?? 100;
  const prices = VENDOR_STOCK.map(({ part }) => ({
    ItemId: part._id,
    PrP: roundDiv(rupeesToPaise(part.UnPr) * percent, 100),
  }));
  await changePrices(orgId, list, list.ver, prices);
}

/** Price lists on with 'Trade' the default; the godown the default and main warehouse. */
async function branchSettings(orgId: string, entId: string, godown: string): Promise<void> {
  const entity = await getEntity(orgId, entId);
  if (!entity) throw new Error('The connected vendor has no branch record');
  const Inventory = {
    ...entity.Settings.Inventory,
    PrList: true,
    PrListId: TRADE_LIST._id,
    DefWId: entity.Settings.Inventory.DefWId ?? godown,
    MainWId: entity.Settings.Inventory.MainWId ?? godown,
  };
  await writeSettings({ orgId, entityId: entId, expectedVer: entity.ver, settings: { ...entity.Settings, Inventory } });
}

/**
 * The workshop as Bharat's customer, linked to its branch (`Connect`), in the category 'Workshops': the record
 * the connection made if there is one (its category set), else one written as a connection writes it.
 */
async function workshopCustomer(seed: VendorStockSeed, actor: { orgId: string; entityId: string; userId: string }) {
  const linked = (await listConnectedParties(actor.orgId, 'CUST')).find(
    (r) => r.Connect?.OId === seed.target.orgId && r.Connect.EId === seed.target.entityId,
  );
  const current: PartyRecord | undefined = linked
    ? await getParty(actor.orgId, 'CUST', linked.Id, true)
    : await getParty(actor.orgId, 'CUST', seed.customerId, true);
  if (current) {
    if (current.Cat === WORKSHOPS_CATEGORY) return;
    // Only the record's editable fields are written; its phones and GSTIN stay as they are.
    await updateParty(actor, 'CUST', current, { ...(current as PartyInput), Cat: WORKSHOPS_CATEGORY }, current.ver);
    return;
  }
  const input = unlinkedParty(
    partyCreateBody.parse({
      Type: 'Company',
      Sltn: 'M/s.',
      DName: seed.workshopName,
      Cat: WORKSHOPS_CATEGORY,
      Cons: { Phones: { Others: [] }, Emails: [] },
    }),
  );
  await createParty(actor, 'CUST', seed.customerId, {
    ...input,
    Connect: { OId: seed.target.orgId, EId: seed.target.entityId },
  });
}
