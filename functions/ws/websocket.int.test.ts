import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { createWebSocketGateway } from '../../infra/local/websocket-gateway';
import { readBody } from '../../infra/local/http-gateway';
import { freePort } from '../../infra/local/ports';
import { listUserConnections } from '../data/connections-repo';
import { invoke } from '../test/invoke';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from '../test/test-organisation';
import { handler } from './handler';
import { postToConnection } from './post-to-connection';

let org: TestOrganisation;
let server: Server;
let url: string;
let login: LoginResponse;
const gateway = createWebSocketGateway(handler as Parameters<typeof createWebSocketGateway>[0]);

beforeAll(async () => {
  const port = await freePort();
  url = `ws://127.0.0.1:${port}/ws`;
  process.env.WS_MANAGEMENT_ENDPOINT = `http://127.0.0.1:${port}`;
  server = createServer((request, response) => {
    void readBody(request).then((body) => gateway.handleManagement(request, response, body ?? Buffer.alloc(0)));
  });
  server.on('upgrade', (request, socket, head) => void gateway.handleUpgrade(request, socket, head));
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  org = await createTestOrganisation();
  login = (await invoke<LoginResponse>(iamRoutes.authenticate, { body: { username: 'advisor', password: TEST_PASSWORD, domain: org.domain } })).body;
});

afterAll(async () => {
  gateway.close();
  await new Promise<void>((done) => server.close(() => done()));
});

const open = (token?: string): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(token ? `${url}?token=${encodeURIComponent(token)}` : url);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });

const nextMessage = (socket: WebSocket): Promise<Record<string, unknown>> =>
  new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()) as Record<string, unknown>)));

const waitFor = async (check: () => Promise<boolean>): Promise<void> => {
  for (let i = 0; i < 50; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not reached');
};

describe('WebSocket API ($connect, action routing, @connections, $disconnect)', () => {
  it('refuses a connection without a valid session token', async () => {
    await expect(open()).rejects.toThrow('HTTP 401');
    await expect(open('not-a-token')).rejects.toThrow('HTTP 401');
  });

  it('connects with the session token, answers ping through the management endpoint, and forgets it on close', async () => {
    const socket = await open(login.Token);
    await waitFor(async () => (await listUserConnections(org.orgId, login.User.UserId)).length === 1);
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ action: 'ping' }));
    expect(await reply).toMatchObject({ action: 'pong' });

    const unknown = nextMessage(socket);
    socket.send(JSON.stringify({ action: 'NoSuchAction' }));
    expect(await unknown).toMatchObject({ action: 'MessageError' });

    const [connection] = await listUserConnections(org.orgId, login.User.UserId);
    socket.close();
    await waitFor(async () => (await listUserConnections(org.orgId, login.User.UserId)).length === 0);
    // A gone connection answers 410 GoneException, which the sender turns into false.
    expect(await postToConnection(connection?.ConnectionId ?? 'x', { action: 'late' })).toBe(false);
  });

  it('a logged-out session cannot connect', async () => {
    const session = (await invoke<LoginResponse>(iamRoutes.authenticate, { body: { username: 'cashier', password: TEST_PASSWORD, domain: org.domain } })).body;
    await invoke(iamRoutes.logout, { token: session.Token });
    await expect(open(session.Token)).rejects.toThrow('HTTP 401');
  });
});
