import type { SocketEvent } from '@shared/api/socket';
import { conversationId, otherUser, parseMessageId, privateConversation } from '@shared/chat/conversation-ids';
import { CHAT_PAGE_SIZE } from '@shared/chat/call-schemas';
import { ulidFloor } from '../../data/chat/message-time';
import { queryPage } from '../../data/chat/messages-repo';
import { listMemberRooms, roomOrgs } from '../../data/chat/rooms-repo';
import { roomCursors } from '../../data/chat/unread-repo';
import {
  listOnlineUsers,
  listUserConnections,
  removeConnection,
  findConnection,
} from '../../data/realtime/connections-repo';
import {
  listSubscribers,
  ONLINE_TOPIC,
  roomTopic,
  subscribe,
  unsubscribe,
  unsubscribeAll,
} from '../../data/realtime/subscriptions-repo';
import type { SocketActionTable, SocketSender } from '../../lib/ws/socket-call';
import { openPrivate, openRoom, openConversation } from '../conversation-access';
import { findMessage, publish, sendMessage } from '../messages';
import { announceRoom, describeRoom, roomFor } from '../room-calls';
import { fanOut } from '../../lib/ws/fan-out';
import { userConnectionIds } from './fan-out';
import { fileUploadSuccess } from './file-upload-success';
import { postToConnection } from '../../lib/ws/post-to-connection';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { ChatMessages } from '@shared/chat/chat-messages';

/**
 * The chat actions of the socket contract (shared/chat/socket-contract.ts).
 * Each acts for the connection's verified user and branch and checks
 * membership of the conversation it names before relaying anything.
 */

/**
 * Tells the organisation's online feed that a user came or went and, when the
 * user's branch shares rooms with connected organisations, those
 * organisations' feeds too (one room-list query, one feed query per
 * organisation), so the vendor panel's online dot works across.
 */
export async function announceState(
  orgId: string,
  userId: string,
  online: boolean,
  except?: string,
  entityId?: string,
): Promise<void> {
  const shared = entityId
    ? (await listMemberRooms(orgId, entityId, userId)).flatMap((r) => (r.Orgs ? roomOrgs(r) : []))
    : [];
  const orgs = [...new Set([orgId, ...shared])];
  const listeners = (await Promise.all(orgs.map((org) => listSubscribers(org, ONLINE_TOPIC)))).flat();
  await fanOut(
    listeners.map((s) => s.ConnectionId),
    { event: 'UserState', Users: [{ UserId: userId, Online: online }] },
    except,
  );
}

/** After a connection closed: if it was the user's last, they are offline. */
export async function connectionClosed(orgId: string, userId: string, entityId?: string): Promise<void> {
  if ((await listUserConnections(orgId, userId)).length === 0)
    await announceState(orgId, userId, false, undefined, entityId);
}

/** CreateRoom and GetOpenRoom: the room, this connection subscribed to it, answered as RoomInfo. */
async function openRoomOverSocket(
  sender: SocketSender,
  target: { ParticipantEId: string; ParticipantId?: string | undefined },
  create: boolean,
): Promise<SocketEvent> {
  const opened = await roomFor(sender, target, create);
  if (!opened) throw new ApiError(ErrorCode.NotFound, ChatMessages.noRoomYet);
  await subscribe(sender.orgId, roomTopic(opened.room._id), sender.connectionId, sender.userId);
  if (opened.created) await announceRoom(opened.room, sender.connectionId);
  const cursors = await roomCursors(sender.orgId, sender.userId);
  return { event: 'RoomInfo', Room: await describeRoom(sender, opened.room, cursors.get(opened.room._id)) };
}

async function onlineState(sender: SocketSender): Promise<SocketEvent> {
  const online = await listOnlineUsers(sender.orgId);
  return { event: 'UserState', Users: [...online].sort().map((UserId) => ({ UserId, Online: true })) };
}

