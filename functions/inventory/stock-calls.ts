import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryRoutes } from '@shared/api/routes/inventory';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { listItemBalances, listMovements, listStock } from '../data/inventory/stock-repo';
import type { Call } from '../lib/http/call';
import { toMovementRow, toStockRow } from './inventory-answers';

/** GET Inventory/Stock: the branch's balances (I1), or one warehouse's with `Wh` (I2). */
export async function readStock(call: Call<typeof inventoryRoutes.stock>) {
  const { orgId, entityId } = call.session;
  const page = await listStock(orgId, entityId, {
    whId: call.query.Wh,
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  return { Items: page.items.map(toStockRow), ...(page.next ? { Next: page.next } : {}) };
}

/**
 * GET Inventory/Items/{Id}/Movements: the item's balance per warehouse (I3)
 * and its movements, newest first (I4). An item the branch never stocked
 * (another organisation's, say: its keys are never read) is not found.
 */
export async function readItemMovements(call: Call<typeof inventoryRoutes.itemMovements>) {
  const { orgId, entityId } = call.session;
  const [balances, page] = await Promise.all([
    listItemBalances(orgId, entityId, call.params.Id),
    listMovements(orgId, entityId, call.params.Id, { limit: call.query.Limit, cursor: call.query.Cursor }),
  ]);
  if (balances.length === 0) throw new ApiError(ErrorCode.NotFound, InventoryMessages.itemNotFound);
  return {
    Balances: balances.map(toStockRow),
    Items: page.items.map(toMovementRow),
    ...(page.next ? { Next: page.next } : {}),
  };
}
