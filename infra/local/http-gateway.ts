import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { RouteDef } from '@shared/api/route';
import { API_SECURITY_HEADERS } from '@shared/api/security-headers';
import { lambdaContext, toHttpEvent } from './http-event';
import type { HttpLambda } from './lambda-registry';
import type { CallFamily } from '@shared/api/route';
import { createRouteMatcher } from './route-matcher';

/** API Gateway's payload limit; larger requests never reach a Lambda. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

export function readBody(request: IncomingMessage, limit = MAX_PAYLOAD_BYTES): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const sendJson = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, {
    ...API_SECURITY_HEADERS,
    'content-type': 'application/json',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
};

function parseUrl(raw: string): URL | undefined {
  try {
    return new URL(raw, 'http://localhost');
  } catch {
    return undefined;
  }
}

/**
 * Serves `/api/*` like the HTTP API: the route table picks the route and its
 * family, the family's Lambda handler runs with a payload 2.0 event, and its
 * structured result becomes the response.
 */
export function createHttpGateway(routes: readonly RouteDef[], lambdas: Map<CallFamily, HttpLambda>) {
  const match = createRouteMatcher(routes);

  return async function handleApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = parseUrl(request.url ?? '/');
    const method = (request.method ?? 'GET').toUpperCase();
    const matched = url ? match(method, url.pathname) : { malformed: true as const };
    // API Gateway refuses an address it cannot decode before any Lambda runs.
    if (!url || (matched && 'malformed' in matched)) {
      sendJson(response, 400, { errorCode: ErrorCode.BadRequest, message: Messages.malformedAddress });
      return;
    }
    const found = matched && !('malformed' in matched) ? matched : undefined;
    const lambda = found ? lambdas.get(found.route.family) : undefined;
    if (!found || !lambda) {
      sendJson(response, 404, { errorCode: ErrorCode.NotFound, message: Messages.routeNotFound });
      return;
    }
    const body = await readBody(request);
    if (!body) {
      sendJson(response, 413, { errorCode: ErrorCode.PayloadTooLarge, message: Messages.bodyTooLarge });
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
    }
    const event = toHttpEvent({
      method,
      path: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      body,
      routeKey: found.routeKey,
      pathParameters: found.pathParameters,
      sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
    });
    const result = await lambda(event, lambdaContext(found.route.family));
    const payload = result.body ?? '';
    response.writeHead(result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>);
    response.end(result.isBase64Encoded ? Buffer.from(payload, 'base64') : payload);
  };
}
