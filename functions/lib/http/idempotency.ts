import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { IDEMPOTENCY_HEADER, idempotencyKey } from '@shared/fields/idempotency-key';
import { PaymentMessages } from '@shared/invoices/payment-messages';

/** The header a replayed answer carries: the payment was recorded by an earlier request with this key. */
export const REPLAY_HEADER = 'idempotent-replayed';

/** A random wait before a retry ('full jitter', capped at 250 ms), so racing writers spread out instead of colliding again. */
export const backoff = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, 5 + Math.round(Math.random() * Math.min(250, 10 * 2 ** attempt))));

/**
 * The `Idempotency-Key` of POST Accounting/Payments (docs/payments.md §2) and
 * POST Bills/PaymentsMade (docs/purchasing.md §11):
 * required, so a client cannot forget it and double-record a payment.
 */
export function idempotencyKeyOf(event: APIGatewayProxyEventV2): string {
  // API Gateway sends header names in lower case; a local or test caller may not.
  const entry = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === IDEMPOTENCY_HEADER);
  const value = entry?.[1];
  if (value === undefined || value === '')
    throw new ApiError(ErrorCode.BadRequest, PaymentMessages.idempotencyKeyMissing, [
      { path: 'Idempotency-Key', message: PaymentMessages.idempotencyKeyMissing },
    ]);
  const parsed = idempotencyKey.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? PaymentMessages.idempotencyKeyMissing;
    throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'Idempotency-Key', message }]);
  }
  return parsed.data;
}

/** Canonical JSON: keys sorted at every level, so the same body always has the same digest. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The digest of a validated body: a reused key with another body is refused, not answered with the first payment. */
export const bodyDigest = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('base64url');
