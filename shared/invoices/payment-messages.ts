import { formatPaise } from '../documents/money-format';
import type { Paise } from '../documents/money-math';

/**
 * Texts of the payment calls (ours: the spec shows none), defined once for the
 * server's refusals and the Receive Payment screen. docs/payments.md lists them.
 */
export const PaymentMessages = {
  idempotencyKeyMissing:
    'Send an Idempotency-Key header (8 to 64 letters, digits, - or _) so a retried payment is recorded once.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different payment. Start a new payment.',
  paymentNotFound: 'Payment not found.',
  invoiceNotFound: (ref: string): string => `Invoice ${ref} was not found.`,
  invoiceOnce: 'List each invoice once.',
  payerMissing: 'Choose the customer or the insurer who paid.',
  payerBoth: 'A payment comes from a customer or from an insurer, not both.',
  otherPayer: (num: string): string =>
    `Invoice ${num} is billed to someone else: a payment applies only to its payer's invoices.`,
  notPayable: (num: string, sts: string): string =>
    `Invoice ${num} is ${sts}: payments apply only to Unpaid or Partial invoices.`,
  draftNotPayable: 'A Draft invoice takes no payment: approve it first.',
  overDue: (num: string, due: Paise): string => `Only ${formatPaise(due)} is due on invoice ${num}.`,
  overAmount: (amount: Paise): string =>
    `The amounts applied add up to more than the ${formatPaise(amount)} available.`,
  /** Apply on a payment with nothing left to apply. */
  nothingUnapplied: 'Nothing is left of this payment to apply.',
  /** Bounded retries all lost races: the client may post again with the same key. */
  busy: 'Many payments are being recorded on these invoices right now. Please try again.',
} as const;
