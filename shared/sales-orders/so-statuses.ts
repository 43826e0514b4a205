/**
 * Sales orders and sales estimates (docs/sales-orders.md §3): the statuses, in
 * the spec's spelling (platform §4), and the only moves between them, defined
 * once for the server's checks and the screens' chips and buttons.
 *
 * Of the spec's two sales-order sets this is one table: Draft, New, Approved,
 * then the fulfilment statuses Shipped, Delivered, Partially Invoiced, Invoiced
 * (moved by packages, shipments, delivery and invoicing), and the ends
 * Cancelled and Closed. `Return` is not an order status: a return is a document
 * of its own and leaves the order as it was.
 */

export const SO_STATUS = {
  draft: 'Draft',
  new: 'New',
  approved: 'Approved',
  shipped: 'Shipped',
  delivered: 'Delivered',
  partlyInvoiced: 'Partially Invoiced',
  invoiced: 'Invoiced',
  cancelled: 'Cancelled',
  closed: 'Closed',
} as const;
export type SalesOrderStatus = (typeof SO_STATUS)[keyof typeof SO_STATUS];
export const SO_STATUSES = Object.values(SO_STATUS) as [SalesOrderStatus, ...SalesOrderStatus[]];

/** A sales estimate: the estimate set of platform §4 that a quotation to a buyer needs. */
export const SE_STATUS = {
  draft: 'Draft',
  new: 'New',
  approved: 'Approved',
  converted: 'Converted',
  declined: 'Declined',
  cancelled: 'Cancelled',
} as const;
export type SalesEstimateStatus = (typeof SE_STATUS)[keyof typeof SE_STATUS];
export const SE_STATUSES = Object.values(SE_STATUS) as [SalesEstimateStatus, ...SalesEstimateStatus[]];

const S = SO_STATUS;
const E = SE_STATUS;

/** What each step of a sales order may start from, and where it goes. */
export const SO_MOVES = {
  /** Edit the order (an approved one only with the flag EdApprSO); Draft ↔ New by the save's `Sts`. */
  save: { from: [S.draft, S.new, S.approved], to: undefined },
  /** Flag ApprSO. An order with a line the branch has no item for (a connected PO's) cannot be approved. */
  approve: { from: [S.new], to: S.approved },
  /** Given up before anything went out on it. */
  cancel: { from: [S.draft, S.new, S.approved], to: S.cancelled },
  /** Closed short: what is left undelivered or uninvoiced will not be. */
  close: { from: [S.approved, S.shipped, S.delivered, S.partlyInvoiced], to: S.closed },
  /** Fulfilment (packages, shipments, delivery, invoicing): moved by those documents' own transactions. */
  ship: { from: [S.approved], to: S.shipped },
  deliver: { from: [S.approved, S.shipped], to: S.delivered },
  invoicePart: { from: [S.approved, S.shipped, S.delivered, S.partlyInvoiced], to: S.partlyInvoiced },
  invoice: { from: [S.approved, S.shipped, S.delivered, S.partlyInvoiced], to: S.invoiced },
} as const satisfies Record<string, { from: readonly SalesOrderStatus[]; to: SalesOrderStatus | undefined }>;
export type SalesOrderStep = keyof typeof SO_MOVES;

export const SE_MOVES = {
  /** Edit the estimate (an approved one only with the flag EdApprEst). */
  save: { from: [E.draft, E.new, E.approved], to: undefined },
  /** Flag ApprEst. */
  approve: { from: [E.new], to: E.approved },
  /** "Convert to sales order": the order written and the estimate marked, in one transaction. */
  convert: { from: [E.approved], to: E.converted },
  /** The buyer said no. */
  decline: { from: [E.new, E.approved], to: E.declined },
  cancel: { from: [E.draft, E.new, E.approved], to: E.cancelled },
} as const satisfies Record<string, { from: readonly SalesEstimateStatus[]; to: SalesEstimateStatus | undefined }>;
export type SalesEstimateStep = keyof typeof SE_MOVES;

export const maySalesOrder = (step: SalesOrderStep, sts: string): boolean =>
  (SO_MOVES[step].from as readonly string[]).includes(sts);
export const maySalesEstimate = (step: SalesEstimateStep, sts: string): boolean =>
  (SE_MOVES[step].from as readonly string[]).includes(sts);

/** Saved as: a new document is a Draft or New (the create's choice). */
export const OPENING_STATUSES = [S.draft, S.new] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

/** The statuses whose edit needs the "edit approved" flag (EdApprSO / EdApprEst). */
export const isApproved = (sts: string): boolean => sts === S.approved;

/** Fulfilment has begun: the lines that went out or were invoiced may no longer be removed or cut below that. */
export const FULFILMENT_STATUSES: readonly string[] = [S.shipped, S.delivered, S.partlyInvoiced, S.invoiced];
