import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '../../lib/aws-clients';
import { queryAll } from '../table/query-all';
import { orgPk, type Key } from '../table/keys';
import type { TransactItem } from '../table/transact';
import { chatKeys } from './chat-keys';
import { cancelledAt, transactCopies, type Copies, type RoomLink } from './copies';

/**
 * Rooms. The room item is read by id for membership; a copy per branch (or,
 * for a private room with another organisation, per user) lists a caller's
 * rooms in one query; a pointer per pair makes "get or create" race-free (the
 * losing transaction reads the winner's room).
 *
 * A room shared with a connected organisation (Orgs set) has all of these
 * items under each organisation's own key, written in one transaction with the
 * link's ConditionCheck (copies.ts).
 */
export type RoomRecord = {
  _id: string;
  OrgId: string;
  Name: string;
  Ents: string[];
  Names: Record<string, string>;
  Public: boolean;
  CrDt: string;
  /** Shared rooms: the organisation of each branch in Ents. */
  Orgs?: Record<string, string>;
  /** Private shared rooms: the two users, and the branch each works in. */
  Users?: string[];
  UserEnts?: Record<string, string>;
  Link?: RoomLink;
};

/** The organisations holding a copy of the room. */
export const roomOrgs = (room: RoomRecord): string[] =>
  room.Orgs ? [...new Set(Object.values(room.Orgs))].sort() : [room.OrgId];

/** The other copies a write to this room must also make, seen from `orgId`. */
export const copiesOfRoom = (room: RoomRecord, orgId: string): Copies =>
  room.Orgs
    ? { others: roomOrgs(room).filter((o) => o !== orgId), ...(room.Link ? { link: room.Link } : {}) }
    : { others: [] };

/** Membership: a private shared room names its two users; any other room its two branches. */
export const isRoomMember = (room: RoomRecord, entityId: string, userId: string): boolean =>
  room.Users ? room.Users.includes(userId) : room.Ents.includes(entityId);

export async function getRoom(orgId: string, roomId: string): Promise<RoomRecord | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: chatKeys.room(orgId, roomId) }));
  return answer.Item as RoomRecord | undefined;
}

const listByPrefix = (orgId: string, prefix: string): Promise<RoomRecord[]> =>
  queryAll<RoomRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': prefix },
  });

export const listEntityRooms = (orgId: string, entityId: string): Promise<RoomRecord[]> =>
  listByPrefix(orgId, chatKeys.entityRoomsPrefix(entityId));

/** Private rooms of a user with other organisations' users. */
export const listUserRooms = (orgId: string, userId: string): Promise<RoomRecord[]> =>
  listByPrefix(orgId, chatKeys.userRoomsPrefix(userId));

/** Every room a user of a branch belongs to: the branch's rooms and the user's private shared rooms (two queries). */
export async function listMemberRooms(orgId: string, entityId: string, userId: string): Promise<RoomRecord[]> {
  const [ofEntity, ofUser] = await Promise.all([listEntityRooms(orgId, entityId), listUserRooms(orgId, userId)]);
  return [...ofEntity, ...ofUser];
}

/** One side of a room: a branch of some organisation and, for a private room, one of its users. */
export type RoomSide = { orgId: string; EntId: string; DName: string; user?: { UserId: string; Name: string } };

const pointerOf = (orgId: string, a: RoomSide, b: RoomSide): Key =>
  a.user && b.user
    ? chatKeys.userPair(orgId, a.user.UserId, b.user.UserId)
    : chatKeys.roomPair(orgId, a.EntId, b.EntId);

/** The room a pair already has, seen from the first side's organisation (one or two reads). */
export async function findRoomBetween(a: RoomSide, b: RoomSide, consistent = false): Promise<RoomRecord | undefined> {
  const pointer = (
    await db().send(
      new GetCommand({ TableName: tableName(), Key: pointerOf(a.orgId, a, b), ConsistentRead: consistent }),
    )
  ).Item as { RoomId: string } | undefined;
  return pointer ? getRoom(a.orgId, pointer.RoomId) : undefined;
}

