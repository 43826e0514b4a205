import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { SOCKET_ACTIONS } from '@shared/api/socket';
import { lambdaContext } from './http-event';
import type { WsLambda } from './lambda-registry';

type Connection = { socket: WebSocket; connectedAt: string; lastActiveAt: string; sourceIp: string; userAgent: string };

/** Action routes the cloud API declares besides $connect/$disconnect/$default: the contract's actions. */
const ACTION_ROUTES: readonly string[] = SOCKET_ACTIONS;

/**
 * Emulates the API Gateway WebSocket API: `$connect` (the upgrade is refused
 * unless the handler answers 2xx), `$disconnect`, routing by the JSON `action`
 * field (falling back to `$default`), and the `@connections` management
 * endpoint the SDK calls (`POST /@connections/<id>`; a gone id answers 410 with
 * `x-amzn-errortype: GoneException`).
 */
export function createWebSocketGateway(handler: WsLambda) {
  const server = new WebSocketServer({ noServer: true });
  const connections = new Map<string, Connection>();

  const event = (routeKey: string, connectionId: string, extra: Record<string, unknown> = {}) => ({
    requestContext: {
      routeKey,
      connectionId,
      eventType: routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE',
      apiId: 'local',
      stage: 'local',
      domainName: 'localhost',
      requestId: randomBytes(8).toString('hex'),
      connectedAt: Date.now(),
      requestTimeEpoch: Date.now(),
      messageDirection: 'IN',
    },
    isBase64Encoded: false,
    ...extra,
  });

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const connectionId = randomBytes(9).toString('base64');
    const answer = await handler(
      event('$connect', connectionId, {
        queryStringParameters: Object.fromEntries(url.searchParams),
        headers: request.headers,
      }),
      lambdaContext('ws'),
    ).catch(() => ({ statusCode: 500 }));
    const status = answer?.statusCode ?? 200;
    if (status < 200 || status > 299) {
      socket.end(
        `HTTP/1.1 ${status === 401 ? '401 Unauthorized' : status === 403 ? '403 Forbidden' : '500 Internal Server Error'}\r\n\r\n`,
      );
      return;
    }
    server.handleUpgrade(request, socket, head, (ws) => {
      const now = new Date().toISOString();
      connections.set(connectionId, {
        socket: ws,
        connectedAt: now,
        lastActiveAt: now,
        sourceIp: request.socket.remoteAddress ?? '',
        userAgent: String(request.headers['user-agent'] ?? ''),
      });
      ws.on('message', (data) => {
        const body = data.toString();
        const connection = connections.get(connectionId);
        if (connection) connection.lastActiveAt = new Date().toISOString();
        let action: unknown;
        try {
          action = (JSON.parse(body) as { action?: unknown }).action;
        } catch {
          action = undefined;
        }
        const routeKey = typeof action === 'string' && ACTION_ROUTES.includes(action) ? action : '$default';
        void handler(event(routeKey, connectionId, { body }), lambdaContext('ws')).catch(() => undefined);
      });
      ws.on('close', () => {
        connections.delete(connectionId);
        void handler(event('$disconnect', connectionId), lambdaContext('ws')).catch(() => undefined);
      });
    });
  }

  /** `/@connections/<id>`: POST sends, GET describes, DELETE disconnects. */
  function handleManagement(request: IncomingMessage, response: ServerResponse, body: Buffer): void {
    const raw = (request.url ?? '').split('?')[0]?.replace(/^\/@connections\//, '') ?? '';
    // A connection id that does not decode names no connection: Gone, like any unknown id.
    const id = (() => {
      try {
        return decodeURIComponent(raw);
      } catch {
        return '';
      }
    })();
    const connection = connections.get(id);
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
      response.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
      response.end(JSON.stringify({ message: 'Gone' }));
      return;
    }
    if (request.method === 'POST') {
      connection.socket.send(body.toString('utf8'));
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          ConnectedAt: connection.connectedAt,
          LastActiveAt: connection.lastActiveAt,
          Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
        }),
      );
    } else if (request.method === 'DELETE') {
      connection.socket.close();
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  }

  return {
    handleUpgrade,
    handleManagement,
    close: () => {
      for (const { socket } of connections.values()) socket.terminate();
      server.close();
    },
  };
}
