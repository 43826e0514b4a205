/**
 * Texts of purchase orders, parts orders and purchase receives, defined once for
 * the server's refusals and the screens (docs/purchasing.md). The stock's own
 * refusals (warehouses, items, batches) are InventoryMessages' and TrackingMessages'.
 */
export const PurchaseMessages = {
  notFound: 'Purchase order not found.',
  receiveNotFound: 'Purchase receive not found.',
  featureOff: 'Purchase orders are not switched on for this branch.',
  vendorUnknown: 'Vendor not found.',
  branchStateUnknown: 'Set the branch address state (or its GSTIN) before ordering: GST depends on it.',
  lineTwice: (desc: string): string => `${desc} is on this order twice: add the quantities on one line.`,
  positiveQuantity: 'Enter a quantity above zero.',
  rateNeeded: 'Enter the rate the vendor charges.',
  expectedBeforeDate: 'The expected date cannot be before the order date.',
  notCancellable: (sts: string): string =>
    `This purchase order is ${sts}: only an order nothing has been received against can be cancelled.`,
  notReceivable: (sts: string): string =>
    `This purchase order is ${sts}: only a sent order not yet fully received can be received against.`,
  overReceipt: (desc: string, left: string): string =>
    `Only ${left} of ${desc} is left to receive on this order: a receive cannot exceed what was ordered.`,
  lineUnknown: (id: string): string => `Line ${id} is not a line of this purchase order.`,
  receiveLineTwice: 'Each order line is received once per receive: add the quantities on one line.',
  requestUnknown: 'This requested part is no longer open: refresh the list.',
  requestNotNew: (sts: string): string => `This requested part is ${sts}: only a New request can be ordered.`,
  requestTwice: 'A requested part is picked twice.',
  requestMoved: 'A requested part changed while this was saved: refresh and try again.',
  created: (num: string): string => `Purchase order ${num} saved.`,
  partsOrdered: (count: number): string =>
    `${count} purchase order${count === 1 ? '' : 's'} made: the parts are Waiting for Parts.`,
  receivedIn: (num: string): string => `Receive ${num} saved: the stock is in the warehouse.`,
} as const;
