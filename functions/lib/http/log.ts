import { AsyncLocalStorage } from 'node:async_hooks';

/** Which request a log line belongs to; set once per invocation by the handler wrappers. */
export type RequestScope = { requestId: string; route?: string };

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs one request with its ids, so every line logged while it runs carries them. */
export function inRequestScope<T>(ids: RequestScope, run: () => T): T {
  return scope.run(ids, run);
}

type InvocationEvent = { requestContext?: { requestId?: string; routeKey?: string } };

/**
 * Wraps a Lambda handler so each invocation runs in its request scope: API
 * Gateway's request id (the one in its access log), else Lambda's.
 */
export function withRequestScope<E extends InvocationEvent, C extends { awsRequestId?: string }, R>(
  handler: (event: E, context: C) => Promise<R>,
): (event: E, context: C) => Promise<R> {
  return (event, context) =>
    inRequestScope(
      {
        requestId: event.requestContext?.requestId ?? context.awsRequestId ?? 'unknown',
        ...(event.requestContext?.routeKey ? { route: event.requestContext.routeKey } : {}),
      },
      () => handler(event, context),
    );
}

/** Keys whose values are secrets or whole inputs: never written, whatever the caller passes. */
const SECRET_KEY = /pass(word)?|token|otp|secret|authori[sz]ation|cookie|^code$|^body$|^text$/i;
/** A JWT anywhere in a string (e.g. an error message quoting a header). */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const REDACTED = '[redacted]';

function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(JWT, REDACTED);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return '[nested]';
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? REDACTED : redact(inner, depth + 1)]),
  );
}

/**
 * One JSON line per event for CloudWatch, with the request id of the request
 * it belongs to. Never logs bodies, headers or tokens (they carry passwords and
 * sessions): fields named like secrets are redacted and JWTs are cut out of
 * every string, so a careless caller cannot leak one.
 */
export function log(level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}): void {
  if (process.env.KARKHANA_QUIET === '1' && level === 'info') return;
  const ids = scope.getStore();
  const line = JSON.stringify({
    level,
    message: redact(message),
    ...(ids ? { requestId: ids.requestId, ...(ids.route ? { route: ids.route } : {}) } : {}),
    ...(redact(fields) as Record<string, unknown>),
    time: new Date().toISOString(),
  });
  if (level === 'error') console.error(line);
  else console.log(line);
}
