/**
 * Texts of vendor bills and payments made, defined once for the server's
 * refusals and the screens (docs/purchasing.md §9–§12).
 */
export const BillMessages = {
  notFound: 'Bill not found.',
  paymentNotFound: 'Payment not found.',
  featureOff: 'Bills are not switched on for this branch.',
  vendorUnknown: 'Vendor not found.',
  vendorOfReceive: 'A bill from a receive is for the receive’s vendor.',
  billNoTaken: (no: string, fy: string): string =>
    `Bill number ${no} of this vendor is already recorded for the financial year ${fy}: enter the vendor’s own number once.`,
  billDateAfterToday: 'The vendor’s bill date cannot be after today.',
  linesNeeded: 'Add a line from the receive or an expense line.',
  receiveLineUnknown: (id: string): string => `Line ${id} is not a line of this receive.`,
  receiveLineTwice: 'Each receive line is billed once: it is on this bill twice.',
  receiveLineBilled: (desc: string, bill: string): string => `${desc} is already billed on ${bill}.`,
  accountNotExpense: (code: number): string =>
    `Account ${code} is not an expense or fixed-asset account of the chart: choose one for the expense line.`,
  orderMoved: 'The receive or its order changed while this was saved: refresh and try again.',
  created: (num: string): string => `Bill ${num} saved.`,
  // Cancelling a bill (docs/purchasing.md §23)
  alreadyCancelled: (num: string): string => `Bill ${num} is already cancelled.`,
  cancelPaid: (num: string): string =>
    `Bill ${num} has payments or an advance applied to it: a bill that was paid cannot be cancelled. Record a vendor note instead.`,
  cancelNoted: (num: string): string =>
    `A purchase return or vendor note stands against bill ${num}: it cannot be cancelled. Record a vendor note for the rest instead.`,
  cancelled: (num: string): string =>
    `Bill ${num} cancelled: its posting is reversed and its receive can be billed again.`,
  isCancelled: (num: string): string => `Bill ${num} is cancelled.`,
  cancelReason: 'Enter why the bill is cancelled.',
  // Payments made
  paymentKeyMissing: 'A payment needs an Idempotency-Key header, so a repeated request never pays twice.',
  keyReused: 'This Idempotency-Key was used for another payment: send a new key for a new payment.',
  billNotPayable: (num: string, sts: string): string =>
    `Bill ${num} is ${sts}: only an unpaid or part-paid bill can be paid.`,
  billOfOtherVendor: (num: string): string => `Bill ${num} is another vendor’s.`,
  billTwice: 'A bill is named twice in this payment.',
  tooManyBills: (max: number): string => `A payment pays at most ${max} bills: record the rest in another payment.`,
  aboveDue: (num: string, due: string): string =>
    `Only ${due} is due on bill ${num}: a payment cannot pay a bill more than it asks.`,
  appliedAboveAmount: 'The amounts applied to bills add up to more than the payment.',
  positiveAmount: 'Enter an amount above zero.',
  busy: 'Many payments are being recorded at once: try again in a moment (with the same key).',
  paid: (num: string): string => `Payment ${num} recorded.`,
} as const;
