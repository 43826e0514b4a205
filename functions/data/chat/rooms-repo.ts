import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '../../lib/aws-clients';
import { queryAll } from '../table/query-all';
import { orgPk } from '../table/keys';
import { transact } from '../table/transact';
import { chatKeys } from './chat-keys';

/**
 * Public rooms between two branches of the organisation. The room item is
 * read by id for membership (a caller whose branch is one of Ents); a copy per
 * branch lists a branch's rooms in one query; a pointer per branch pair makes
 * "get or create" race-free (the losing transaction reads the winner's room).
 */
export type RoomRecord = { _id: string; OrgId: string; Name: string; Ents: string[]; Names: Record<string, string>; Public: boolean; CrDt: string };

export async function getRoom(orgId: string, roomId: string): Promise<RoomRecord | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: chatKeys.room(orgId, roomId) }));
  return answer.Item as RoomRecord | undefined;
}

export async function listEntityRooms(orgId: string, entityId: string): Promise<RoomRecord[]> {
  return queryAll<RoomRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': chatKeys.entityRoomsPrefix(entityId) },
  });
}

type Branch = { EntId: string; DName: string };

export async function publicRoomBetween(orgId: string, a: Branch, b: Branch): Promise<RoomRecord> {
  const pointer = chatKeys.roomPair(orgId, a.EntId, b.EntId);
  const existing = (await db().send(new GetCommand({ TableName: tableName(), Key: pointer }))).Item as { RoomId: string } | undefined;
  if (existing) {
    const room = await getRoom(orgId, existing.RoomId);
    if (room) return room;
  }
  const ents = [...new Set([a.EntId, b.EntId])].sort();
  const room: RoomRecord = {
    _id: ulid(),
    OrgId: orgId,
    Name: a.EntId === b.EntId ? a.DName : [a, b].sort((x, y) => x.EntId.localeCompare(y.EntId)).map((e) => e.DName).join(' – '),
    Ents: ents,
    Names: { [a.EntId]: a.DName, [b.EntId]: b.DName },
    Public: true,
    CrDt: new Date().toISOString(),
  };
  try {
    await transact([
      { item: { Put: { TableName: tableName(), Item: { ...pointer, RoomId: room._id }, ConditionExpression: 'attribute_not_exists(pk)' } } },
      { item: { Put: { TableName: tableName(), Item: { ...chatKeys.room(orgId, room._id), ...room } } } },
      ...ents.map((entId) => ({ item: { Put: { TableName: tableName(), Item: { ...chatKeys.entityRoom(orgId, entId, room._id), ...room } } } })),
    ]);
    return room;
  } catch (error) {
    // Another caller created it first: answer theirs.
    const winner = (await db().send(new GetCommand({ TableName: tableName(), Key: pointer, ConsistentRead: true }))).Item as { RoomId: string } | undefined;
    const theirs = winner ? await getRoom(orgId, winner.RoomId) : undefined;
    if (theirs) return theirs;
    throw error;
  }
}
