export { newIdempotencyKey } from '../../../lib/idempotency-key';
