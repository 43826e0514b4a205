import { ApiError, ErrorCode } from '@shared/api/errors';
import type { chatRoutes } from '@shared/api/routes/chat';
import type { ChatRoom, RoomMember } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { roomConversation } from '@shared/chat/conversation-ids';
import { getUser, listEntityMembers } from '../data/identity/identity-repo';
import {
  findRoomBetween,
  linkAlive,
  listMemberRooms,
  openRoomBetween,
  relinkRoom,
  roomOrgs,
  type RoomRecord,
  type RoomSide,
} from '../data/chat/rooms-repo';
import { lastMessage } from '../data/chat/messages-repo';
import { roomCursors, roomUnread } from '../data/chat/unread-repo';
import { listOnlineUsers } from '../data/realtime/connections-repo';
import type { FamilyImplementation } from '../lib/http/call';
import { fanOut } from '../lib/ws/fan-out';
import { orgConnections } from './socket/fan-out';
import { log } from '../lib/http/log';
import { findLink, notConnected, ownBranch, relationOf, resolveBranch, resolveConnectedBranch } from './connected';
import type { ChatActor } from './conversation-access';

type RoomCalls = Pick<FamilyImplementation<typeof chatRoutes>, 'chatRooms' | 'publicRoomBetween' | 'partyEmployees'>;

const orgOf = (room: RoomRecord, entityId: string, fallback: string): string => room.Orgs?.[entityId] ?? fallback;

/**
 * A room as the caller sees it: its members are the employees of its two
 * branches (one GSI query each, under each branch's own organisation) or, for
 * a private shared room, its two users; the online dot comes from each
 * organisation's connections; DName is the other side's name, Unread counts
 * from the caller's read cursor in the caller's own copy.
 */
export async function describeRoom(
  actor: ChatActor,
  room: RoomRecord,
  cursor: string | undefined,
  online?: Set<string>,
): Promise<ChatRoom> {
  const orgs = roomOrgs(room);
  const [members, live, unread, last] = await Promise.all([
    Promise.all(
      room.Ents.map(async (entId) => ({
        entId,
        list: await listEntityMembers(orgOf(room, entId, actor.orgId), entId),
      })),
    ),
    Promise.all(orgs.map((org) => (org === actor.orgId && online ? online : listOnlineUsers(org)))),
    roomUnread(actor.orgId, actor.userId, room._id, cursor),
    lastMessage(actor.orgId, roomConversation(room._id)),
  ]);
  const onlineUsers = new Set(live.flatMap((s) => [...s]));
  const byUser = new Map<string, RoomMember>();
  for (const { entId, list } of members) {
    const foreign = orgOf(room, entId, actor.orgId) !== actor.orgId;
    for (const m of list) {
      if (room.Users && !room.Users.includes(m.UserId)) continue;
      if (room.UserEnts && room.UserEnts[m.UserId] !== entId) continue;
      byUser.set(m.UserId, {
        UserId: m.UserId,
        Name: m.Name,
        Online: onlineUsers.has(m.UserId),
        ...(foreign ? { EName: room.Names[entId] ?? '' } : {}),
      });
    }
  }
  const otherEnt = room.Users
    ? (room.UserEnts?.[room.Users.find((u) => u !== actor.userId) ?? ''] ?? actor.entityId)
    : (room.Ents.find((e) => e !== actor.entityId) ?? actor.entityId);
  const otherUser = room.Users ? byUser.get(room.Users.find((u) => u !== actor.userId) ?? '') : undefined;
  const DName = otherUser ? `${otherUser.Name} (${room.Names[otherEnt] ?? ''})` : (room.Names[otherEnt] ?? room.Name);
  return {
    _id: room._id,
    Name: room.Name,
    Members: [...byUser.values()],
    DName,
    Public: room.Public,
    Unread: unread,
    Ents: room.Ents,
    ...(room.Orgs ? { External: true } : {}),
    ...(room.Orgs && room.Link ? { Relation: relationOf(room.Link, actor.orgId) } : {}),
    ...(room.Users ? { Users: room.Users } : {}),
    ...(last ? { Last: { _id: last._id, Sender: last.Sender, Msg: last.Msg, CrDt: last.CrDt } } : {}),
  };
}

const actorOf = (session: { orgId: string; entityId: string; userId: string }): ChatActor => ({
  orgId: session.orgId,
  entityId: session.entityId,
  userId: session.userId,
});

/** What CreateRoom, GetOpenRoom and PublicRoomBetween name: the other branch and, for a private room, one of its users. */
export type RoomTarget = { ParticipantEId: string; ParticipantId?: string | undefined };

async function sidesOf(actor: ChatActor, target: RoomTarget) {
  const [mine, other] = await Promise.all([ownBranch(actor), resolveBranch(actor, target.ParticipantEId)]);
  const me: RoomSide = { orgId: actor.orgId, EntId: mine.EntId, DName: mine.DName };
  const them: RoomSide = { orgId: other.orgId, EntId: other.entity.EntId, DName: other.entity.DName };
  if (target.ParticipantId === undefined) return { me, them, link: other.link };
  // A private room is only for another organisation's user (colleagues chat privately without a room).
  if (!other.link) throw new ApiError(ErrorCode.BadRequest, ChatMessages.colleagueNoRoom);
  const [self, user, staff] = await Promise.all([
    getUser(actor.orgId, actor.userId),
    getUser(other.orgId, target.ParticipantId),
    listEntityMembers(other.orgId, target.ParticipantEId),
  ]);
  if (!self || !user || !staff.some((m) => m.UserId === target.ParticipantId)) throw notConnected();
  return {
    me: { ...me, user: { UserId: actor.userId, Name: self.Name } },
    them: { ...them, user: { UserId: user.UserId, Name: user.Name } },
    link: other.link,
  };
}

