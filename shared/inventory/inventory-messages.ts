import { ServiceMessages } from '../service/service-messages';

/**
 * Texts of the inventory calls, defined once for the server's refusals and the
 * screens (docs/inventory.md). 'Insufficient Quantity.' is the spec's own text,
 * already in the service catalogue, so it is taken from there, not written twice.
 */
export const InventoryMessages = {
  insufficientQuantity: ServiceMessages.insufficientQuantity,
  itemNotFound: 'Item not found.',
  itemUnknown: (id: string): string => `Item ${id} was not found.`,
  adjustmentNotFound: 'Adjustment not found.',
  warehouseUnknown: (id: string): string => `Warehouse ${id} is not a warehouse of this branch.`,
  warehouseNotAllowed: (name: string): string => `You may not use warehouse ${name}.`,
  warehouseInactive: (name: string): string => `Warehouse ${name} is inactive.`,
  wholeQuantity: (uom: string): string => `Enter a whole quantity: this item is counted in ${uom}.`,
  zeroQuantity: 'Enter a quantity other than zero.',
  costNeeded: (desc: string): string =>
    `Enter the unit cost of ${desc}: there is no stock in this warehouse to take an average cost from.`,
  lineTwice: (desc: string): string =>
    `${desc} is on this adjustment twice for the same warehouse: add the quantities on one line.`,
  busy: 'Stock is being changed by someone else right now. Please try again.',
  badCursor: 'This list has changed; open it again from the start.',
  tooLarge: 'The stock value is too large to record.',
} as const;
