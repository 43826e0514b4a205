/**
 * Transfer order statuses (docs/inventory-transfers.md §3). The spec names the
 * transfer order screens but no statuses for them; these are ours, spelled as
 * the spec spells its other vocabularies ('Partially Received' style).
 */
export const TRANSFER_STATUS = {
  draft: 'Draft',
  inTransit: 'In Transit',
  /** Some of what was dispatched has arrived, the rest is still in transit. */
  partlyReceived: 'Partially Received',
  received: 'Received',
  cancelled: 'Cancelled',
} as const;
export type TransferStatus = (typeof TRANSFER_STATUS)[keyof typeof TRANSFER_STATUS];
export const TRANSFER_STATUSES: readonly TransferStatus[] = Object.values(TRANSFER_STATUS);
/** The statuses in which stock is on its way: it may be received, or the transfer cancelled and the rest sent back. */
export const IN_TRANSIT_STATUSES: readonly TransferStatus[] = [
  TRANSFER_STATUS.inTransit,
  TRANSFER_STATUS.partlyReceived,
];

/** Material in and out have one status: the stock moved when the document was saved. */
export const MATERIAL_STATUS = 'Posted';
