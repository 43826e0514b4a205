import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError } from '@shared/api/errors';
import { usersRoutes } from '@shared/api/routes/users';
import { describe, expect, it } from 'vitest';
import { parseRequest } from './parse-request';

const post = (body: unknown) => ({ body: JSON.stringify(body), isBase64Encoded: false }) as APIGatewayProxyEventV2;

const refusal = (body: unknown): ApiError => {
  try {
    parseRequest(usersRoutes.createDesignation, post(body));
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('the body was accepted');
};

describe('parseRequest field errors are written for people (one error map, shared with the forms)', () => {
  it('says how long a designation may be, not zod\'s "Too big: expected string to have <=100 characters"', () => {
    const error = refusal({ Name: 'x'.repeat(101) });
    expect(error.errors).toEqual([{ path: 'Name', message: 'Use at most 100 characters.' }]);
    expect(error.message).toBe('Use at most 100 characters.');
  });

  it("names a missing field with the spec's required text", () => {
    expect(refusal({}).errors).toEqual([{ path: 'Name', message: 'This Field Is Required.' }]);
  });
});
