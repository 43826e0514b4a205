import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { PUBLIC } from '@shared/access/permission';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { routeKey, type RouteDef } from '@shared/api/route';
import { API_SECURITY_HEADERS } from '@shared/api/security-headers';
import { lambdaContext } from '../../../infra/local/http-event';
import { createFamilyHandler } from './family-handler';

const route = (path: string, method = 'POST') =>
  ({ method, path, family: 'iam', permission: PUBLIC, body: z.object({ Name: z.string() }) }) as unknown as RouteDef;
const routes = { ok: route('Probe/Ok'), refused: route('Probe/Refused'), broken: route('Probe/Broken') };

const handler = createFamilyHandler(routes, {
  ok: async () => ({ done: true }),
  refused: async () => {
    throw new ApiError(ErrorCode.Conflict, 'No.');
  },
  broken: async () => {
    throw new Error('boom');
  },
} as never);

async function call(r: RouteDef, body: string): Promise<APIGatewayProxyStructuredResultV2> {
  const event = {
    routeKey: routeKey(r),
    body,
    isBase64Encoded: false,
    headers: {},
    requestContext: { http: {} },
  } as unknown as APIGatewayProxyEventV2;
  process.env.KARKHANA_QUIET = '1';
  const spy = console.error;
  console.error = () => undefined;
  try {
    return (await handler(event, lambdaContext('iam'))) as APIGatewayProxyStructuredResultV2;
  } finally {
    console.error = spy;
  }
}

describe('every API answer carries the shared security headers', () => {
  it.each([
    ['a success', routes.ok, '{"Name":"x"}', 200],
    ['invalid JSON', routes.ok, '{', 400],
    ['a validation failure', routes.ok, '{}', 400],
    ['a refusal', routes.refused, '{"Name":"x"}', 409],
    ['an unexpected failure', routes.broken, '{"Name":"x"}', 500],
  ])('%s', async (_, r, body, status) => {
    const answer = await call(r, body);
    expect(answer.statusCode).toBe(status);
    expect(answer.headers).toMatchObject(API_SECURITY_HEADERS);
    expect(answer.headers?.['x-content-type-options']).toBe('nosniff');
  });
});
