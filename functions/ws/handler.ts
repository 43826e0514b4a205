import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { SESSION } from '@shared/access/permission';
import { ApiError } from '@shared/api/errors';
import { findConnection, removeConnection, saveConnection } from '../data/connections-repo';
import { authenticateToken } from '../lib/http/authenticate';
import { log } from '../lib/http/log';
import { postToConnection } from './post-to-connection';

type WsEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
};

const ok: APIGatewayProxyResultV2 = { statusCode: 200, body: '' };

/**
 * Lambda of the WebSocket API. `$connect` authenticates with the session token
 * (browsers cannot set headers on a WebSocket, so it comes as `?token=`),
 * `$disconnect` forgets the connection, and messages are routed by their JSON
 * `action` field. Chat actions (spec platform §7 'Sockets') are added by the chat
 * family; `ping` answers `pong` so clients and tests can check the round trip.
 */
export async function handler(event: WsEvent): Promise<APIGatewayProxyResultV2> {
  const { routeKey, connectionId } = event.requestContext;
  try {
    if (routeKey === '$connect') {
      const session = await authenticateToken(event.queryStringParameters?.token, SESSION);
      await saveConnection({ OrgId: session.orgId, UserId: session.userId, EntId: session.entityId, ConnectionId: connectionId });
      return ok;
    }
    if (routeKey === '$disconnect') {
      await removeConnection(connectionId);
      return ok;
    }
    const message = parseMessage(event.body);
    const connection = await findConnection(connectionId);
    if (!connection) return { statusCode: 403, body: '' };
    if (message?.action === 'ping') {
      await postToConnection(connectionId, { action: 'pong', at: new Date().toISOString() });
      return ok;
    }
    await postToConnection(connectionId, { action: 'MessageError', message: 'Unknown action.' });
    return ok;
  } catch (error) {
    if (error instanceof ApiError) return { statusCode: error.status, body: JSON.stringify(error.toBody()) };
    log('error', 'websocket handler failed', { routeKey, error: (error as Error).message });
    return { statusCode: 500, body: '' };
  }
}

function parseMessage(body: string | undefined): { action?: string } | undefined {
  try {
    const value = JSON.parse(body ?? '') as unknown;
    return typeof value === 'object' && value !== null ? (value as { action?: string }) : undefined;
  } catch {
    return undefined;
  }
}
