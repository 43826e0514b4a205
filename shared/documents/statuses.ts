/** Status vocabularies and payer codes, spec service-documents §4 and platform §3 (exact spelling). */

export const INVOICE_STATUSES = ['Unpaid', 'Partial', 'Draft', 'Paid', 'Closed', 'Cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const LINE_STATUSES = [
  'New',
  'WtngForAppr',
  'Approved',
  'InProgress',
  'PartsAvl',
  'WtngForParts',
  'OnHold',
  'Review',
  'Completed',
  'Cancelled',
  'Declined',
] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const REPAIR_ORDER_STATUSES = [
  'New',
  'BeingInspected',
  'Approved',
  'WtngForAppr',
  'OnHold',
  'InProgress',
  'PartsAvl',
  'WtngForParts',
  'Review',
  'Completed',
  'Closed',
  'Cancelled',
  'Declined',
] as const;
export type RepairOrderStatus = (typeof REPAIR_ORDER_STATUSES)[number];

export const ESTIMATE_STATUSES = [
  'New',
  'WtngForAppr',
  'OnHold',
  'Supplementary',
  'Approved',
  'Converted',
  'Cancelled',
  'Declined',
] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/** Cost-bearer codes (platform §3): customer, insurance, shared, internal, warranty. */
export const PAYERS = ['Cus', 'Ins', 'InCu', 'Int', 'War'] as const;
export type Payer = (typeof PAYERS)[number];

/** Who ends up paying: the buckets per-payer totals are reported in. */
export const PAYER_BUCKETS = ['customer', 'insurer', 'internal', 'warranty'] as const;
export type PayerBucket = (typeof PAYER_BUCKETS)[number];

/** Line statuses that take no part in totals, discounts or approval checks. */
export const INACTIVE_LINE_STATUSES: readonly LineStatus[] = ['Cancelled', 'Declined'];
/** Line statuses skipped by the before-approve price check (§5). */
export const NOT_APPROVABLE_LINE_STATUSES: readonly LineStatus[] = ['Cancelled', 'Declined', 'OnHold'];

export const isCountedLine = (sts: LineStatus | undefined): boolean =>
  sts === undefined || !INACTIVE_LINE_STATUSES.includes(sts);

/** Dashboards (§4 'Dashboards'). */
export const REPAIR_ORDER_DASHBOARD_STATUSES: readonly RepairOrderStatus[] = [
  'New',
  'BeingInspected',
  'Approved',
  'WtngForAppr',
  'OnHold',
  'InProgress',
  'PartsAvl',
  'WtngForParts',
  'Review',
  'Completed',
];
export const INVOICE_DASHBOARD_STATUSES: readonly InvoiceStatus[] = ['Unpaid', 'Partial', 'Draft'];
export const estimateDashboardStatuses = (showApproved: boolean): readonly EstimateStatus[] =>
  showApproved
    ? ['New', 'WtngForAppr', 'OnHold', 'Supplementary', 'Approved']
    : ['New', 'WtngForAppr', 'OnHold', 'Supplementary'];
