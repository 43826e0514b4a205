import { createServer, type Server } from 'node:http';
import WebSocket from 'ws';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import type { RouteDef } from '@shared/api/route';
import { CHAT_USER_HEADER } from '@shared/chat/call-schemas';
import { readBody } from '../../infra/local/http-gateway';
import { freePort } from '../../infra/local/ports';
import { createWebSocketGateway } from '../../infra/local/websocket-gateway';
import { invoke, type Answer, type Invocation } from './invoke';
import { TEST_PASSWORD, type TestOrganisation } from './test-organisation';
import { handler } from '../chat/socket/handler';

/**
 * Chat tests through the local WebSocket gateway (the same emulator `npm start`
 * runs): a socket per user that records every event, and chat calls made with
 * the session token and the UserId header.
 */
export type Gateway = { url: string; close: () => Promise<void> };

export async function startGateway(): Promise<Gateway> {
  const gateway = createWebSocketGateway(handler as Parameters<typeof createWebSocketGateway>[0]);
  const port = await freePort();
  process.env.WS_MANAGEMENT_ENDPOINT = `http://127.0.0.1:${port}`;
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => gateway.handleManagement(request, response, body ?? Buffer.alloc(0)));
  });
  server.on('upgrade', (request, socket, head) => void gateway.handleUpgrade(request, socket, head));
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    close: async () => {
      gateway.close();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

export type ChatEvent = Record<string, unknown> & { event: string };

export type ChatUser = {
  login: LoginResponse;
  userId: string;
  call: <T>(route: RouteDef, input?: Omit<Invocation, 'token'>) => Promise<Answer<T>>;
};

export async function signIn(org: TestOrganisation, username: string): Promise<ChatUser> {
  const login = (
    await invoke<LoginResponse>(iamRoutes.authenticate, {
      body: { username, password: TEST_PASSWORD, domain: org.domain },
    })
  ).body;
  const userId = login.User.UserId;
  return {
    login,
    userId,
    call: (route, input = {}) =>
      invoke(route, { ...input, token: login.Token, headers: { [CHAT_USER_HEADER]: userId, ...input.headers } }),
  };
}

/** A connected socket that keeps every event, and waits for one that matches. */
export class ChatSocket {
  readonly events: ChatEvent[] = [];
  private waiters: { match: (e: ChatEvent) => boolean; resolve: (e: ChatEvent) => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as ChatEvent;
      this.events.push(event);
      this.waiters = this.waiters.filter((w) => (w.match(event) ? (w.resolve(event), false) : true));
    });
  }

  static open(gateway: Gateway, token: string): Promise<ChatSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${gateway.url}?token=${encodeURIComponent(token)}`);
      socket.once('open', () => resolve(new ChatSocket(socket)));
      socket.once('unexpected-response', (_, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      socket.once('error', reject);
    });
  }

  /** A socket that has joined the chat (JoinChat answered with GroupMessages), as the chat menu does on opening. */
  static async joined(gateway: Gateway, token: string): Promise<ChatSocket> {
    const socket = await ChatSocket.open(gateway, token);
    socket.send({ action: 'JoinChat' });
    await socket.next(isEvent('GroupMessages'));
    return socket;
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first event (already received or still to come) that matches. */
  next(match: (e: ChatEvent) => boolean, timeoutMs = 5000): Promise<ChatEvent> {
    const seen = this.events.find(match);
    if (seen) {
      this.events.splice(this.events.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching event')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(timer);
          this.events.splice(this.events.indexOf(e), 1);
          resolve(e);
        },
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

export const isEvent =
  (name: string, fields: Record<string, unknown> = {}) =>
  (e: ChatEvent): boolean =>
    e.event === name && Object.entries(fields).every(([k, v]) => JSON.stringify(e[k]) === JSON.stringify(v));

export const waitFor = async (check: () => Promise<boolean>): Promise<void> => {
  for (let i = 0; i < 50; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not reached');
};