export const chatActions: Omit<SocketActionTable, 'ping'> = {
  JoinChat: async ({ message, sender }) => {
    const rooms = await listMemberRooms(sender.orgId, sender.entityId, sender.userId);
    const wanted = message.Rooms ? rooms.filter((r) => message.Rooms?.includes(r._id)) : rooms;
    await Promise.all([
      ...wanted.map((r) => subscribe(sender.orgId, roomTopic(r._id), sender.connectionId, sender.userId)),
      subscribe(sender.orgId, ONLINE_TOPIC, sender.connectionId, sender.userId),
    ]);
    await announceState(sender.orgId, sender.userId, true, sender.connectionId, sender.entityId);
    await postToConnection(sender.connectionId, await onlineState(sender));
    // Catch-up: per cursor, what arrived after it (the client drops ids it already holds).
    const Conversations = await Promise.all(
      message.Since.map(async (cursor) => {
        const opened =
          cursor.RoomId !== undefined
            ? await openRoom(sender, cursor.RoomId)
            : await openPrivate(sender, cursor.ParticipantId ?? '');
        const page = await queryPage(
          sender.orgId,
          opened.conversation,
          { op: '>=', ulid: ulidFloor(new Date(cursor.LastCrDt)) },
          CHAT_PAGE_SIZE,
          false,
        );
        return {
          ...(cursor.RoomId !== undefined ? { RoomId: cursor.RoomId } : { ParticipantId: cursor.ParticipantId }),
          ...page,
        };
      }),
    );
    return { event: 'GroupMessages', Conversations };
  },

  LeaveChat: async ({ sender }) => {
    const connection = await findConnection(sender.connectionId);
    if (connection?.Topics?.size) await unsubscribeAll(sender.orgId, [...connection.Topics], sender.connectionId);
    return undefined;
  },

  JoinMessageRoom: async ({ message, sender }) => {
    const { room } = await openRoom(sender, message.RoomId);
    await subscribe(sender.orgId, roomTopic(room._id), sender.connectionId, sender.userId);
    const cursors = await roomCursors(sender.orgId, sender.userId);
    return { event: 'RoomInfo', Room: await describeRoom(sender, room, cursors.get(room._id)) };
  },

  LeaveMessageRoom: async ({ message, sender }) => {
    await unsubscribe(sender.orgId, roomTopic(message.RoomId), sender.connectionId);
    return undefined;
  },

  ListenUserState: async ({ sender }) => {
    await subscribe(sender.orgId, ONLINE_TOPIC, sender.connectionId, sender.userId);
    return onlineState(sender);
  },

  LeaveUserState: async ({ sender }) => {
    await unsubscribe(sender.orgId, ONLINE_TOPIC, sender.connectionId);
    return undefined;
  },

  UserDisconnect: async ({ sender }) => {
    await removeConnection(sender.connectionId);
    await connectionClosed(sender.orgId, sender.userId, sender.entityId);
    return undefined;
  },

  UserPvtMsgTyping: async ({ message, sender }) => {
    await openPrivate(sender, message.Receiver);
    const targets = await userConnectionIds(sender.orgId, [message.Receiver]);
    await fanOut(targets, {
      event: 'UserTyping',
      Sender: sender.userId,
      Typing: message.Typing,
      Receiver: message.Receiver,
    });
    return undefined;
  },

  UserRoomMsgTyping: async ({ message, sender }) => {
    const { conversation, copies } = await openRoom(sender, message.RoomId);
    await publish(
      sender.orgId,
      conversation,
      { event: 'UserTyping', Sender: sender.userId, Typing: message.Typing, RoomId: message.RoomId },
      sender.connectionId,
      copies,
    );
    return undefined;
  },

  // Files announced after their upload: file-upload-success.ts.
  FileUploadSuccess: fileUploadSuccess,

  Message: async ({ message, sender }) => {
    const stored = await sendMessage(sender, message.Message, sender.connectionId);
    return { event: 'SuccessMessage', ...(message.ClientId ? { ClientId: message.ClientId } : {}), Message: stored };
  },

  /**
   * A read receipt: ReadBy must be the connection's user, and every id a
   * message sent by SentBy to ReadBy — in their private conversation or, with
   * a connected organisation's user, in the private room of the two — only
   * then is it relayed to SentBy's connections (in a shared room: the room's
   * subscribers of both organisations).
   */
  PvtMessageRead: async ({ message, sender }) => {
    if (message.ReadBy !== sender.userId) throw new ApiError(ErrorCode.Forbidden, ChatMessages.notMember);
    const event: SocketEvent = {
      event: 'MessageRead',
      ReadBy: sender.userId,
      SentBy: message.SentBy,
      ReadMessageIds: message.ReadMessageIds,
    };
    const first = parseMessageId(message.ReadMessageIds[0] ?? '');
    if (first?.conversation.kind === 'R') {
      const opened = await openRoom(sender, first.conversation.roomId);
      if (!opened.room.Users?.includes(message.SentBy)) throw new ApiError(ErrorCode.Forbidden, ChatMessages.notMember);
      for (const id of message.ReadMessageIds) {
        const { item, opened: of } = await findMessage(sender, id);
        if (conversationId(of.conversation) !== conversationId(opened.conversation) || item.Sender !== message.SentBy)
          throw new ApiError(ErrorCode.Forbidden, ChatMessages.notMember);
      }
      await publish(sender.orgId, opened.conversation, event, sender.connectionId, opened.copies);
      return undefined;
    }
    const pair = conversationId(privateConversation(sender.userId, message.SentBy));
    await openConversation(sender, privateConversation(sender.userId, message.SentBy));
    for (const id of message.ReadMessageIds) {
      const { item, opened } = await findMessage(sender, id);
      const c = opened.conversation;
      if (
        conversationId(c) !== pair ||
        c.kind !== 'P' ||
        item.Sender !== message.SentBy ||
        otherUser(c, message.SentBy) !== sender.userId
      ) {
        throw new ApiError(ErrorCode.Forbidden, ChatMessages.notMember);
      }
    }
    const targets = await userConnectionIds(sender.orgId, [message.SentBy]);
    await fanOut(targets, event);
    return undefined;
  },

  // Rooms over the socket ------------------------------------------------------------
  CreateRoom: async ({ message, sender }) => openRoomOverSocket(sender, message, true),
  GetOpenRoom: async ({ message, sender }) => openRoomOverSocket(sender, message, false),
};
