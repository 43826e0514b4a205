import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import type { PartRow } from '@shared/catalogue/call-schemas';
import { isItemSearchCursor, itemSearchPlan, queryItemSearch } from '../data/inventory/item-search-repo';
import type { ItemSearchRow } from '../data/inventory/item-search-rows';
import { salePricedRow, saleListPlan } from '../data/inventory/sale-prices';
import { batchGetAll } from '../data/table/batch-get';
import { getEntity } from '../data/settings/entity-settings-repo';
import type { SessionContext } from './http/call';
import { scopeOf } from './catalogue-scope';
import type { LookupPricing } from './item-lookups';

/**
 * The counter's sale search from the item search index (docs/inventory-items.md §13.2): ONE Query after
 * the session answers code, name, HSN, GST tax code, unit, the part's price, SKU, units and tracking of
 * the branch's items; with price lists on, one BatchGet more (the covers and the default list's prices),
 * and one more for a buyer whose category has a list valid that day. `undefined` when the index does not
 * answer — text too short to search, a `Next` of the catalogue's search, or a first page with no item —
 * and the caller then searches the catalogue as before (a part that is not yet an item).
 */
export async function itemSearchPage(
  session: SessionContext,
  text: string,
  page: { Limit: number; Next?: string | undefined },
  pricing: LookupPricing,
): Promise<{ Items: (ItemLookupRow & { PrList?: string })[]; Next?: string } | undefined> {
  if (page.Next !== undefined && !isItemSearchCursor(page.Next)) return undefined;
  const plan = itemSearchPlan(text);
  if (!plan) return undefined;
  const entity = session.entity ?? (await getEntity(session.orgId, session.entityId));
  const skuOn = entity?.Settings.Inventory.SKU === true;
  const unitsOn = isInventoryFeatureOn(entity?.Config, 'MUoM');
  const { ownOnly } = scopeOf(session, 'PART');
  const found = await queryItemSearch(session.orgId, plan, { limit: page.Limit, cursor: page.Next, ownOnly });
  if (found.rows.length === 0 && page.Next === undefined) return undefined;
  const ids = found.rows.map((r) => r.ItemId);
  const prices = saleListPlan(session.orgId, pricing.settings, pricing.buyer, ids);
  const tried = await prices.finish(prices.keys.length > 0 ? await batchGetAll(prices.keys) : []);
  const Items = found.rows.map((row, i) =>
    salePricedRow(lookupRowOf(row, skuOn, unitsOn), tried[i] ?? [], pricing.settings),
  );
  return { Items, ...(found.next ? { Next: found.next } : {}) };
}

/** An index row as the lookups answer it: the part's row, its SKU (setting `SKU`), units (`MUoM`) and tracking. */
function lookupRowOf(row: ItemSearchRow, skuOn: boolean, unitsOn: boolean): ItemLookupRow {
  const { ItemId, SKU, UoMs, Track, Own: _own, Norm: _norm, Kind: _kind, ...part } = row;
  return {
    ...(part as unknown as Omit<PartRow, '_id'>),
    _id: ItemId,
    ...(skuOn && SKU ? { SKU } : {}),
    ...(unitsOn && UoMs?.length
      ? { UoMs: UoMs.map((c) => ({ UoM: c.UoM, Per: fromScaled(c.PerQ, QTY_DIGITS) })) }
      : {}),
    ...(Track ? { Track } : {}),
  };
}
