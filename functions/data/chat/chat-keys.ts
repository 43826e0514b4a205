import { orgPk, type Key } from '../table/keys';

/**
 * Chat keys (docs/chat.md 'Access patterns'). Each conversation is its own
 * partition under the organisation: pages are key-condition queries on the
 * message ULID. Rooms, unread counters and read cursors live in the
 * organisation's partition next to users and connections.
 */
export const chatKeys = {
  conversation: (orgId: string, conversationId: string): string => `${orgPk(orgId)}#CHAT#${conversationId}`,
  message: (orgId: string, conversationId: string, ulid: string): Key => ({
    pk: `${orgPk(orgId)}#CHAT#${conversationId}`,
    sk: `MSG#${ulid}`,
  }),
  room: (orgId: string, roomId: string): Key => ({ pk: orgPk(orgId), sk: `CHATROOM#${roomId}` }),
  /** A copy of the room per branch, so a branch's rooms are one query. */
  entityRoom: (orgId: string, entityId: string, roomId: string): Key => ({
    pk: orgPk(orgId),
    sk: `CHATENTROOM#${entityId}#${roomId}`,
  }),
  entityRoomsPrefix: (entityId: string): string => `CHATENTROOM#${entityId}#`,
  /** The one public room between two branches (ids sorted). */
  roomPair: (orgId: string, a: string, b: string): Key => ({
    pk: orgPk(orgId),
    sk: `CHATPAIR#${a < b ? `${a}#${b}` : `${b}#${a}`}`,
  }),
  /** A private room with another organisation's user, listed per user (one query for a user's such rooms). */
  userRoom: (orgId: string, userId: string, roomId: string): Key => ({
    pk: orgPk(orgId),
    sk: `CHATUSERROOM#${userId}#${roomId}`,
  }),
  userRoomsPrefix: (userId: string): string => `CHATUSERROOM#${userId}#`,
  /** The one private room between two users of different organisations (ids sorted), a copy in each. */
  userPair: (orgId: string, a: string, b: string): Key => ({
    pk: orgPk(orgId),
    sk: `CHATUPAIR#${a < b ? `${a}#${b}` : `${b}#${a}`}`,
  }),
  /** Where a file of a room shared with another organisation is kept: the sender's organisation (a copy in each). */
  sharedFile: (orgId: string, fileKey: string): Key => ({ pk: orgPk(orgId), sk: `CHATFILE#${fileKey}` }),
  /** Private unread counter of `receiver` for messages from `sender`. */
  unread: (orgId: string, receiver: string, sender: string): Key => ({
    pk: orgPk(orgId),
    sk: `CHATUNREAD#${receiver}#${sender}`,
  }),
  unreadPrefix: (receiver: string): string => `CHATUNREAD#${receiver}#`,
  /** The newest room message a user has marked read (room unread counts start after it). */
  roomCursor: (orgId: string, userId: string, roomId: string): Key => ({
    pk: orgPk(orgId),
    sk: `CHATREAD#${userId}#${roomId}`,
  }),
  /** Search index partitions: a user's private messages, or a room's, by one word. */
  privateWord: (orgId: string, userId: string, word: string): string => `${orgPk(orgId)}#CHATWORD#U#${userId}#${word}`,
  roomWord: (orgId: string, roomId: string, word: string): string => `${orgPk(orgId)}#CHATWORD#R#${roomId}#${word}`,
};
