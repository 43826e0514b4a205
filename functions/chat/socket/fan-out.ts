import { listOrgConnections, listUserConnections } from '../../data/realtime/connections-repo';
import { listSubscribers, roomTopic } from '../../data/realtime/subscriptions-repo';

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
