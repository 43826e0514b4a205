/**
 * Transfer order statuses (docs/inventory-transfers.md §3). The spec names the
 * transfer order screens but no statuses for them; these are ours, spelled as
 * the spec spells its other vocabularies ('Partially Received' style).
 */
export const TRANSFER_STATUS = {
  draft: 'Draft',
  inTransit: 'In Transit',
  received: 'Received',
  cancelled: 'Cancelled',
} as const;
export type TransferStatus = (typeof TRANSFER_STATUS)[keyof typeof TRANSFER_STATUS];
export const TRANSFER_STATUSES: readonly TransferStatus[] = Object.values(TRANSFER_STATUS);

/** Material in and out have one status: the stock moved when the document was saved. */
export const MATERIAL_STATUS = 'Posted';
