/**
 * Texts of batches and serial numbers (docs/inventory-batches.md), defined once
 * for the server's refusals and the screens.
 */
export const TrackingMessages = {
  batchNeeded: (desc: string): string => `Enter the batch number of ${desc}: it is tracked by batch.`,
  batchFormat: 'A batch number is 1 to 30 letters, digits or . / - _ (no spaces).',
  serialFormat: 'A serial number is 1 to 40 letters, digits or . / - _ (no spaces).',
  expiryFormat: 'Enter the expiry date as a date (YYYY-MM-DD).',
  batchUnknown: (batch: string): string => `Batch ${batch} is not in stock in this warehouse.`,
  batchExpired: (batch: string, exp: string): string =>
    `Batch ${batch} expired on ${exp}: expired stock is only written off (an adjustment with the reason Expired).`,
  onlyExpiredLeft: (usable: string, desc: string): string =>
    `Only ${usable} of ${desc} is within its expiry date; the rest has expired and cannot be issued.`,
  expiryDiffers: (batch: string, exp: string): string =>
    `Batch ${batch} already has the expiry date ${exp}: enter that date or a new batch number.`,
  serialsNeeded: (desc: string): string => `Enter the serial numbers of ${desc}: it is tracked by serial number.`,
  serialCount: (qty: number, serials: number): string =>
    `The quantity (${qty}) must match the serial numbers entered (${serials}).`,
  serialTwice: (serial: string): string => `Serial number ${serial} is entered twice.`,
  serialInStock: (serial: string): string => `Serial number ${serial} is already in stock.`,
  serialNotInStock: (serial: string): string =>
    `Serial number ${serial} is not in stock in this warehouse: it has been issued already or was never received.`,
  serialNotOnLine: (serial: string): string => `Serial number ${serial} was not issued to this part line.`,
  batchNotOnLine: (batch: string): string => `Batch ${batch} was not issued to this part line, or not that many.`,
  notTracked: (desc: string): string => `${desc} is not tracked by batch or serial number: leave them empty.`,
  issuedBatchByIssueOnly:
    'The batch or serial numbers of a part with stock issued change only by issuing or returning it (Issue Parts).',
  tooMany: 'This moves too many batches or serial numbers at once: split it into smaller documents.',
} as const;
