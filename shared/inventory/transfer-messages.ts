/**
 * Texts of transfer orders, material in and material out, defined once for the
 * server's refusals and the screens (docs/inventory-transfers.md). The stock's
 * own refusals ('Insufficient Quantity.', warehouses, items) are InventoryMessages'.
 */
export const TransferMessages = {
  notFound: 'Transfer order not found.',
  materialInNotFound: 'Material in not found.',
  materialOutNotFound: 'Material out not found.',
  notDraft: (sts: string): string => `This transfer is ${sts}: only a draft can be dispatched or cancelled.`,
  notInTransit: (sts: string): string => `This transfer is ${sts}: only a transfer in transit can be received.`,
  sameWarehouse: 'Choose a destination warehouse other than the source.',
  branchUnknown: (id: string): string => `Branch ${id} is not a branch of this organisation.`,
  branchWithoutInventory: (name: string): string => `${name} does not keep inventory: it cannot receive a transfer.`,
  destinationUnknown: (id: string): string => `Warehouse ${id} is not a warehouse of the destination branch.`,
  destinationInactive: (name: string): string => `Warehouse ${name} of the destination branch is inactive.`,
  lineTwice: (desc: string): string => `${desc} is on this transfer twice: add the quantities on one line.`,
  materialLineTwice: (desc: string): string =>
    `${desc} is on this document twice for the same warehouse: add the quantities on one line.`,
  positiveQuantity: 'Enter a quantity above zero.',
  dispatched: (num: string): string => `Transfer ${num} dispatched: the stock is in transit.`,
  received: (num: string): string => `Transfer ${num} received: the stock is in the destination warehouse.`,
} as const;
