import { ApiError, ErrorCode } from '@shared/api/errors';
import type { chatRoutes } from '@shared/api/routes/chat';
import type { MessagePage } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { otherUser, parseMessageId, type Conversation } from '@shared/chat/conversation-ids';
import { startOfDisplayDate, ulidFloor } from '../data/chat/message-time';
import { changeSet, markReadOnce, queryPage, toMessage } from '../data/chat/messages-repo';
import {
  advanceRoomCursor,
  lowerPrivateUnread,
  privateUnread,
  roomCursors,
  roomUnread,
} from '../data/chat/unread-repo';
import { listMemberRooms } from '../data/chat/rooms-repo';
import type { FamilyImplementation } from '../lib/http/call';
import { openConversation, openPrivate, openRoom, type ChatActor } from './conversation-access';
import { belongsTo, deleteFile, deleteMessage, editMessage, findMessage, sendMessage } from './messages';
import { searchMessages } from './search';

type Impl = FamilyImplementation<typeof chatRoutes>;
type MessageCalls = Omit<
  Impl,
  'chatRooms' | 'publicRoomBetween' | 'partyEmployees' | 'uploadOnlyFile' | 'getSignedS3Url' | 'downloadS3File'
>;

export const actorOf = (session: { orgId: string; entityId: string; userId: string }): ChatActor => ({
  orgId: session.orgId,
  entityId: session.entityId,
  userId: session.userId,
});

type PageKind = 'initial' | 'previous' | 'next' | 'date';

/** Every page is one key-condition query on the conversation's partition. */
function page(orgId: string, c: Conversation, kind: PageKind, size: number, from?: string): Promise<MessagePage> {
  switch (kind) {
    case 'initial':
      return queryPage(orgId, c, undefined, size, true);
    case 'previous':
      return queryPage(orgId, c, { op: '<', ulid: parseMessageId(from ?? '')?.ulid ?? '' }, size, true);
    case 'next':
      return queryPage(orgId, c, { op: '>', ulid: parseMessageId(from ?? '')?.ulid ?? '' }, size, false);
    case 'date':
      return queryPage(orgId, c, { op: '>=', ulid: ulidFloor(startOfDisplayDate(from ?? '')) }, size, false);
  }
}

const privatePage =
  (kind: PageKind) =>
  async ({
    session,
    query,
  }: {
    session: ChatActor;
    query: { ParticipantId: string; ResultsPerPage: number; RecordId?: string; SearchDt?: string };
  }) => {
    const actor = actorOf(session);
    const opened = await openPrivate(actor, query.ParticipantId);
    if (query.RecordId) belongsTo(query.RecordId, opened);
    return page(actor.orgId, opened.conversation, kind, query.ResultsPerPage, query.RecordId ?? query.SearchDt);
  };

const roomPage =
  (kind: PageKind) =>
  async ({
    session,
    query,
  }: {
    session: ChatActor;
    query: { RoomId: string; ResultsPerPage: number; RecordId?: string; SearchDt?: string };
  }) => {
    const actor = actorOf(session);
    const opened = await openRoom(actor, query.RoomId);
    if (query.RecordId) belongsTo(query.RecordId, opened);
    return page(actor.orgId, opened.conversation, kind, query.ResultsPerPage, query.RecordId ?? query.SearchDt);
  };