function newRoom(a: RoomSide, b: RoomSide, link: RoomLink | undefined): RoomRecord {
  const sorted = [a, b].sort((x, y) => x.EntId.localeCompare(y.EntId));
  const shared = a.orgId !== b.orgId;
  const privately = Boolean(a.user && b.user);
  const name = privately
    ? sorted.map((s) => `${s.user?.Name ?? ''} (${s.DName})`).join(' – ')
    : a.EntId === b.EntId
      ? a.DName
      : sorted.map((e) => e.DName).join(' – ');
  return {
    _id: ulid(),
    OrgId: a.orgId,
    Name: name,
    Ents: [...new Set([a.EntId, b.EntId])].sort(),
    Names: { [a.EntId]: a.DName, [b.EntId]: b.DName },
    Public: !privately,
    CrDt: new Date().toISOString(),
    ...(shared ? { Orgs: { [a.EntId]: a.orgId, [b.EntId]: b.orgId } } : {}),
    ...(privately && a.user && b.user
      ? {
          Users: [a.user.UserId, b.user.UserId].sort(),
          UserEnts: { [a.user.UserId]: a.EntId, [b.user.UserId]: b.EntId },
        }
      : {}),
    ...(link ? { Link: link } : {}),
  };
}

/** Every item of a new room under one organisation: pointer, room, and the listing copies of that organisation's side(s). */
function roomItems(
  orgId: string,
  room: RoomRecord,
  sides: readonly RoomSide[],
  a: RoomSide,
  b: RoomSide,
): TransactItem[] {
  const copy = { ...room, OrgId: orgId };
  const mine = sides.filter((s) => s.orgId === orgId);
  const listings = mine.map((s) =>
    s.user ? chatKeys.userRoom(orgId, s.user.UserId, room._id) : chatKeys.entityRoom(orgId, s.EntId, room._id),
  );
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...pointerOf(orgId, a, b), RoomId: room._id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: tableName(), Item: { ...chatKeys.room(orgId, room._id), ...copy } } },
    ...[...new Map(listings.map((k) => [k.sk, k])).values()].map((key) => ({
      Put: { TableName: tableName(), Item: { ...key, ...copy } },
    })),
  ];
}

/**
 * Gets or creates the room between two sides: the public room of two branches
 * (same or connected organisations) or, when both sides name a user, the
 * private room of two users of connected organisations. A shared room's
 * creation re-checks the link in the same transaction. Answers the room and
 * whether this call created it.
 */
export async function openRoomBetween(
  a: RoomSide,
  b: RoomSide,
  link?: RoomLink,
): Promise<{ room: RoomRecord; created: boolean }> {
  const existing = await findRoomBetween(a, b);
  if (existing) return { room: existing, created: false };
  const room = newRoom(a, b, link);
  const orgs = [...new Set([a.orgId, b.orgId])];
  const items = orgs.flatMap((orgId) => roomItems(orgId, room, [a, b], a, b));
  try {
    await transactCopies(items, link ? { others: [], link } : { others: [] });
    return { room, created: true };
  } catch (error) {
    // Another caller created it first (a pointer's condition failed): answer theirs.
    const lostRace = items.some(
      (item, index) => item.Put?.ConditionExpression === 'attribute_not_exists(pk)' && cancelledAt(error, index),
    );
    const theirs = lostRace ? await findRoomBetween(a, b, true) : undefined;
    if (theirs) return { room: theirs, created: false };
    throw error;
  }
}

/** Whether the party record a room remembers still links to the other side (a consistent read of the base item). */
export async function linkAlive(link: RoomLink): Promise<boolean> {
  const item = (
    await db().send(
      new GetCommand({ TableName: tableName(), Key: { pk: orgPk(link.OrgId), sk: link.Sk }, ConsistentRead: true }),
    )
  ).Item as { Connect?: { OId?: string; EId?: string } } | undefined;
  return item?.Connect?.OId === link.OId && item.Connect.EId === link.EId;
}

/**
 * Moves a shared room to another live link (its record lost its link, and a
 * record of either side links the two again): the room item in every copy, in
 * one transaction with the new link's check. The listing copies keep the old
 * link; only the room item is read for writes.
 */
export async function relinkRoom(room: RoomRecord, link: RoomLink): Promise<RoomRecord> {
  const updates = roomOrgs(room).map((orgId): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: chatKeys.room(orgId, room._id),
      UpdateExpression: 'SET #link = :link',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#link': 'Link' },
      ExpressionAttributeValues: { ':link': link },
    },
  }));
  await transactCopies(updates, { others: [], link });
  return { ...room, Link: link };
}
