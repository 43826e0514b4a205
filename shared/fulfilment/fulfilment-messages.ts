import { SalesOrderMessages } from '../sales-orders/so-messages';

/** Every message of packages, shipments and a sales order's invoicing (docs/sales-fulfilment.md), server and screens. */
export const FulfilmentMessages = {
  // The sales order's own texts where fulfilment says the same of it.
  soNotFound: SalesOrderMessages.notFound,
  soChanged: SalesOrderMessages.changed,
  soNotApproved: (sts: string) => `A sales order ${sts} cannot be packed, shipped or invoiced; approve it first.`,
  soDone: (sts: string) => `The sales order is ${sts}: nothing is left to fulfil.`,
  packageNotFound: 'Package not found.',
  packageChanged: 'The package was changed by someone else. Open it again.',
  notShippable: (sts: string) => `A package ${sts} cannot be shipped.`,
  notDeliverable: (sts: string) => `A package ${sts} cannot be marked delivered; ship it first.`,
  noShipRight: 'Shipping packages needs the Sales flag PkgShp.',
  lineUnknown: SalesOrderMessages.lineUnknown,
  lineTwice: (lineId: string) => `Line ${lineId} is named twice.`,
  itemTwice: (desc: string) => `${desc} is on two lines: pack the second in another package.`,
  packagesOff: 'Packages and shipments are switched off for this branch (Sales feature PacShip).',
  nothingPicked: 'Pick a quantity above 0 on at least one line.',
  overPack: (left: string, desc: string) => `Only ${left} of ${desc} is left to pack.`,
  overInvoice: (left: string, desc: string) => `Only ${left} of ${desc} is shipped and not yet invoiced.`,
  wholeUnits: (uom: string) => `Enter whole ${uom}.`,
  carrier: 'Enter the carrier.',
  shipDate: 'The ship date cannot be before the package was packed or after today.',
  deliverDate: 'The delivery date cannot be before the ship date or after today.',
  ewayBillNotShipped: 'An e-way bill is made for a shipped package.',
  badCursor: 'That page of packages is no longer valid. Open the list again.',
  tooManyLines: (max: number) => `A package has at most ${max} lines.`,
} as const;
