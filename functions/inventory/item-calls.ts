import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryItemRoutes } from '@shared/api/routes/inventory-items';
import { fromScaled, paiseToRupees, QTY_DIGITS, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { ItemMessages } from '@shared/inventory/item-messages';
import type { ItemAnswer, ItemRow, ReorderInput, UoMConversionInput } from '@shared/inventory/item-schemas';
import { checkItemValues, type ItemAttrs, type ItemFields } from '@shared/inventory/item-values';
import type { UoMConversion } from '@shared/inventory/uom';
import { getVisibleRecord, getVisibleRecords, type Found } from '../data/catalogue/record-repo';
import { searchRows } from '../data/catalogue/search-repo';
import { listGroups } from '../data/inventory/item-groups-repo';
import {
  createItem,
  getItem,
  getItems,
  listItems,
  updateItem,
  type ItemRecord,
  type ReorderLevel,
  type ReorderRecord,
} from '../data/inventory/items-repo';
import { skuHolder } from '../data/inventory/item-sku-repo';
import { saleListPrices, salePriceOf } from '../data/inventory/sale-prices';
import { getEntity } from '../data/settings/entity-settings-repo';
import { markUsed, readList } from '../data/settings/inventory-lists-repo';
import { listWarehouses } from '../data/settings/warehouses-repo';
import { branchNow } from '../lib/branch-context';
import { scopeOf } from '../lib/catalogue-scope';
import type { Call, SessionContext } from '../lib/http/call';
import { createRecord, newPart } from '../lib/catalogue-records';
import { itemIdsBySkuWhereOn, skusOn } from '../lib/item-lookups';

/**
 * The item master (docs/inventory-items.md §3, §8): an item is a catalogue part
 * the organisation sees, made an item by a record of what inventory keeps beyond
 * it. The part is read through the catalogue (`getVisibleRecord`), never copied.
 */

type R = typeof inventoryItemRoutes;

const bad = (message: string, path?: string): ApiError =>
  new ApiError(ErrorCode.BadRequest, message, path ? [{ path, message }] : undefined);

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The part an id names, as the organisation sees it; undefined for another organisation's or none. */
async function visiblePart(session: SessionContext, id: string): Promise<Found | undefined> {
  const scope = scopeOf(session, 'PART');
  return getVisibleRecord(scope.orgId, scope.ownOnly, 'PART', id);
}

export const toConversions = (list: readonly UoMConversionInput[]): UoMConversion[] =>
  list.map((c) => ({ UoM: c.UoM, PerQ: toScaled(c.Per, QTY_DIGITS) }));
const toLevels = (list: readonly ReorderInput[]): ReorderLevel[] =>
  list.map((l) => ({ WhId: l.WhId, LvlQ: toScaled(l.Lvl, QTY_DIGITS), QtyQ: toScaled(l.Qty, QTY_DIGITS) }));
const units = (q: number): number => fromScaled(q, QTY_DIGITS);

/** Checks what the schema cannot: the SKU setting is on where a SKU is sent, the group is the organisation's, each warehouse the branch's, no unit is the part's own. */
async function checkRefs(
  session: SessionContext,
  body: {
    SKU?: string | null | undefined;
    Grp?: string | null | undefined;
    UoMs?: readonly UoMConversionInput[] | undefined;
    Reorder?: readonly ReorderInput[] | undefined;
  },
  baseUoM: string,
  itemId?: string,
): Promise<void> {
  if (body.SKU !== undefined && !(await skusOn(session))) throw bad(ItemMessages.skuOff, 'SKU');
  if (body.SKU && !itemId) {
    // Before a new part is made: a taken code then makes nothing (the item's transaction guards the race).
    if (await skuHolder(session.orgId, body.SKU))
      throw new ApiError(ErrorCode.Conflict, ItemMessages.skuTaken(body.SKU), [
        { path: 'SKU', message: ItemMessages.skuTaken(body.SKU) },
      ]);
  }
  if (body.Grp) {
    const groups = await listGroups(session.orgId);
    if (!groups.some((g) => g._id === body.Grp)) throw bad(ItemMessages.groupNotFound, 'Grp');
  }
  body.UoMs?.forEach((c, i) => {
    if (c.UoM === baseUoM) throw bad(ItemMessages.uomIsBase(c.UoM), `UoMs.${i}.UoM`);
  });
  if (body.Reorder && body.Reorder.length > 0) {
    const ids = new Set((await listWarehouses(session.orgId, session.entityId)).map((w) => w._id));
    body.Reorder.forEach((l, i) => {
      if (!ids.has(l.WhId)) throw bad(ItemMessages.warehouseUnknown(l.WhId), `Reorder.${i}.WhId`);
    });
  }
}

/**
 * The attribute and custom field values a save sends, checked against the
 * organisation's lists (item-values.ts); nothing when the save sends none.
 */
async function itemValues(
  session: SessionContext,
  sent: { Attrs?: ItemAttrs | undefined; CFs?: ItemFields | undefined },
): Promise<{ Attrs?: ItemAttrs; CFs?: ItemFields }> {
  if (sent.Attrs === undefined && sent.CFs === undefined) return {};
  const owner = { orgId: session.orgId, entityId: session.entityId };
  const [attributes, fields] = await Promise.all([
    readList({ ...owner, list: 'Attributes' }),
    readList({ ...owner, list: 'CustomFields' }),
  ]);
  const checked = checkItemValues(sent, { attributes, fields });
  if ('problems' in checked)
    throw new ApiError(ErrorCode.BadRequest, checked.problems[0]?.message ?? '', checked.problems);
  return {
    ...(sent.Attrs !== undefined ? { Attrs: checked.Attrs } : {}),
    ...(sent.CFs !== undefined ? { CFs: checked.CFs } : {}),
  };
}

/** The entries an item names are in use: the settings lists then deactivate rather than remove them. */
async function markValuesUsed(session: SessionContext, values: { Attrs?: ItemAttrs; CFs?: ItemFields }) {
  const owner = { orgId: session.orgId, entityId: session.entityId };
  await Promise.all([
    values.Attrs ? markUsed({ ...owner, list: 'Attributes' }, Object.keys(values.Attrs)) : undefined,
    values.CFs ? markUsed({ ...owner, list: 'CustomFields' }, Object.keys(values.CFs)) : undefined,
  ]);
}

const rowOf = (item: ItemRecord, part: Record<string, unknown>, groupNames: ReadonlyMap<string, string>): ItemRow => ({
  ItemId: item.ItemId,
  PCode: text(part.PCode),
  ...(item.SKU ? { SKU: item.SKU } : {}),
  Desc: text(part.Desc),
  UoM: text(part.UoM),
  HSN: text(part.HSN),
  UnPr: Number(part.UnPr ?? 0),
  ...(item.UnCostP !== undefined ? { UnCost: paiseToRupees(item.UnCostP) } : {}),
  ...(item.Grp ? { Grp: item.Grp, ...(groupNames.has(item.Grp) ? { GrpName: groupNames.get(item.Grp) } : {}) } : {}),
  ...(item.Track ? { Track: item.Track } : {}),
  Act: item.Act,
  UpDt: item.UpDt,
  ver: item.ver,
});

const groupNamesOf = async (orgId: string): Promise<Map<string, string>> =>
  new Map((await listGroups(orgId)).map((g) => [g._id, g.Name]));

/** The branch's sale price of the part (sale-price.ts), from its default price list or the part. */
async function salePrice(session: SessionContext, itemId: string, partPrice: number) {
  const entity = await getEntity(session.orgId, session.entityId);
  const settings = entity?.Settings.Inventory ?? { DUoM: -1 };
  // No buyer: the branch's default list while active and valid today, else the part (docs/inventory-items.md §6.2).
  const day = entity ? branchNow({ entity }).date : new Date().toISOString().slice(0, 10);
  const [tried] = await saleListPrices(session.orgId, settings, { day }, [itemId]);
  const price = salePriceOf(partPrice, tried ?? [], settings);
  return price ? { SalePr: paiseToRupees(price.priceP), SalePrFrom: price.from } : {};
}

async function answerOf(
  session: SessionContext,
  found: { item: ItemRecord; levels: readonly ReorderRecord[] },
  part: Found,
): Promise<ItemAnswer> {
  const [names, price] = await Promise.all([
    groupNamesOf(session.orgId),
    salePrice(session, found.item.ItemId, Number(part.record.UnPr ?? 0)),
  ]);
  return {
    ...rowOf(found.item, part.record, names),
    UoMs: (found.item.UoMs ?? []).map((c) => ({ UoM: c.UoM, Per: units(c.PerQ) })),
    Reorder: found.levels.map((l) => ({ WhId: l.WhId, Lvl: units(l.LvlQ), Qty: units(l.QtyQ) })),
    Attrs: found.item.Attrs ?? {},
    CFs: found.item.CFs ?? {},
    ...price,
    CrAt: found.item.CrAt,
  };
}

/** GET Inventory/MasterItems/{Id}: the item, its part, this branch's reorder levels and sale price. */
export async function readItem(call: Call<R['item']>) {
  const [found, part] = await Promise.all([
    getItem(call.session.orgId, call.session.entityId, call.params.Id),
    visiblePart(call.session, call.params.Id),
  ]);
  if (!found || !part) throw new ApiError(ErrorCode.NotFound, ItemMessages.itemNotFound);
  return answerOf(call.session, found, part);
}

/** POST Inventory/MasterItems: a part the organisation sees made an item, or a new own part and its item. */
export async function createOneItem(call: Call<R['createItem']>) {
  const { session, body } = call;
  let part: Found | undefined;
  if (body.Part) {
    await checkRefs(session, body, body.Part.UoM);
    part = await createRecord(session, 'PART', newPart(body.Part));
  } else {
    part = await visiblePart(session, body.ItemId ?? '');
    if (!part || part.record.Act === false) throw bad(ItemMessages.partUnknown(body.ItemId ?? ''), 'ItemId');
    await checkRefs(session, body, text(part.record.UoM), part.record._id);
  }
  const values = await itemValues(session, body);
  const item = await createItem(
    session.orgId,
    session.entityId,
    {
      ItemId: part.record._id,
      ...values,
      ...(body.SKU ? { SKU: body.SKU } : {}),
      ...(body.Grp ? { Grp: body.Grp } : {}),
      ...(body.Track ? { Track: body.Track } : {}),
      ...(body.UoMs ? { UoMs: toConversions(body.UoMs) } : {}),
      ...(typeof body.UnCost === 'number' ? { UnCostP: rupeesToPaise(body.UnCost) } : {}),
      Act: true,
      CrBy: session.userId,
    },
    toLevels(body.Reorder ?? []),
    part,
  );
  await markValuesUsed(session, values);
  const found = await getItem(session.orgId, session.entityId, item.ItemId);
  return answerOf(session, found ?? { item, levels: [] }, part);
}

/** PUT Inventory/MasterItems/{Id}: only what the body names changes, at the `ver` read (409 on a lost update). */
export async function updateOneItem(call: Call<R['updateItem']>) {
  const { session, body, params } = call;
  const [found, part] = await Promise.all([
    getItem(session.orgId, session.entityId, params.Id),
    visiblePart(session, params.Id),
  ]);
  if (!found || !part) throw new ApiError(ErrorCode.NotFound, ItemMessages.itemNotFound);
  await checkRefs(session, body, text(part.record.UoM), params.Id);
  const { ver, Reorder, UoMs, Attrs, CFs, UnCost, ...rest } = body;
  const values = await itemValues(session, { Attrs, CFs });
  await updateItem(
    session.orgId,
    session.entityId,
    found,
    ver,
    {
      ...rest,
      ...values,
      ...(UoMs ? { UoMs: toConversions(UoMs) } : {}),
      ...(UnCost !== undefined ? { UnCostP: UnCost === null ? null : rupeesToPaise(UnCost) } : {}),
    },
    Reorder ? toLevels(Reorder) : undefined,
    part,
  );
  await markValuesUsed(session, values);
  const saved = await getItem(session.orgId, session.entityId, params.Id);
  if (!saved) throw new ApiError(ErrorCode.NotFound, ItemMessages.itemNotFound);
  return answerOf(session, saved, part);
}

/**
 * GET Inventory/MasterItems: the organisation's items, most recently changed
 * first (IM2); with `Q`, the catalogue's part search kept to the parts that are
 * items (so a page may hold fewer rows than asked while `Next` goes on).
 */
export async function searchItems(call: Call<R['items']>) {
  const { session, query } = call;
  const scope = scopeOf(session, 'PART');
  let items: ItemRecord[];
  let next: string | undefined;
  if (query.Q !== undefined) {
    const [rows, bySku] = await Promise.all([
      searchRows(scope, 'PART', query.Q, { limit: query.Limit, ...(query.Cursor ? { cursor: query.Cursor } : {}) }),
      // The first page starts with the items whose SKU starts with the text (docs/inventory-items.md §13).
      query.Cursor ? [] : itemIdsBySkuWhereOn(session, query.Q, query.Limit),
    ]);
    const ids = [...new Set([...bySku, ...rows.items.map((r) => r._id)])];
    items = (await getItems(session.orgId, ids)).filter((i): i is ItemRecord => i !== undefined);
    next = rows.next;
  } else {
    const page = await listItems(session.orgId, { limit: query.Limit, cursor: query.Cursor });
    items = page.items;
    next = page.next;
  }
  const [parts, names] = await Promise.all([
    getVisibleRecords(
      scope.orgId,
      scope.ownOnly,
      'PART',
      items.map((i) => i.ItemId),
    ),
    groupNamesOf(session.orgId),
  ]);
  const rows = items.flatMap((item, i) => {
    const part = parts[i];
    return part ? [rowOf(item, part.record, names)] : [];
  });
  return { Items: rows, ...(next ? { Next: next } : {}) };
}
