import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { fillPath, routeKey, type RouteDef } from '@shared/api/route';
import { lambdaContext, toHttpEvent } from '../../infra/local/http-event';
import type { HttpLambda } from '../../infra/local/lambda-registry';

export type Invocation = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as it is (malformed bodies). */
  body?: unknown;
  token?: string;
  ip?: string;
  userAgent?: string;
  /** More request headers (chat's UserId, a payment's `idempotency-key`), in lower case as API Gateway sends them. */
  headers?: Record<string, string>;
};

export type Answer<T = unknown> = { status: number; body: T; headers: Record<string, string> };

const handlers = new Map<string, Promise<HttpLambda>>();

function familyHandler(family: string): Promise<HttpLambda> {
  let found = handlers.get(family);
  if (!found) {
    found = import(/* @vite-ignore */ `../${family}/handler`).then((m: { handler: HttpLambda }) => m.handler);
    handlers.set(family, found);
  }
  return found;
}

/**
 * Calls a route through its family's real Lambda handler with the event API
 * Gateway would send, the same path the local gateway takes.
 */
export async function invoke<T = unknown>(route: RouteDef, input: Invocation = {}): Promise<Answer<T>> {
  const path = `/api/${fillPath(route.path, input.params)}`;
  const body =
    input.body === undefined
      ? Buffer.alloc(0)
      : Buffer.from(typeof input.body === 'string' ? input.body : JSON.stringify(input.body));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': input.userAgent ?? 'vitest',
    ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
    ...input.headers,
  };
  const pathParameters = Object.fromEntries(Object.entries(input.params ?? {}));
  const event = toHttpEvent({
    method: route.method,
    path,
    rawQueryString: new URLSearchParams(input.query ?? {}).toString(),
    headers,
    body,
    routeKey: routeKey(route),
    pathParameters,
    sourceIp: input.ip ?? '10.0.0.1',
  });
  const handler = await familyHandler(route.family);
  const result: APIGatewayProxyStructuredResultV2 = await handler(event, lambdaContext(route.family));
  const text = result.body ?? '';
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return {
    status: result.statusCode ?? 200,
    body: parsed as T,
    headers: (result.headers ?? {}) as Record<string, string>,
  };
}
