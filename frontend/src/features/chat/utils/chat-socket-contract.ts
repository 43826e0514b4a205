import { apiErrorBody } from '@shared/api/errors';
import type { SocketAction, SocketEvent } from '@shared/api/socket';
import * as z from 'zod';
import { chatSocketActions, chatSocketEvents } from '@shared/chat/socket-contract';

/**
 * The chat part of the socket contract, read member by member
 * (shared/chat/socket-contract.ts): the browser never builds the contract's
 * discriminated unions, whose zod code would otherwise join the login route
 * (lib/socket-client.ts says why). An event or action outside chat's is
 * dropped or refused here, as the whole contract would.
 */
const EVENTS = new Map<string, (typeof chatSocketEvents)[number]>(
  chatSocketEvents.map((schema) => [schema.shape.event.value, schema]),
);
const ACTIONS = new Map<string, (typeof chatSocketActions)[number]>(
  chatSocketActions.map((schema) => [schema.shape.action.value, schema]),
);

/** The refusals the user sees (a room request, a file); built here from the error body, as the contract's own union stays off the browser. */
const shownRefusal = apiErrorBody.extend({
  event: z.literal('MessageError'),
  action: z.enum(['CreateRoom', 'GetOpenRoom', 'FileUploadSuccess']),
});

const nameOf = (json: unknown, key: 'event' | 'action'): string | undefined => {
  if (typeof json !== 'object' || json === null) return undefined;
  const value = (json as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

export function parseChatEvent(json: unknown): SocketEvent | undefined {
  const name = nameOf(json, 'event');
  if (name === 'MessageError') {
    // Spec platform §8: chat failures are logged, never put in front of the user...
    console.warn('Chat socket refused a message', json);
    // ...except the answer to a room the user asked to open (CreateRoom, GetOpenRoom), which says why it cannot be,
    // and a refused file, whose §5 text the composer shows (file-announcement.ts).
    const refusal = shownRefusal.safeParse(json);
    return refusal.success ? (refusal.data as SocketEvent) : undefined;
  }
  const schema = name === undefined ? undefined : EVENTS.get(name);
  const result = schema?.safeParse(json);
  return result?.success ? (result.data as SocketEvent) : undefined;
}

export function checkChatAction(action: SocketAction): SocketAction {
  const schema = ACTIONS.get(action.action);
  if (!schema) throw new Error(`${action.action} is not a chat action`);
  return schema.parse(action) as SocketAction;
}
