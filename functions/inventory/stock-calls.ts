import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryRoutes } from '@shared/api/routes/inventory';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { listItemBalances, listMovements, listStock } from '../data/inventory/stock-repo';
import type { StockRow } from '@shared/inventory/call-schemas';
import { getItem, getItems } from '../data/inventory/items-repo';
import type { Call, SessionContext } from '../lib/http/call';
import { skusOn } from '../lib/item-lookups';
import { toMovementRow, toStockRow } from './inventory-answers';

/** GET Inventory/Stock: the branch's balances (I1), or one warehouse's with `Wh` (I2). */
export async function readStock(call: Call<typeof inventoryRoutes.stock>) {
  const { orgId, entityId } = call.session;
  const page = await listStock(orgId, entityId, {
    whId: call.query.Wh,
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  const rows = page.items.map(toStockRow);
  return { Items: await withSkus(call.session, rows), ...(page.next ? { Next: page.next } : {}) };
}

/** Where the branch keeps SKUs, each row's item SKU: one BatchGet of the page's items (docs/inventory-items.md §13). */
async function withSkus(session: SessionContext, rows: StockRow[]): Promise<StockRow[]> {
  if (rows.length === 0 || !(await skusOn(session))) return rows;
  const ids = [...new Set(rows.map((r) => r.ItemId))];
  const items = await getItems(session.orgId, ids);
  const skuOf = new Map(ids.map((id, i) => [id, items[i]?.SKU]));
  return rows.map((r) => {
    const SKU = skuOf.get(r.ItemId);
    return SKU ? { ...r, SKU } : r;
  });
}

/**
 * GET Inventory/Items/{Id}/Movements: the item's balance per warehouse (I3)
 * and its movements, newest first (I4). An item of the organisation the
 * branch never stocked (items are the organisation's: another branch's counter
 * part, say) has none of either; only an item the organisation does not have
 * (another organisation's: its keys are never read) is not found — one more
 * read, only when the branch holds no balance of it.
 */
export async function readItemMovements(call: Call<typeof inventoryRoutes.itemMovements>) {
  const { orgId, entityId } = call.session;
  const [balances, page] = await Promise.all([
    listItemBalances(orgId, entityId, call.params.Id),
    listMovements(orgId, entityId, call.params.Id, { limit: call.query.Limit, cursor: call.query.Cursor }),
  ]);
  if (balances.length === 0 && !(await getItem(orgId, entityId, call.params.Id)))
    throw new ApiError(ErrorCode.NotFound, InventoryMessages.itemNotFound);
  return {
    Balances: balances.map(toStockRow),
    Items: page.items.map(toMovementRow),
    ...(page.next ? { Next: page.next } : {}),
  };
}
