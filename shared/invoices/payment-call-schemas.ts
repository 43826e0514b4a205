import * as z from 'zod';
import { money } from '../documents/amount-fields';
import { documentId, pageFields } from '../documents/call-parts';
import { isoDate } from '../fields/iso-date';
import { pageOf } from '../fields/paging';
import { CARD_TYPES, PAYMENT_TYPES } from './payment-types';

/**
 * Request and answer shapes of the `invoices` family's payment calls (docs/invoices-api.md):
 * record a payment against a payer's invoices, apply what is left later, and search them.
 * call-schemas.ts re-exports them with the rest of the family.
 */

export { IDEMPOTENCY_HEADER, idempotencyKey } from '../fields/idempotency-key';

export const paymentApplication = z.strictObject({
  InvId: documentId,
  Amount: money.refine((v) => v > 0, 'Apply an amount above zero.'),
});
/**
 * Accounting/ReceivePayment/New: one payment, applied to one or more invoices
 * of the same payer; what is left stays unapplied (Unapplied Payments).
 */
export const paymentCreateBody = z.strictObject({
  Cust: z.string().max(64).optional(),
  InsId: z.string().max(64).optional(),
  Date: isoDate.optional(),
  Type: z.enum(PAYMENT_TYPES),
  /** Card network, for Debit Card and Credit Card. */
  Card: z.enum(CARD_TYPES).optional(),
  /** UPI reference, cheque number, transaction id… */
  Ref: z.string().trim().max(64).optional(),
  Amount: money.refine((v) => v > 0, 'Enter the amount received.'),
  Notes: z.string().max(500).optional(),
  Apply: z.array(paymentApplication).max(50).default([]),
});
export type PaymentCreateBody = z.infer<typeof paymentCreateBody>;
/** Apply (part of) an unapplied payment to invoices later. */
export const paymentApplyBody = z.strictObject({
  ver: z.number().int().min(1),
  Apply: z.array(paymentApplication).min(1).max(50),
});

export const paymentAnswer = z.object({
  _id: documentId,
  Num: z.string(),
  Date: isoDate,
  Cust: z.string().optional(),
  InsId: z.string().optional(),
  Name: z.string().optional(),
  Type: z.enum(PAYMENT_TYPES),
  Card: z.enum(CARD_TYPES).optional(),
  Ref: z.string().optional(),
  Amount: money,
  Applied: z.array(z.object({ InvId: documentId, InvNum: z.string(), Amount: money })),
  Unapplied: money,
  Notes: z.string().optional(),
  CrBy: z.string(),
  ver: z.number().int(),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;
/** Accounting/PaymentSearch and Unapplied Payments (`Unapplied=true`). */
export const paymentsQuery = z.strictObject({
  Cust: z.string().max(64).optional(),
  From: isoDate.optional(),
  To: isoDate.optional(),
  Unapplied: z.enum(['true', 'false']).optional(),
  ...pageFields,
});
export const paymentsPage = pageOf(paymentAnswer);
