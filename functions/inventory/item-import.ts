import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryItemRoutes } from '@shared/api/routes/inventory-items';
import { ItemMessages } from '@shared/inventory/item-messages';
import { itemImportRow, type ItemImportRow } from '@shared/inventory/item-schemas';
import { idsByCode } from '../data/catalogue/search-repo';
import { listGroups } from '../data/inventory/item-groups-repo';
import { skuHolder, skuOf } from '../data/inventory/item-sku-repo';
import { createItem, getItems } from '../data/inventory/items-repo';
import { scopeOf } from '../lib/catalogue-scope';
import type { Call } from '../lib/http/call';
import { importRows } from '../lib/catalogue-records';
import { skusOn } from '../lib/item-lookups';

/**
 * POST Inventory/MasterItems/Import: catalogue parts made items from a CSV (part
 * code, SKU, group by name, tracking). Every row is checked first (the code names one
 * part the organisation sees, the group exists); any bad row writes nothing. A
 * part that is an item already is left as it is, so importing a file twice is harmless.
 */
export async function importItems(call: Call<(typeof inventoryItemRoutes)['importItems']>) {
  const { session } = call;
  const scope = scopeOf(session, 'PART');
  const idOf = new Map<string, string>();
  const groupOf = new Map((await listGroups(session.orgId)).map((g) => [g.Name.trim().toLowerCase(), g._id]));
  const resolve = async (rows: ItemImportRow[]) => {
    const withSku = rows.some((r) => r.SKU !== undefined);
    const [found, holders, skuOn] = await Promise.all([
      Promise.all(rows.map((r) => idsByCode(scope, 'PART', r.PCode))),
      Promise.all(rows.map((r) => (r.SKU ? skuHolder(session.orgId, r.SKU) : undefined))),
      withSku ? skusOn(session) : false,
    ]);
    const skuRows = new Map<string, number>();
    return rows.flatMap((r, i) => {
      const errors: { row: number; field: string; message: string }[] = [];
      const ids = found[i]?.ids ?? [];
      if (ids.length !== 1 || !ids[0])
        errors.push({ row: i + 1, field: 'PCode', message: ItemMessages.codeUnknown(r.PCode) });
      else idOf.set(r.PCode, ids[0]);
      // A SKU: kept by this branch, once in the file, and not another item's (docs/inventory-items.md §13).
      if (r.SKU !== undefined) {
        const holder = holders[i];
        const seen = skuOf(r.SKU);
        if (!skuOn) errors.push({ row: i + 1, field: 'SKU', message: ItemMessages.skuOff });
        else if (skuRows.has(seen)) errors.push({ row: i + 1, field: 'SKU', message: ItemMessages.skuTwice(r.SKU) });
        else if (holder !== undefined && holder !== ids[0])
          errors.push({ row: i + 1, field: 'SKU', message: ItemMessages.skuTaken(r.SKU) });
        skuRows.set(seen, i);
      }
      if (r.Group && !groupOf.has(r.Group.toLowerCase()))
        errors.push({ row: i + 1, field: 'Group', message: ItemMessages.groupUnknown(r.Group) });
      return errors;
    });
  };
  return importRows(
    call.body.Rows,
    itemImportRow,
    call.query.DryRun === 'true',
    async (row: ItemImportRow) => {
      const itemId = idOf.get(row.PCode);
      if (!itemId) return;
      const [existing] = await getItems(session.orgId, [itemId]);
      if (existing) return;
      const Grp = row.Group ? groupOf.get(row.Group.toLowerCase()) : undefined;
      await createItem(session.orgId, session.entityId, {
        ItemId: itemId,
        ...(row.SKU ? { SKU: row.SKU } : {}),
        ...(Grp ? { Grp } : {}),
        ...(row.Track ? { Track: row.Track } : {}),
        Act: true,
        CrBy: session.userId,
      }).catch((error: unknown) => {
        // Made an item by someone else meanwhile: the same outcome as if it had been one already
        // (but a SKU another item took meanwhile is said).
        const taken =
          row.SKU !== undefined && error instanceof ApiError && error.message === ItemMessages.skuTaken(row.SKU);
        if (taken || !(error instanceof ApiError && error.status === ErrorCode.Conflict)) throw error;
      });
    },
    resolve,
  );
}
