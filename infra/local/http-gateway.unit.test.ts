import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { allRoutes } from '@shared/api/routes/index';
import type { CallFamily } from '@shared/api/route';
import { createHttpGateway } from './http-gateway';
import type { HttpLambda } from './lambda-registry';

const routes = allRoutes();
const calls: string[] = [];
const lambda: HttpLambda = async (event) => {
  calls.push(event.routeKey);
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event.pathParameters ?? {}),
  };
};
const lambdas = new Map<CallFamily, HttpLambda>(routes.map((route) => [route.family, lambda]));

let server: Server;
let base: string;

beforeAll(async () => {
  const handleApi = createHttpGateway(routes, lambdas);
  server = createServer((request, response) => void handleApi(request, response));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const withParams = routes.filter((route) => route.path.includes('{'));

describe('local HTTP gateway: malformed percent-encoding', () => {
  it.each(['%E0%A4%A', '%', '%ZZ', '%C3%28'])(
    'answers 400 in the catalogue shape on every route with a path parameter (%s)',
    async (bad) => {
      expect(withParams.length).toBeGreaterThan(10);
      calls.length = 0;
      for (const route of withParams) {
        const path = route.path.replace(/\{\w+\}/g, bad);
        const response = await fetch(`${base}/api/${path}`, {
          method: route.method,
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { body: '{}', headers: { 'content-type': 'application/json' } }),
        });
        expect(response.status, `${route.method} ${route.path}`).toBe(400);
        expect(await response.json()).toEqual({ errorCode: ErrorCode.BadRequest, message: Messages.malformedAddress });
      }
      expect(calls).toEqual([]);
    },
  );

  it('still decodes well-formed escapes for the handler', async () => {
    const route = withParams.find((r) => r.method === 'GET');
    if (!route) throw new Error('no GET route with a parameter');
    const response = await fetch(`${base}/api/${route.path.replace(/\{\w+\}/g, '%E0%A4%A6')}`);
    expect(response.status).toBe(200);
    expect(Object.values((await response.json()) as Record<string, string>)).toContain('\u0926');
  });
});
