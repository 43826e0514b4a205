import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { API_SECURITY_HEADERS } from '@shared/api/security-headers';
import { isCachedLookupPath, routeKey, type RouteDef } from '@shared/api/route';
import { authenticate } from './authenticate';
import { Reply, type Call, type FamilyImplementation, type SessionGate } from './call';
import { errorResponder } from './error-responder';
import { inIndustryWords } from './industry-words';
import { withRequestScope } from './log';
import { checkBodySize, parseRequest } from './parse-request';

type Entry = { route: RouteDef; run: (call: Call<RouteDef>) => Promise<unknown> };

function cacheControl(route: RouteDef): string {
  // Spec platform §7: GETs under Lookups or System are cached by the client; let
  // the browser reuse them for an hour. Everything else is per-user and fresh.
  return route.method === 'GET' && isCachedLookupPath(route.path) ? 'private, max-age=3600' : 'no-store';
}

function toResult(route: RouteDef, value: unknown): APIGatewayProxyStructuredResultV2 {
  const base = { ...API_SECURITY_HEADERS, 'cache-control': cacheControl(route) };
  if (value instanceof Reply) {
    return {
      statusCode: value.status,
      headers: { ...base, ...(value.isBase64Encoded ? {} : { 'content-type': 'application/json' }), ...value.headers },
      body: value.isBase64Encoded ? String(value.body) : JSON.stringify(value.body),
      isBase64Encoded: value.isBase64Encoded,
    };
  }
  return { statusCode: 200, headers: { ...base, 'content-type': 'application/json' }, body: JSON.stringify(value) };
}

/**
 * The Lambda handler of one call family: matches the API Gateway route key to
 * the route table, checks the body size, authenticates and authorises from the
 * route's permission, and only then validates the request and runs the call.
 * Errors are shaped in one place.
 */
export function createFamilyHandler<Routes extends Record<string, RouteDef>>(
  routes: Routes,
  implementation: FamilyImplementation<Routes>,
  gate: SessionGate = {},
) {
  const byKey = new Map<string, Entry>();
  for (const [name, route] of Object.entries(routes)) {
    byKey.set(routeKey(route), { route, run: implementation[name] as Entry['run'] });
  }

  const dispatch = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const entry = byKey.get(event.routeKey);
    if (!entry) throw new ApiError(ErrorCode.NotFound, Messages.routeNotFound);
    const { route } = entry;
    // DESIGN §2: size, then session (401), then permission (403), then schemas (400).
    checkBodySize(route, event);
    const session =
      route.permission.kind === 'public'
        ? undefined
        : await authenticate(event, route.permission, gate.withOrganisation);
    if (session && gate.admit) await gate.admit(session);
    const parsed = parseRequest(route, event);
    const client = {
      ip: event.requestContext?.http?.sourceIp ?? 'unknown',
      userAgent: (event.requestContext?.http?.userAgent ?? '').slice(0, 300),
    };
    try {
      const value = await entry.run({ route, ...parsed, client, event, session } as Call<RouteDef>);
      return toResult(route, value);
    } catch (error) {
      throw inIndustryWords(error, session?.entity?.Config.Industry);
    }
  };

  return withRequestScope(
    middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
      .use(errorResponder())
      .handler(dispatch),
  );
}
