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
} as const;
