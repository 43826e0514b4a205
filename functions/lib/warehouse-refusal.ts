import { canUseWarehouse } from '@shared/access/specific-rules';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { ServiceContext } from './branch-context';

/**
 * A warehouse of `warehouses` the user may move stock in, or the refusal saying
 * why not (docs/inventory.md §5): shared by the inventory and purchasing families.
 */
export function warehouseRefusal(
  ctx: ServiceContext,
  warehouses: readonly Warehouse[],
  whId: string,
  checkUser = true,
): string | undefined {
  const warehouse = warehouses.find((w) => w._id === whId);
  if (!warehouse) return InventoryMessages.warehouseUnknown(whId);
  if (!warehouse.Active) return InventoryMessages.warehouseInactive(warehouse.Name);
  if (checkUser && !canUseWarehouse(ctx.access, warehouse._id))
    return InventoryMessages.warehouseNotAllowed(warehouse.Name);
  return undefined;
}
