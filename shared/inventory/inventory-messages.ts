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
  orderNotFound: 'Repair order not found.',
  partLineNotFound: (lineId: string): string => `Part line ${lineId} is not on this repair order.`,
  lineNotStocked: 'This part line is not tied to a stocked item.',
  lineNotInWork: 'Parts are issued only to lines still in work.',
  orderNotOpen: 'Parts are issued only to open repair orders.',
  returnAboveIssued: (issued: number): string => `You can return at most the ${issued} issued.`,
  issuedQtyByIssueOnly: 'The issued quantity of a stocked part changes only by issuing or returning it (Issue Parts).',
  issuedItemFixed: 'A part line with parts issued keeps its item: return the parts first.',
  /** The spec's text after an issue or a return. */
  quantityUpdated: 'Quantity Updated Successfully.',
} as const;
