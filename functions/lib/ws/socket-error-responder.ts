import type { MiddlewareObj } from '@middy/core';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { SocketErrorEvent } from '@shared/api/socket';
import { log } from '../http/log';
import type { SocketLambdaEvent, SocketLambdaResult } from './socket-call';

/** Delivers an error event to the sender; a connection already gone is not an error. */
export type ErrorSender = (connectionId: string, event: SocketErrorEvent) => Promise<unknown>;

/** The action a message named, for the error event; anything else is left out. */
export function namedAction(body: string | undefined): string | undefined {
  try {
    const action = (JSON.parse(body ?? '') as { action?: unknown } | null)?.action;
    return typeof action === 'string' ? action.slice(0, 64) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The socket counterpart of the HTTP error responder: one place that shapes
 * failures. `$connect` and `$disconnect` answer a status (a refused `$connect`
 * refuses the upgrade); a message answers a `MessageError` event to its sender
 * in the HTTP error shape. Unknown errors are logged and answered without internals.
 */
export const socketErrorResponder = (send: ErrorSender): MiddlewareObj<SocketLambdaEvent, SocketLambdaResult> => ({
  onError: async (request) => {
    const error = request.error;
    if (!error) return;
    const { routeKey, connectionId } = request.event.requestContext;
    const known = error instanceof ApiError;
    if (!known) log('error', 'websocket handler failed', { routeKey, name: error.name, error: error.message });
    const body = known ? error.toBody() : { errorCode: -1, message: Messages.horriblyWrong };
    const status = known ? error.status : ErrorCode.Internal;
    if (routeKey === '$connect' || routeKey === '$disconnect') {
      request.response = { statusCode: status, body: JSON.stringify(body) };
      return;
    }
    const action = namedAction(request.event.body);
    await send(connectionId, { event: 'MessageError', ...body, ...(action ? { action } : {}) }).catch(
      (failure: Error) => log('warn', 'websocket error event not delivered', { routeKey, error: failure.message }),
    );
    request.response = { statusCode: status, body: '' };
  },
});
