import { inventoryRoutes } from '@shared/api/routes/inventory';
import { createFamilyHandler } from '../lib/http/family-handler';
import { createAdjustment, readOneAdjustment, searchAdjustments } from './adjustment-calls';
import { issuePartToOrder, returnPartFromOrder, searchAllocatedParts, searchWaitingParts } from './issue-calls';
import { readItemMovements, readStock } from './stock-calls';
import { reservationCalls } from './reservation-calls';
import { itemCalls } from './item-call-table';
import { transferCalls } from './transfer-call-table';
import { trackingCalls } from './tracking-calls';
import { statementCalls } from './statement-calls';

/** Lambda of the `inventory` call family: stock, an item's movements, stock adjustments and parts issued to repair orders (docs/inventory.md). */
export const handler = createFamilyHandler(inventoryRoutes, {
  ...reservationCalls,
  ...itemCalls,
  ...transferCalls,
  ...trackingCalls,
  ...statementCalls,
  stock: readStock,
  itemMovements: readItemMovements,
  adjustments: searchAdjustments,
  adjustment: readOneAdjustment,
  createAdjustment,
  waitingParts: searchWaitingParts,
  issuePart: issuePartToOrder,
  returnPart: returnPartFromOrder,
  allocatedParts: searchAllocatedParts,
});
