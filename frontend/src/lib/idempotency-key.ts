import { idempotencyKey } from '@shared/invoices/call-schemas';

/**
 * A fresh Idempotency-Key for POST Accounting/Payments and Bills/PaymentsMade: 32 hex digits from the
 * browser's random source. The payment form makes one per form, so a double
 * click or a retry of the same payment carries the same key and is recorded once.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  // The contract's own pattern: a key the server would refuse never leaves the form.
  return idempotencyKey.parse(key);
}
