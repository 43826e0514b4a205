import { orgPk, type Key } from '../table/keys';

/**
 * Keys of customer payments (receipts), docs/payments.md §1. A payment is its
 * own partition `ORG#o#DOC#<payId>` like every document: the header `HEAD`
 * and, while money is left over, the `IX#UNAP` item that puts it on the
 * Unapplied Payments lists. Every list is an index partition of one branch, so
 * a list is a key-condition Query, never a Scan.
 */

export { PAYMENT_SERIES } from '@shared/invoices/invoice-rules';

/**
 * The idempotency record of one key, per organisation and user: a key is the
 * client's, so another user's identical key is another payment (and never
 * answers them someone else's receipt).
 */
export const idempotencyKey = (orgId: string, userId: string, key: string): Key => ({
  pk: `${orgPk(orgId)}#IDEM#${key}`,
  sk: `U#${userId}`,
});

const payments = (orgId: string, entId: string): string => `${orgPk(orgId)}#ENT#${entId}#PAY`;
/** Who paid, as a partition suffix: `C#<cust>` or `I#<insurer>`. */
export const payerTag = (payer: { Cust?: string | undefined; InsId?: string | undefined }): string =>
  payer.InsId ? `I#${payer.InsId}` : `C#${payer.Cust ?? ''}`;

/** P1 (GSI1 on HEAD): a branch's payments by date, newest first. */
export const branchPaymentsPartition = (orgId: string, entId: string): string => payments(orgId, entId);
/** P2 (GSI2 on HEAD): a branch's payments from one customer or insurer, by date. */
export const payerPaymentsPartition = (orgId: string, entId: string, tag: string): string =>
  `${payments(orgId, entId)}#${tag}`;
/** P3 (GSI1 on IX#UNAP): a branch's payments with money left over. */
export const unappliedPartition = (orgId: string, entId: string): string => `${payments(orgId, entId)}#UNAP`;
/** P4 (GSI2 on IX#UNAP): one payer's payments with money left over (Receive Payment offers them). */
export const payerUnappliedPartition = (orgId: string, entId: string, tag: string): string =>
  `${payments(orgId, entId)}#UNAP#${tag}`;

/** The date sort key: the date, then the time-ordered id (ULID), so newest first is descending. */
export const paymentSortKey = (date: string, payId: string): string => `${date}#${payId}`;
