/**
 * Purchasing statuses, spelled exactly as the spec's lists (platform §4).
 * docs/purchasing.md §3 says which ones this build sets; what may be done in
 * each is the action table (po-actions.ts, §18).
 */
export const PO_STATUS = {
  draft: 'Draft',
  needToBeSent: 'Need To Be Sent',
  sent: 'Sent',
  approved: 'Approved',
  partiallyReceived: 'Partially Received',
  received: 'Received',
  partiallyBilled: 'Partially Billed',
  billed: 'Billed',
  cancelled: 'Cancelled',
  modified: 'Modified',
  deleted: 'Deleted',
  closed: 'Closed',
} as const;
export type PurchaseOrderStatus = (typeof PO_STATUS)[keyof typeof PO_STATUS];
export const PO_STATUSES: readonly PurchaseOrderStatus[] = Object.values(PO_STATUS);

/** The statuses this build sets: the dashboard's chips. */
export const PO_STATUSES_IN_USE: readonly PurchaseOrderStatus[] = [
  PO_STATUS.draft,
  PO_STATUS.needToBeSent,
  PO_STATUS.approved,
  PO_STATUS.modified,
  PO_STATUS.sent,
  PO_STATUS.partiallyReceived,
  PO_STATUS.received,
  PO_STATUS.partiallyBilled,
  PO_STATUS.billed,
  PO_STATUS.cancelled,
  PO_STATUS.closed,
];

/** An order the vendor has and that may still bring stock in. */
export const RECEIVABLE: ReadonlySet<string> = new Set([
  PO_STATUS.sent,
  PO_STATUS.approved,
  PO_STATUS.partiallyReceived,
]);

/** A purchase receive is posted when saved: stock came in. */
export const RECEIVE_STATUS = 'Received';

/** The parts order statuses of a requested part (platform §6) that purchasing sets. */
export const PARTS_ORDER_STATUS = { new: 'New', waiting: 'Waiting for Parts', received: 'Received' } as const;
