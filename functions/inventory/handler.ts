import { inventoryRoutes } from '@shared/api/routes/inventory';
import { createFamilyHandler } from '../lib/http/family-handler';
import { createAdjustment, readOneAdjustment, searchAdjustments } from './adjustment-calls';
import { readItemMovements, readStock } from './stock-calls';

/** Lambda of the `inventory` call family: stock, an item's movements and stock adjustments (docs/inventory.md). */
export const handler = createFamilyHandler(inventoryRoutes, {
  stock: readStock,
  itemMovements: readItemMovements,
  adjustments: searchAdjustments,
  adjustment: readOneAdjustment,
  createAdjustment,
});
