import type { SocketEvent } from '@shared/api/socket';
import { listOrgConnections, listUserConnections } from '../../data/realtime/connections-repo';
import { listSubscribers, roomTopic } from '../../data/realtime/subscriptions-repo';
import { log } from '../../lib/http/log';
import { postToConnection } from '../../lib/ws/post-to-connection';

/** The sender of one event to one connection (the management API; replaced in fault tests). */
export type Poster = (connectionId: string, data: unknown) => Promise<boolean>;

export type FanOutResult = { delivered: number; gone: number; failed: number };

/**
 * Pushes one event to connections, one PostToConnection each, in parallel. It
 * runs only after the message is stored, and never throws: a gone connection
 * (410) is removed by the poster, a throttled or failed post is logged, and
 * the client catches up on reconnect (JoinChat with its cursor), so nothing
 * stored is lost.
 */
export async function fanOut(
  connectionIds: readonly string[],
  event: SocketEvent,
  except?: string,
  post: Poster = postToConnection,
): Promise<FanOutResult> {
  const targets = [...new Set(connectionIds)].filter((id) => id !== except);
  const outcomes = await Promise.allSettled(targets.map((id) => post(id, event)));
  const result: FanOutResult = { delivered: 0, gone: 0, failed: 0 };
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') {
      result.failed += 1;
      log('warn', 'chat event not delivered', { event: event.event, error: (outcome.reason as Error).name });
    } else if (outcome.value) result.delivered += 1;
    else result.gone += 1;
  }
  return result;
}

/** Connections of the given users: one query per user (a private conversation has two). */
export async function userConnectionIds(orgId: string, userIds: readonly string[]): Promise<string[]> {
  const lists = await Promise.all([...new Set(userIds)].map((userId) => listUserConnections(orgId, userId)));
  return lists.flat().map((c) => c.ConnectionId);
}

/** Connections subscribed to a room: one query. */
export async function roomConnectionIds(orgId: string, roomId: string): Promise<string[]> {
  return (await listSubscribers(orgId, roomTopic(roomId))).map((s) => s.ConnectionId);
}

/**
 * Connections of an organisation that belong to a room's members: one query
 * of the organisation's connection items, kept when `wanted` says so (by the
 * connection's branch for a public room, by user for a private one).
 */
export async function orgConnections(
  orgId: string,
  wanted: (c: { UserId: string; EntId: string }) => boolean,
): Promise<string[]> {
  return (await listOrgConnections(orgId)).filter(wanted).map((c) => c.ConnectionId);
}
