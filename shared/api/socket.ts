import * as z from 'zod';
import { appointmentSocketEvents } from '../appointments/appointment-events';
import { chatSocketActions, chatSocketEvents } from '../chat/socket-contract';
import { partsNoticeSocketEvents } from '../purchasing/parts-notices';
import { shopFloorSocketEvents } from '../service/shop-floor-events';
import { apiErrorBody } from './errors';

/**
 * The WebSocket contract (DESIGN §2), read by the ws function, the local gateway,
 * the CDK WebSocket API and the browser client, so an action is written once.
 *
 * - Actions go from client to server, discriminated on `action`; each one is an
 *   API Gateway route of its own (unknown ones fall to `$default`).
 * - Events go from server to client, discriminated on `event`. A refused or
 *   failed message answers `MessageError` (spec platform §7 'Sockets'), shaped
 *   as the HTTP error body `{ errorCode, message }` (+ field errors).
 *
 * Authentication happens once, on `$connect`, with the session token; messages
 * act for the connection's user and branch. Chat actions and events join here,
 * and the shop floor's DocumentChanged (shared/service/shop-floor-events.ts).
 */

const ping = z.strictObject({ action: z.literal('ping') });

const SOCKET_ACTION_SCHEMAS = [ping, ...chatSocketActions] as const;

export const socketAction = z.discriminatedUnion('action', SOCKET_ACTION_SCHEMAS);
export type SocketAction = z.infer<typeof socketAction>;
export type SocketActionName = SocketAction['action'];

/** The action names, in declaration order: one route each in the cloud and the local gateway. */
export const SOCKET_ACTIONS: readonly SocketActionName[] = SOCKET_ACTION_SCHEMAS.map(
  (schema) => schema.shape.action.value,
);

const pong = z.object({ event: z.literal('pong'), at: z.string() });

export const socketErrorEvent = apiErrorBody.extend({
  event: z.literal('MessageError'),
  /** The action that was refused, when the message named one. */
  action: z.string().optional(),
});

export const socketEvent = z.discriminatedUnion('event', [
  pong,
  socketErrorEvent,
  ...chatSocketEvents,
  ...shopFloorSocketEvents,
  ...partsNoticeSocketEvents,
  ...appointmentSocketEvents,
]);
export type SocketEvent = z.infer<typeof socketEvent>;
export type SocketErrorEvent = z.infer<typeof socketErrorEvent>;

/** Texts of socket refusals (HTTP-style bodies, socket wording). */
export const SocketMessages = {
  invalidJson: 'The message is not valid JSON.',
  unknownAction: 'Unknown action.',
} as const;
