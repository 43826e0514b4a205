import { SalesOrderMessages } from '../sales-orders/so-messages';

/** Every message of a sales order's returns (docs/sales-returns-orders.md), server and screens. */
export const SoReturnMessages = {
  soNotFound: SalesOrderMessages.notFound,
  soChanged: SalesOrderMessages.changed,
  noFlag: 'Returning goods of a sales order needs the Sales flag SOReturn.',
  noCreditRight: 'You do not have permission to issue credit notes (Accounting Invoice U).',
  notInvoiced: 'Nothing of this sales order is invoiced yet: goods are returned against their invoice.',
  notItsInvoice: 'That invoice was not made of this sales order.',
  invoiceNotOpen: (sts: string) => `The invoice is ${sts}: no goods can be returned against it.`,
  writtenOff: 'The invoice was written off: nothing was received to credit.',
  lineUnknown: (lineId: string) => `Line ${lineId} is not on this invoice.`,
  lineTwice: (lineId: string) => `Line ${lineId} is named twice.`,
  allReturned: (desc: string) => `${desc} has all been returned already.`,
  overReturn: (left: string, desc: string) => `At most ${left} of ${desc} can be returned.`,
  wholeUnits: (uom: string) => `Enter whole ${uom}.`,
  notShipped: (desc: string) => `No shipment of ${desc} on this order was found to take it back at its cost.`,
  reason: 'Enter the reason for the return.',
  nothingPicked: 'Enter a quantity above 0 on at least one line.',
  badCursor: 'That page of returns is no longer valid. Open the list again.',
  busy: 'Returns are being saved one after another. Try again.',
  returned: (num: string) => `Goods returned: credit note ${num} issued.`,
  empty: 'No goods have been returned on sales orders in this branch yet.',
} as const;
