import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { chatRoutes } from '@shared/api/routes/chat';
import type { ChatRoom } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { keys } from '../data/identity/identity-keys';
import { listEntityMembers } from '../data/identity/identity-repo';
import type { EntityRecord } from '../data/identity/records';
import { listEntityRooms, publicRoomBetween, type RoomRecord } from '../data/chat/rooms-repo';
import { roomCursors, roomUnread } from '../data/chat/unread-repo';
import { listOnlineUsers } from '../data/realtime/connections-repo';
import { db, tableName } from '../lib/aws-clients';
import type { FamilyImplementation } from '../lib/http/call';
import type { ChatActor } from './conversation-access';

type RoomCalls = Pick<FamilyImplementation<typeof chatRoutes>, 'chatRooms' | 'publicRoomBetween'>;

/**
 * A room as the caller sees it: its members are the employees of its two
 * branches (one GSI query each) with the online dot, DName is the other
 * branch's name, Unread counts from the caller's read cursor.
 */
export async function describeRoom(actor: ChatActor, room: RoomRecord, cursor: string | undefined, online?: Set<string>): Promise<ChatRoom> {
  const [members, live, unread] = await Promise.all([
    Promise.all(room.Ents.map((entId) => listEntityMembers(actor.orgId, entId))),
    online ?? listOnlineUsers(actor.orgId),
    roomUnread(actor.orgId, actor.userId, room._id, cursor),
  ]);
  const byUser = new Map(members.flat().map((m) => [m.UserId, { UserId: m.UserId, Name: m.Name, Online: live.has(m.UserId) }]));
  const other = room.Ents.find((e) => e !== actor.entityId) ?? actor.entityId;
  return { _id: room._id, Name: room.Name, Members: [...byUser.values()], DName: room.Names[other] ?? room.Name, Public: room.Public, Unread: unread, Ents: room.Ents };
}

async function branch(orgId: string, entityId: string): Promise<EntityRecord | undefined> {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: keys.entity(orgId, entityId) }))).Item as EntityRecord | undefined;
}

const actorOf = (session: { orgId: string; entityId: string; userId: string }): ChatActor => ({ orgId: session.orgId, entityId: session.entityId, userId: session.userId });

export const roomCalls: RoomCalls = {
  chatRooms: async ({ session }) => {
    const actor = actorOf(session);
    const [rooms, cursors, online] = await Promise.all([listEntityRooms(actor.orgId, actor.entityId), roomCursors(actor.orgId, actor.userId), listOnlineUsers(actor.orgId)]);
    return Promise.all(rooms.map((room) => describeRoom(actor, room, cursors.get(room._id), online)));
  },

  publicRoomBetween: async ({ session, query }) => {
    const actor = actorOf(session);
    // The caller speaks for their own branch only; the other branch must be one of the organisation's.
    if (query.LoginUserEId !== actor.entityId) throw new ApiError(ErrorCode.Forbidden, ChatMessages.notMember);
    const [mine, theirs] = await Promise.all([branch(actor.orgId, query.LoginUserEId), branch(actor.orgId, query.ParticipantEId)]);
    if (!mine || !theirs) throw new ApiError(ErrorCode.NotFound, ChatMessages.notMember);
    const room = await publicRoomBetween(actor.orgId, mine, theirs);
    const cursors = await roomCursors(actor.orgId, actor.userId);
    return describeRoom(actor, room, cursors.get(room._id));
  },
};