export const messageCalls: MessageCalls = {
  initialPrivate: privatePage('initial'),
  previousPrivate: privatePage('previous'),
  nextPrivate: privatePage('next'),
  privateByDate: privatePage('date'),
  initialRoom: roomPage('initial'),
  previousRoom: roomPage('previous'),
  nextRoom: roomPage('next'),
  roomByDate: roomPage('date'),

  sendPrivate: async ({ session, body }) => sendMessage(actorOf(session), body),
  sendRoom: async ({ session, body }) => sendMessage(actorOf(session), body),
  uploadFileAndMessage: async ({ session, body }) => sendMessage(actorOf(session), body.msgInfo),

  /**
   * Marks others' messages read by the caller: each only once (a conditional
   * ADD), so the private counter drops by what was really unread; a room's
   * cursor moves to the newest one. Ids of conversations the caller is not in
   * are refused before anything is written.
   */
  markAsRead: async ({ session, body }) => {
    const actor = actorOf(session);
    const found = await Promise.all(
      [...new Set(body.MessageIds)].map((id) => findMessage(actor, id).catch(() => undefined)),
    );
    const read: string[] = [];
    const perSender = new Map<string, number>();
    const newestPerRoom = new Map<string, string>();
    for (const hit of found) {
      if (!hit || hit.item.Sender === actor.userId) continue;
      const c = hit.opened.conversation;
      if (await markReadOnce(hit.item, actor.userId, hit.opened.copies)) {
        read.push(hit.item._id);
        if (c.kind === 'P') perSender.set(hit.item.Sender, (perSender.get(hit.item.Sender) ?? 0) + 1);
      }
      if (c.kind === 'R' && (newestPerRoom.get(c.roomId) ?? '') < hit.ulid) newestPerRoom.set(c.roomId, hit.ulid);
    }
    await Promise.all([
      ...[...perSender].map(([sender, count]) => lowerPrivateUnread(actor.orgId, actor.userId, sender, count)),
      ...[...newestPerRoom].map(([roomId, ulid]) => advanceRoomCursor(actor.orgId, actor.userId, roomId, ulid)),
    ]);
    return { ReadMessageIds: read };
  },

  unreadPrivate: async ({ session }) => privateUnread(session.orgId, session.userId),
  unreadRoom: async ({ session }) => {
    const actor = actorOf(session);
    const [rooms, cursors] = await Promise.all([
      listMemberRooms(actor.orgId, actor.entityId, actor.userId),
      roomCursors(actor.orgId, actor.userId),
    ]);
    return Promise.all(
      rooms.map(async (room) => ({
        _id: room._id,
        UnreadCount: await roomUnread(actor.orgId, actor.userId, room._id, cursors.get(room._id)),
      })),
    );
  },

  markFavorite: async ({ session, params }) => star(actorOf(session), params.id, true),
  unmarkFavorite: async ({ session, params }) => star(actorOf(session), params.id, false),

  editPrivate: async ({ session, body }) => {
    const actor = actorOf(session);
    return editMessage(
      actor,
      body._id,
      await openPrivate(actor, body.Receiver === actor.userId ? receiverOf(body._id, actor) : body.Receiver),
      body.Msg,
    );
  },
  editRoom: async ({ session, body }) => {
    const actor = actorOf(session);
    return editMessage(actor, body._id, await openRoom(actor, body.RoomId), body.Msg);
  },
  deletePrivateMessage: async ({ session, query }) => {
    const actor = actorOf(session);
    return deleteMessage(actor, query.RecordId, await openPrivate(actor, query.ParticipantId));
  },
  deleteRoomMessage: async ({ session, query }) => {
    const actor = actorOf(session);
    return deleteMessage(actor, query.RecordId, await openRoom(actor, query.RoomId));
  },
  deletePrivateFile: async ({ session, query }) => {
    const actor = actorOf(session);
    return deleteFile(actor, query.RecordId, await openPrivate(actor, query.ParticipantId), query.FileKey);
  },
  deleteRoomFile: async ({ session, query }) => {
    const actor = actorOf(session);
    return deleteFile(actor, query.RecordId, await openRoom(actor, query.RoomId), query.FileKey);
  },

  searchMessages: async ({ session, query }) => ({
    Messages: await searchMessages(actorOf(session), query.Text, query.ResultsPerPage),
  }),
};

/** A message object sent back as read carries the receiver's id as Receiver; the participant is then the other user. */
function receiverOf(id: string, actor: ChatActor): string {
  const ref = parseMessageId(id);
  if (!ref || ref.conversation.kind !== 'P') throw new ApiError(ErrorCode.NotFound, ChatMessages.messageNotFound);
  return otherUser(ref.conversation, actor.userId);
}

async function star(actor: ChatActor, id: string, on: boolean) {
  const { item, opened } = await findMessage(actor, id);
  const updated = await changeSet(item, 'Fav', actor.userId, on, opened.copies);
  if (!updated) throw new ApiError(ErrorCode.NotFound, ChatMessages.messageNotFound);
  return toMessage(updated);
}

export { openConversation };
