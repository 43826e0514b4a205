import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC } from '@shared/access/permission';
import { routeKey, type RouteDef } from '@shared/api/route';
import { lambdaContext } from '../../../infra/local/http-event';
import { createFamilyHandler } from './family-handler';
import { inRequestScope, log } from './log';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJlLXNlY3JldA';
const PASSWORD = 'hunter2-Correct-Horse';
const OTP = '493817';
const SECRETS = [JWT, PASSWORD, OTP, 'c2lnbmF0dXJlLXNlY3JldA'];

const login = {
  method: 'POST',
  path: 'Probe/Login',
  family: 'iam',
  permission: PUBLIC,
  body: z.object({ UserName: z.string(), Password: z.string(), Otp: z.string() }),
} as unknown as RouteDef;

/** A careless call: logs what it was given, then fails quoting the token. */
const handler = createFamilyHandler({ login }, {
  login: async (call: { body: unknown; event: APIGatewayProxyEventV2 }) => {
    log('info', 'login attempt', { body: call.event.body, input: call.body, headers: call.event.headers });
    log('warn', `retrying with ${call.event.headers?.authorization ?? ''}`, {
      Token: JWT,
      nested: { newPassword: PASSWORD, code: OTP },
    });
    throw new Error(`verification failed for Bearer ${JWT}`);
  },
} as never);

let lines: string[];
beforeEach(() => {
  lines = [];
  vi.stubEnv('KARKHANA_QUIET', '0');
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('request logs', () => {
  it('carry the request id on every line and never a password, token, OTP or body', async () => {
    const event = {
      routeKey: routeKey(login),
      body: JSON.stringify({ UserName: 'owner', Password: PASSWORD, Otp: OTP }),
      isBase64Encoded: false,
      headers: { authorization: `Bearer ${JWT}`, 'content-type': 'application/json' },
      requestContext: { requestId: 'req-7f3a', routeKey: routeKey(login), http: { sourceIp: '10.0.0.1' } },
    } as unknown as APIGatewayProxyEventV2;
    const answer = await handler(event, lambdaContext('iam'));
    expect(answer.statusCode).toBe(500);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({ requestId: 'req-7f3a', route: routeKey(login) });
      for (const secret of SECRETS) expect(line).not.toContain(secret);
    }
  });

  it('keep concurrent requests apart', async () => {
    await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        inRequestScope({ requestId: id }, async () => {
          await new Promise((r) => setTimeout(r, 5));
          log('info', `line of ${id}`);
        }),
      ),
    );
    expect(
      lines
        .map((line) => JSON.parse(line) as { requestId: string; message: string })
        .map((l) => `${l.requestId}:${l.message}`)
        .sort(),
    ).toEqual(['a:line of a', 'b:line of b', 'c:line of c']);
  });
});
