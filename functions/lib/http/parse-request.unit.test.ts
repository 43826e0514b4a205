import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { RouteDef } from '@shared/api/route';
import { parseRequest } from './parse-request';

const route = {
  method: 'GET',
  path: 'Customers/{id}',
  family: 'parties',
  permission: { kind: 'session' },
  params: z.object({ id: z.string().min(1).max(64) }),
  query: z.object({ q: z.string().max(60).optional() }),
} as unknown as RouteDef;

const event = (pathParameters: Record<string, string>, queryStringParameters?: Record<string, string>) =>
  ({ pathParameters, queryStringParameters, isBase64Encoded: false }) as unknown as APIGatewayProxyEventV2;

function failure(run: () => unknown): ApiError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return undefined;
}

describe('parseRequest: path and query values', () => {
  it.each(['\uD800', 'ab\uDC00', '\uDBFF\uDBFF'])(
    'refuses a value that is not well-formed text (%j) with 400',
    (bad) => {
      for (const input of [event({ id: bad }), event({ id: 'x' }, { q: bad })]) {
        const error = failure(() => parseRequest(route, input));
        expect(error?.status).toBe(ErrorCode.BadRequest);
        expect(error?.toBody()).toEqual({ errorCode: 400, message: Messages.malformedAddress });
      }
    },
  );

  it.each(['%', '%E0%A4%A', '100%', '\uFFFD', 'द', '😀'])(
    'takes %j as ordinary text (nothing decodes twice)',
    (value) => {
      expect(parseRequest(route, event({ id: value }, { q: value })).params).toEqual({ id: value });
    },
  );
});
