import type { BalanceRecord } from '../inventory/stock-records';
import { balanceKey } from '../inventory/inventory-keys';
import { batchGet } from '../table/batch-get';

/**
 * What a sales document's items have available in its warehouse (docs/sales-orders.md §6): on hand less
 * what is held for repair orders, in thousandths, read with one BatchGetItem of the items' balances
 * there (an item never stocked there has none: 0).
 */
export async function availableInWarehouse(
  orgId: string,
  entId: string,
  whId: string,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  const balances = await batchGet<BalanceRecord>(itemIds.map((id) => balanceKey(orgId, entId, id, whId)));
  return new Map(itemIds.map((id, i) => [id, balances[i] ? balances[i].OnHand - (balances[i].Resv ?? 0) : 0]));
}