/**
 * The room between the caller and a target. A room that already exists is
 * found through the pointer in the caller's own organisation first, so the
 * side that did not make the link can still open a conversation the other
 * side started; creating one needs a live link (or both branches in the
 * caller's organisation).
 */
export async function roomFor(
  actor: ChatActor,
  target: RoomTarget,
  create: boolean,
): Promise<{ room: RoomRecord; created: boolean } | undefined> {
  const pointerSides = (other: { orgId: string }): [RoomSide, RoomSide] => [
    {
      orgId: actor.orgId,
      EntId: actor.entityId,
      DName: '',
      ...(target.ParticipantId ? { user: { UserId: actor.userId, Name: '' } } : {}),
    },
    {
      orgId: other.orgId,
      EntId: target.ParticipantEId,
      DName: '',
      ...(target.ParticipantId ? { user: { UserId: target.ParticipantId, Name: '' } } : {}),
    },
  ];
  const existing = await findRoomBetween(...pointerSides({ orgId: actor.orgId }));
  if (existing) return { room: create ? await relinkIfGone(actor, existing) : existing, created: false };
  if (!create) {
    // Not there yet; still refuse a branch the caller may not talk to, so the answer tells nothing about others.
    await resolveBranch(actor, target.ParticipantEId);
    return undefined;
  }
  const { me, them, link } = await sidesOf(actor, target);
  return openRoomBetween(me, them, link);
}

/**
 * Opening a shared room whose link record lost its link: when a record of the
 * caller's organisation links the two branches again (a new connection code),
 * the room moves to that link, so the conversation and its history carry on
 * instead of staying closed. Without one the room stays as it is (readable,
 * closed to new messages).
 */
async function relinkIfGone(actor: ChatActor, room: RoomRecord): Promise<RoomRecord> {
  if (!room.Link || (await linkAlive(room.Link))) return room;
  const otherEnt = room.Users
    ? room.UserEnts?.[room.Users.find((u) => u !== actor.userId) ?? '']
    : room.Ents.find((e) => e !== actor.entityId);
  const link = otherEnt ? await findLink(actor.orgId, otherEnt) : undefined;
  if (!link || link.OId !== room.Orgs?.[otherEnt ?? '']) return room;
  // The connected-parties index may still show a link just removed: the move's own check then refuses it, and the room stays.
  return relinkRoom(room, link).catch(() => room);
}

/**
 * Tells the members' live connections of a new room (UpdatedRoom), each side
 * described from its own branch: one connection query per organisation, one
 * post per connection. Never throws: the room is stored, clients also see it
 * in ChatRooms.
 */
export async function announceRoom(room: RoomRecord, except?: string): Promise<void> {
  try {
    await Promise.all(
      room.Ents.map(async (entId) => {
        const orgId = orgOf(room, entId, room.OrgId);
        const users = room.Users?.filter((u) => room.UserEnts?.[u] === entId);
        const targets = await orgConnections(orgId, (c) => (users ? users.includes(c.UserId) : c.EntId === entId));
        if (targets.length === 0) return;
        const view = await describeRoom({ orgId, entityId: entId, userId: users?.[0] ?? '' }, room, undefined);
        await fanOut(targets, { event: 'UpdatedRoom', Room: view }, except);
      }),
    );
  } catch (error) {
    log('warn', 'chat room announcement failed', { error: (error as Error).name });
  }
}

export const roomCalls: RoomCalls = {
  chatRooms: async ({ session }) => {
    const actor = actorOf(session);
    const [rooms, cursors, online] = await Promise.all([
      listMemberRooms(actor.orgId, actor.entityId, actor.userId),
      roomCursors(actor.orgId, actor.userId),
      listOnlineUsers(actor.orgId),
    ]);
    return Promise.all(rooms.map((room) => describeRoom(actor, room, cursors.get(room._id), online)));
  },

  publicRoomBetween: async ({ session, query }) => {
    const actor = actorOf(session);
    // The caller speaks for their own branch only; the other branch must be one of the organisation's or a connected one.
    if (query.LoginUserEId !== actor.entityId) throw new ApiError(ErrorCode.Forbidden, ChatMessages.notMember);
    const opened = await roomFor(actor, { ParticipantEId: query.ParticipantEId }, true);
    if (!opened) throw new ApiError(ErrorCode.NotFound, ChatMessages.noRoomYet);
    if (opened.created) await announceRoom(opened.room);
    const cursors = await roomCursors(actor.orgId, actor.userId);
    return describeRoom(actor, opened.room, cursors.get(opened.room._id));
  },

  partyEmployees: async ({ session, query }) => {
    const actor = actorOf(session);
    const other = await resolveConnectedBranch(actor, query.ParticipantEId);
    const [staff, online] = await Promise.all([
      listEntityMembers(other.orgId, other.entity.EntId),
      listOnlineUsers(other.orgId),
    ]);
    return staff
      .map((m) => ({ UserId: m.UserId, Name: m.Name, Online: online.has(m.UserId), EName: other.entity.DName }))
      .sort((a, b) => a.Name.localeCompare(b.Name));
  },
};
