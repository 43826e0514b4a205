/**
 * Texts of transfer orders, material in and material out, defined once for the
 * server's refusals and the screens (docs/inventory-transfers.md). The stock's
 * own refusals ('Insufficient Quantity.', warehouses, items) are InventoryMessages'.
 */
export const TransferMessages = {
  notFound: 'Transfer order not found.',
  materialInNotFound: 'Material in not found.',
  materialOutNotFound: 'Material out not found.',
  notDraft: (sts: string): string => `This transfer is ${sts}: only a draft can be dispatched.`,
  notEditable: (sts: string): string => `This transfer is ${sts}: only a draft can be changed.`,
  notCancellable: (sts: string): string =>
    `This transfer is ${sts}: only a draft or a transfer in transit can be cancelled.`,
  notInTransit: (sts: string): string => `This transfer is ${sts}: only a transfer in transit can be received.`,
  lineUnknown: (id: string): string => `Line ${id} is not a line of this transfer.`,
  receiptLineTwice: (id: string): string => `Line ${id} is entered twice: add the quantities on one.`,
  moreThanInTransit: (left: string, desc: string): string =>
    `Only ${left} of ${desc} is still in transit on this transfer.`,
  batchesAddUp: (picked: string, qty: string): string =>
    `The batches entered add up to ${picked}; the quantity is ${qty}.`,
  batchPickedTwice: (batch: string): string => `Batch ${batch} is entered twice: add the quantities on one.`,
  batchNotInTransit: (batch: string): string => `Batch ${batch} is not in transit on this line, or not that many.`,
  serialNotInTransit: (serial: string): string => `Serial number ${serial} is not in transit on this line.`,
  nameWhatArrived: (desc: string): string =>
    `Enter the batches or serial numbers of ${desc} that arrived: more than one is in transit.`,
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
  partlyReceived: (num: string): string => `Transfer ${num} partly received: the rest is still in transit.`,
  cancelled: (num: string): string => `Transfer ${num} cancelled.`,
  cancelledInTransit: (num: string, wh: string): string =>
    `Transfer ${num} cancelled: what was still in transit is back in ${wh}.`,
  saved: (num: string): string => `Transfer ${num} saved.`,
} as const;
