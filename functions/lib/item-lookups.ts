import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import { isInventoryFeatureOn } from '@shared/inventory/inventory-features';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import type { PartRow } from '@shared/catalogue/call-schemas';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import { itemIdsBySku } from '../data/inventory/item-sku-repo';
import { getItems } from '../data/inventory/items-repo';
import { getEntity } from '../data/settings/entity-settings-repo';
import type { SessionContext } from './http/call';
import { scopeOf } from './catalogue-scope';

/**
 * What the item lookups add to the catalogue's part search (docs/inventory-items.md
 * §13): an item found by its SKU as well as by its code or name, and each row's
 * SKU and other units. Nothing is read beyond the part search while the branch
 * keeps neither SKUs nor other units.
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

/**
 * The rows of a lookup's page with the items' SKU and units; on the first page
 * (`sku` given) the parts whose SKU starts with the text come first, each part once.
 */
export async function withItemFacts(
  session: SessionContext,
  rows: readonly PartRow[],
  toRow: (record: Record<string, unknown>) => PartRow,
  sku?: { text: string; limit: number },
): Promise<ItemLookupRow[]> {
  const entity = await branchOf(session);
  const skuOn = entity?.Settings.Inventory.SKU === true;
  const unitsOn = isInventoryFeatureOn(entity?.Config, 'MUoM');
  if (!skuOn && !unitsOn) return [...rows];
  const matched = skuOn && sku ? await itemIdsBySku(session.orgId, sku.text, sku.limit) : [];
  const shown = new Set(rows.map((r) => r._id));
  const extraIds = matched.filter((id) => !shown.has(id));
  const scope = scopeOf(session, 'PART');
  const extra = extraIds.length
    ? (await getVisibleRecords(scope.orgId, scope.ownOnly, 'PART', extraIds)).flatMap((f) =>
        f && f.record.Act !== false ? [toRow(f.record)] : [],
      )
    : [];
  const all = [...extra, ...rows];
  const items = await getItems(
    session.orgId,
    all.map((r) => r._id),
  );
  return all.map((row, i) => {
    const item = items[i];
    if (!item) return row;
    const units = unitsOn && item.UoMs?.length ? item.UoMs : undefined;
    return {
      ...row,
      ...(skuOn && item.SKU ? { SKU: item.SKU } : {}),
      ...(units ? { UoMs: units.map((c) => ({ UoM: c.UoM, Per: fromScaled(c.PerQ, QTY_DIGITS) })) } : {}),
    };
  });
}
