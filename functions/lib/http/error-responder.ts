import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { API_SECURITY_HEADERS } from '@shared/api/security-headers';
import { cancellationReasons } from '../../data/table/cancellation';
import { log } from './log';

const json = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 => ({
  statusCode: status,
  headers: { ...API_SECURITY_HEADERS, 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

/** A lost optimistic-lock or uniqueness race from DynamoDB. */
function isConditionFailure(error: Error): boolean {
  return (cancellationReasons(error)?.failedChecks.length ?? 0) > 0;
}

/** Names AWS gives faults that pass: throttling, and its own internal or unavailable errors. */
const TRANSIENT = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'SlowDown',
  'TransactionConflictException',
]);

/**
 * A fault of the store that outlasted the SDK's retries (RETRY_POLICY): worth
 * trying again in a moment, so it is answered 429 with Retry-After, never a 500
 * that reads like a bug, and never 503, which the client shows as 'No Internet
 * Access' (platform §8). DynamoDB has already undone a cancelled transaction.
 */
export function isTransientFault(error: Error): boolean {
  if (TRANSIENT.has(error.name)) return true;
  const status = (error as Error & { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status === 500 || status === 503) return true;
  const codes = cancellationReasons(error)?.codes ?? [];
  return codes.some(
    (code) => code === 'ThrottlingError' || code === 'TransactionConflict' || code === 'ProvisionedThroughputExceeded',
  );
}

/**
 * Turns every failure into the catalogue shape `{ errorCode, message }`
 * (DESIGN §2). Unknown errors are logged and answered without internals.
 */
export const errorResponder = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => ({
  onError: async (request) => {
    const error = request.error;
    if (!error) return;
    if (error instanceof ApiError) {
      request.response = json(error.status, error.toBody(), error.headers);
      return;
    }
    if (isConditionFailure(error)) {
      request.response = json(ErrorCode.Conflict, { errorCode: ErrorCode.Conflict, message: Messages.conflict });
      return;
    }
    if (isTransientFault(error)) {
      log('warn', 'transient store fault', { route: request.event?.routeKey, name: error.name });
      request.response = json(
        ErrorCode.TooManyRequests,
        { errorCode: ErrorCode.TooManyRequests, message: Messages.serverBusy },
        { 'retry-after': '2' },
      );
      return;
    }
    log('error', 'unhandled error', {
      route: request.event?.routeKey,
      name: error.name,
      error: error.message,
      stack: error.stack?.split('\n').slice(0, 6).join(' | '),
    });
    request.response = json(ErrorCode.Internal, { errorCode: -1, message: Messages.horriblyWrong });
  },
});
