import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import type { PartRow } from '@shared/catalogue/call-schemas';
import type { SalePriceSettings } from '@shared/inventory/sale-price';
import { visibleFrom, visibleRecordKeys } from '../data/catalogue/record-repo';
import { itemKey } from '../data/inventory/item-keys';
import { itemIdsBySku } from '../data/inventory/item-sku-repo';
import type { ItemRecord } from '../data/inventory/items-repo';
import { salePricedRow, saleListPlan, type SaleBuyer } from '../data/inventory/sale-prices';
import { batchGetAll } from '../data/table/batch-get';
import { getEntity } from '../data/settings/entity-settings-repo';
import type { SessionContext } from './http/call';
import { scopeOf } from './catalogue-scope';

/**
 * What the item lookups add to the catalogue's part search (docs/inventory-items.md
 * §13): an item found by its SKU as well as by its code or name, each row's SKU and
 * other units, and for a sale the price (§6.2). Nothing is read beyond the part search
 * while the branch keeps neither SKUs, other units nor price lists.
 */

async function branchOf(session: SessionContext) {
  return session.entity ?? (await getEntity(session.orgId, session.entityId));
}

/** A SKU is kept only where the branch's setting `SKU` is on. */
export const skusOn = async (session: SessionContext): Promise<boolean> =>
  (await branchOf(session))?.Settings.Inventory.SKU === true;

/** The items whose SKU starts with `text`, where the branch keeps SKUs; none otherwise. */
export const itemIdsBySkuWhereOn = async (session: SessionContext, text: string, limit: number): Promise<string[]> =>
  (await skusOn(session)) ? itemIdsBySku(session.orgId, text, limit) : [];

/** A sale lookup prices its rows for the buyer (docs/inventory-items.md §6.2). */
export type LookupPricing = { settings: SalePriceSettings; buyer: SaleBuyer };
type Page = { Items: PartRow[]; Next?: string };
type Raw = Record<string, unknown> | undefined;

/**
 * A lookup's page with the items' SKU and units, and for a sale its prices
 * (docs/inventory-items.md §13, §6.2). On the first page (`sku` given) the parts whose
 * SKU starts with the text come first, each part once. Reads, in two round trips after
 * the session: the part search with the SKU Query beside it, then one BatchGet (100 keys
 * a request, side by side) of every key the page needs — the SKU-found parts' records,
 * the items, the price lists' covers and the default list's prices; a third only when
 * the buyer's category has a list valid that day. A branch with neither SKUs, units
 * nor price lists reads nothing beyond the search.
 */
export async function lookupPage(
  session: SessionContext,
  search: () => Promise<Page>,
  toRow: (record: Record<string, unknown>) => PartRow,
  sku?: { text: string; limit: number },
  pricing?: LookupPricing,
): Promise<{ Items: (ItemLookupRow & { PrList?: string })[]; Next?: string }> {
  const entity = await branchOf(session);
  const skuOn = entity?.Settings.Inventory.SKU === true;
  const unitsOn = isInventoryFeatureOn(entity?.Config, 'MUoM');
  const [answer, matched] = await Promise.all([
    search(),
    skuOn && sku ? itemIdsBySku(session.orgId, sku.text, sku.limit) : Promise.resolve([]),
  ]);
  const shown = new Set(answer.Items.map((r) => r._id));
  const extraIds = [...new Set(matched.filter((id) => !shown.has(id)))];
  const scope = scopeOf(session, 'PART');
  const per = scope.ownOnly ? 1 : 2;
  const ids = [...extraIds, ...answer.Items.map((r) => r._id)];
  const factsOn = skuOn || unitsOn;
  const prices = pricing && saleListPlan(session.orgId, pricing.settings, pricing.buyer, ids);
  const keys = [
    ...extraIds.flatMap((id) => visibleRecordKeys(scope.orgId, scope.ownOnly, 'PART', id)),
    ...(factsOn ? ids.map((id) => itemKey(session.orgId, id)) : []),
    ...(prices?.keys ?? []),
  ];
  const found = keys.length > 0 ? await batchGetAll<Record<string, unknown>>(keys) : [];
  const items = found.slice(extraIds.length * per, extraIds.length * per + (factsOn ? ids.length : 0));
  const tried = prices ? await prices.finish(found.slice(keys.length - prices.keys.length)) : [];
  const byId = new Map(ids.map((id, i) => [id, { item: items[i], tried: tried[i] ?? [] }]));
  const extra = extraIds.flatMap((_, i) => {
    const f = visibleFrom(found.slice(per * i, per * (i + 1)));
    return f && f.record.Act !== false ? [toRow(f.record)] : [];
  });
  const rows = [...extra, ...answer.Items].map((row) => {
    const { item, tried: lists } = byId.get(row._id) ?? { item: undefined, tried: [] };
    const withFacts = factsOn ? rowWithFacts(row, item, skuOn, unitsOn) : row;
    return pricing ? salePricedRow(withFacts, lists, pricing.settings) : withFacts;
  });
  return { Items: rows, ...(answer.Next ? { Next: answer.Next } : {}) };
}

/** A row with its item's SKU (setting `SKU`) and other units (feature `MUoM`, `1 UoM = Per`). */
function rowWithFacts(row: PartRow, raw: Raw, skuOn: boolean, unitsOn: boolean): ItemLookupRow {
  const item = raw as Pick<ItemRecord, 'SKU' | 'UoMs'> | undefined;
  if (!item) return row;
  const units = unitsOn && item.UoMs?.length ? item.UoMs : undefined;
  return {
    ...row,
    ...(skuOn && item.SKU ? { SKU: item.SKU } : {}),
    ...(units ? { UoMs: units.map((c) => ({ UoM: c.UoM, Per: fromScaled(c.PerQ, QTY_DIGITS) })) } : {}),
  };
}
