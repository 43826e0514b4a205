import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Messages } from '@shared/api/messages';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { socketEvent, SocketMessages } from '@shared/api/socket';
import { lambdaContext } from '../../../infra/local/http-event';
import { createWebSocketGateway } from '../../../infra/local/websocket-gateway';
import { createSocketHandler } from '../../lib/ws/socket-handler';
import { readBody } from '../../../infra/local/http-gateway';
import { freePort } from '../../../infra/local/ports';
import { listUserConnections } from '../../data/realtime/connections-repo';
import { invoke } from '../../test/invoke';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from '../../test/test-organisation';
import { handler } from './handler';
import { chatActions } from './chat-actions';
import { postToConnection } from '../../lib/ws/post-to-connection';

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
  login = (
    await invoke<LoginResponse>(iamRoutes.authenticate, {
      body: { username: 'advisor', password: TEST_PASSWORD, domain: org.domain },
    })
  ).body;
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
  new Promise((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(data.toString()) as Record<string, unknown>)),
  );

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
    expect(socketEvent.parse(await reply)).toMatchObject({ event: 'pong' });

    const unknown = nextMessage(socket);
    socket.send(JSON.stringify({ action: 'NoSuchAction' }));
    expect(await unknown).toEqual({
      event: 'MessageError',
      errorCode: 400,
      message: SocketMessages.unknownAction,
      action: 'NoSuchAction',
    });

    const [connection] = await listUserConnections(org.orgId, login.User.UserId);
    socket.close();
    await waitFor(async () => (await listUserConnections(org.orgId, login.User.UserId)).length === 0);
    // A gone connection answers 410 GoneException, which the sender turns into false.
    expect(await postToConnection(connection?.ConnectionId ?? 'x', { action: 'late' })).toBe(false);
  });

  it('answers bad messages with a MessageError in the HTTP error shape and keeps serving', async () => {
    const socket = await open(login.Token);
    await waitFor(async () => (await listUserConnections(org.orgId, login.User.UserId)).length === 1);
    const cases: [string, Record<string, unknown>][] = [
      ['{"action": "ping",', { errorCode: 400, message: SocketMessages.invalidJson }],
      ['"ping"', { errorCode: 400, message: SocketMessages.unknownAction }],
      ['{}', { errorCode: 400, message: SocketMessages.unknownAction }],
      [JSON.stringify({ action: 42 }), { errorCode: 400, message: SocketMessages.unknownAction }],
    ];
    for (const [text, expected] of cases) {
      const answer = nextMessage(socket);
      socket.send(text);
      const event = socketEvent.parse(await answer);
      expect(event, text).toEqual({ event: 'MessageError', ...expected });
    }

    // A known action with a key the contract does not know lists the field, like an HTTP 400.
    const extra = nextMessage(socket);
    socket.send(JSON.stringify({ action: 'ping', Room: 'x' }));
    expect(await extra).toMatchObject({
      event: 'MessageError',
      errorCode: 400,
      action: 'ping',
      errors: [expect.objectContaining({ path: '' })],
    });

    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ action: 'ping' }));
    expect(await reply).toMatchObject({ event: 'pong' });
    socket.close();
    await waitFor(async () => (await listUserConnections(org.orgId, login.User.UserId)).length === 0);
  });

  it('a message from a connection it does not know is refused, not run', async () => {
    const sent: unknown[] = [];
    const isolated = createSocketHandler(
      { ...chatActions, ping: async () => ({ event: 'pong', at: 'now' }) },
      async (_id, event) => sent.push(event),
    );
    const answer = await isolated(
      {
        requestContext: { routeKey: 'ping', connectionId: 'never-connected' },
        body: '{"action":"ping"}',
      } as Parameters<typeof isolated>[0],
      lambdaContext('ws'),
    );
    expect(answer).toMatchObject({ statusCode: 403 });
    expect(sent).toEqual([{ event: 'MessageError', errorCode: 403, message: Messages.forbidden, action: 'ping' }]);
  });

  it('a logged-out session cannot connect', async () => {
    const session = (
      await invoke<LoginResponse>(iamRoutes.authenticate, {
        body: { username: 'cashier', password: TEST_PASSWORD, domain: org.domain },
      })
    ).body;
    await invoke(iamRoutes.logout, { token: session.Token });
    await expect(open(session.Token)).rejects.toThrow('HTTP 401');
  });
});
