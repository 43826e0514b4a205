import * as z from 'zod';

/**
 * The `Idempotency-Key` header of the calls that record money (POST Accounting/Payments,
 * payments made): the same key twice records one payment. In a module of its own so a
 * family that checks the header does not load the whole invoice call schemas with it.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Send an Idempotency-Key of 8 to 64 letters, digits, - or _.');
