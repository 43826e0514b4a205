import { formatPaise } from '../documents/money-format';

/**
 * The messages of the counter sale (docs/sales.md), written once and used by
 * the server's refusals and the screen alike.
 */
export const SalesMessages = {
  featureOff: 'Sales receipts are not enabled for this branch.',
  receiptNotFound: 'Sales receipt not found.',
  numberBusy: 'Sales receipts are being numbered by others right now. Try again in a moment.',
  noPrice: (desc: string) => `${desc} has no price in the branch's price list. Enter its price.`,
  paymentsShort: (due: number) => `The payments must add up to the total: ${formatPaise(due)} is still due.`,
  paymentsOver: (over: number) => `The payments are ${formatPaise(over)} more than the total.`,
  lineTwice: (desc: string) => `${desc} is on the receipt twice. Change the quantity of one line instead.`,
  customerNotFound: 'Customer not found.',
  customerOrWalkIn: 'Choose a customer or enter a walk-in customer, not both.',
  gstinInvalid: 'Enter a valid GSTIN.',
  badCursor: 'The list has changed. Start again from the first page.',
  // Sales returns and the receipt's cancel (docs/sales.md §12, §13).
  returnNotFound: 'Sales return not found.',
  returnsBusy: 'Sales returns are being numbered by others right now. Try again in a moment.',
  receiptCancelled: 'This receipt is cancelled: nothing can be returned against it.',
  returnLineUnknown: (id: string) => `Line ${id} is not on this receipt.`,
  returnTooMuch: (desc: string, left: string) =>
    left === '0' ? `${desc} has all been returned already.` : `At most ${left} of ${desc} can be returned.`,
  returnSerials: (desc: string) =>
    `Name the serial numbers of ${desc} coming back, one for each unit, from those sold on this receipt.`,
  creditNeedsCustomer: 'A credit can be left only on a customer on record. Choose how to refund instead.',
  cancelNotAllowed: 'You do not have permission to re-open sales receipts.',
  cancelNotToday:
    'Only a receipt of the branch’s today can be cancelled. Take the goods back as a sales return instead.',
  cancelAfterReturn: 'A receipt with returns against it cannot be cancelled.',
  alreadyCancelled: 'This receipt is already cancelled.',
  receiptChanged: 'The receipt was changed by someone else. Open it again.',
  // Re-opening a receipt and saving it again under its number (docs/sales.md §13).
  reopenNotToday:
    'Only a receipt of the branch’s today can be re-opened. Take the goods back as a sales return instead.',
  reopenAfterReturn: 'A receipt with returns against it cannot be re-opened.',
  reopenTracked: (desc: string) =>
    `${desc} is tracked by batch or serial and is on the receipt before and after. Cancel the receipt and sell again instead.`,
  reopenTooLarge: (lines: number) =>
    `Re-opening this receipt changes too much to save in one go (${lines} lines before and after). Cancel it and sell again instead.`,
} as const;
