import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { SESSION, type Permission } from '@shared/access/permission';
import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { socketAction, SocketMessages, type SocketAction, type SocketEvent } from '@shared/api/socket';
import {
  findConnection,
  removeConnection,
  saveConnection,
  type ConnectionRecord,
} from '../../data/realtime/connections-repo';
import { authenticateToken } from '../http/authenticate';
import type { SessionGate } from '../http/call';
import { withRequestScope } from '../http/log';
import type { SocketActionTable, SocketCall, SocketLambdaEvent, SocketLambdaResult, SocketSender } from './socket-call';
import { socketErrorResponder } from './socket-error-responder';

/** Sends one event to one connection (the management API in the cloud, the emulator locally). */
export type EventSender = (connectionId: string, event: SocketEvent) => Promise<unknown>;

const ok: SocketLambdaResult = { statusCode: 200, body: '' };

/** Parses a message with the contract; anything else is a 400 in the HTTP error shape. */
export function parseSocketMessage(body: string | undefined): SocketAction {
  let value: unknown;
  try {
    value = JSON.parse(body ?? '');
  } catch {
    throw new ApiError(ErrorCode.BadRequest, SocketMessages.invalidJson);
  }
  const result = socketAction.safeParse(value);
  if (result.success) return result.data;
  // A missing or unknown action is its own message; a known action with bad fields lists them.
  const actionIssue = result.error.issues.find((issue) => issue.path.length === 1 && issue.path[0] === 'action');
  if (actionIssue || typeof value !== 'object' || value === null) {
    throw new ApiError(ErrorCode.BadRequest, SocketMessages.unknownAction);
  }
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new ApiError(ErrorCode.BadRequest, errors[0]?.message ?? Messages.validationFailed, errors);
}

/**
 * The ws Lambda: `$connect` authenticates once with the session token (browsers
 * cannot set headers on a WebSocket, so it comes as `?token=`) and records the
 * connection; `$disconnect` forgets it; every other route is a message, parsed
 * with the contract and run by the action table for the connection's user.
 * Errors are shaped in one place (socketErrorResponder).
 */
/** Called after a connection is forgotten (the chat tells others the user went offline). */
export type DisconnectHook = (connection: Pick<ConnectionRecord, 'OrgId' | 'UserId' | 'EntId'>) => Promise<void>;

/**
 * Who may connect: the permission checked with the token on `$connect` (any
 * session by default) and a further check of the verified session (chat: the
 * organisation's new-features flag). A refusal answers the upgrade with its status.
 */
export type ConnectGate = { permission: Permission } & SessionGate;

export function createSocketHandler(
  actions: SocketActionTable,
  send: EventSender,
  onDisconnect?: DisconnectHook,
  gate: ConnectGate = { permission: SESSION },
) {
  const dispatch = async (event: SocketLambdaEvent): Promise<SocketLambdaResult> => {
    const { routeKey, connectionId } = event.requestContext;
    if (routeKey === '$connect') {
      const session = await authenticateToken(
        event.queryStringParameters?.token,
        gate.permission,
        gate.withOrganisation,
      );
      if (gate.admit) await gate.admit(session);
      await saveConnection({
        OrgId: session.orgId,
        UserId: session.userId,
        EntId: session.entityId,
        ConnectionId: connectionId,
      });
      return ok;
    }
    if (routeKey === '$disconnect') {
      const gone = await removeConnection(connectionId);
      if (gone && onDisconnect) await onDisconnect(gone);
      return ok;
    }
    const connection = await findConnection(connectionId);
    if (!connection) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
    const message = parseSocketMessage(event.body);
    const sender: SocketSender = {
      orgId: connection.OrgId,
      entityId: connection.EntId,
      userId: connection.UserId,
      connectionId,
    };
    const run = actions[message.action] as (call: SocketCall<SocketAction>) => Promise<SocketEvent | undefined>;
    const answer = await run({ message, sender });
    if (answer) await send(connectionId, answer);
    return ok;
  };

  return withRequestScope(
    middy<SocketLambdaEvent, SocketLambdaResult, Error, Context>().use(socketErrorResponder(send)).handler(dispatch),
  );
}
