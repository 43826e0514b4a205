/**
 * The statuses of a sales order's fulfilment (platform §4, exact spelling; docs/sales-fulfilment.md §3).
 * A package's `Sts` is its shipping status (the Packages dashboard's chips): Not Shipped when packed,
 * Shipped, Delivered. Its package status `PkgSts` is Fulfilled (packed) or Shipped: a package ships whole,
 * so Partially Shipped is the summary of a sales order whose packages are shipped in part.
 */

export const SHIPPING_STATUS = { notShipped: 'Not Shipped', shipped: 'Shipped', delivered: 'Delivered' } as const;
export const SHIPPING_STATUSES = [
  SHIPPING_STATUS.notShipped,
  SHIPPING_STATUS.shipped,
  SHIPPING_STATUS.delivered,
] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

export const PACKAGE_STATUS = {
  fulfilled: 'Fulfilled',
  shipped: 'Shipped',
  partiallyShipped: 'Partially Shipped',
} as const;
export type PackageStatus = (typeof PACKAGE_STATUS)[keyof typeof PACKAGE_STATUS];

/** The sales order statuses fulfilment sets (the sales order's own table, docs/sales-orders.md). */
export const SO_FULFILMENT_STATUS = {
  approved: 'Approved',
  shipped: 'Shipped',
  delivered: 'Delivered',
  partiallyInvoiced: 'Partially Invoiced',
  invoiced: 'Invoiced',
} as const;

/** A sales order takes packages, shipments and invoices only once approved, and until it is wholly invoiced. */
export const FULFILLING_SO_STATUSES: readonly string[] = [
  SO_FULFILMENT_STATUS.approved,
  SO_FULFILMENT_STATUS.shipped,
  SO_FULFILMENT_STATUS.delivered,
  SO_FULFILMENT_STATUS.partiallyInvoiced,
];

export type PackageStep = 'ship' | 'deliver';

/** The moves of a package: shipped from Not Shipped, delivered from Shipped. */
export const mayPackage = (step: PackageStep, sts: string): boolean =>
  step === 'ship' ? sts === SHIPPING_STATUS.notShipped : sts === SHIPPING_STATUS.shipped;
