import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conversationId, roomConversation } from '@shared/chat/conversation-ids';
import { db, tableName } from '../../lib/aws-clients';
import { queryAll } from '../table/query-all';
import { orgPk } from '../table/keys';
import { chatKeys } from './chat-keys';

/**
 * Unread counts. Private: one counter per (receiver, sender), added to in the
 * message's own transaction and lowered by MarkasRead, so the side menu's
 * counts are one query. Room: a read cursor per (user, room) and a COUNT query
 * of the room's newer messages from others (no write per member on send).
 */
export async function privateUnread(
  orgId: string,
  receiver: string,
): Promise<{ SenderId: string; UnreadCount: number }[]> {
  const items = await queryAll<{ SenderId: string; UnreadCount: number }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': chatKeys.unreadPrefix(receiver) },
    ProjectionExpression: 'SenderId, UnreadCount',
  });
  return items.filter((i) => i.UnreadCount > 0).map((i) => ({ SenderId: i.SenderId, UnreadCount: i.UnreadCount }));
}

/** Lowers a private counter by `count`, never below 0 (spec §4). */
export async function lowerPrivateUnread(
  orgId: string,
  receiver: string,
  sender: string,
  count: number,
): Promise<void> {
  if (count <= 0) return;
  const Key = chatKeys.unread(orgId, receiver, sender);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        UpdateExpression: 'ADD UnreadCount :minus',
        ConditionExpression: 'UnreadCount >= :count',
        ExpressionAttributeValues: { ':minus': -count, ':count': count },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        UpdateExpression: 'SET UnreadCount = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  }
}

/** Moves a user's read cursor of a room forward (never back). */
export async function advanceRoomCursor(orgId: string, userId: string, roomId: string, ulid: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: chatKeys.roomCursor(orgId, userId, roomId),
        UpdateExpression: 'SET LastId = :id',
        ConditionExpression: 'attribute_not_exists(LastId) OR LastId < :id',
        ExpressionAttributeValues: { ':id': ulid },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Unread messages of a room for a user: others' messages after the user's read cursor. */
export async function roomUnread(
  orgId: string,
  userId: string,
  roomId: string,
  cursor: string | undefined,
): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: cursor ? 'pk = :pk AND sk > :after' : 'pk = :pk AND begins_with(sk, :after)',
        FilterExpression: 'Sender <> :me',
        ExpressionAttributeValues: {
          ':pk': chatKeys.conversation(orgId, conversationId(roomConversation(roomId))),
          ':after': cursor ? `MSG#${cursor}` : 'MSG#',
          ':me': userId,
        },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += answer.Count ?? 0;
    start = answer.LastEvaluatedKey;
  } while (start);
  return count;
}

/** The user's read cursors of all rooms, by room id (one query). */
export async function roomCursors(orgId: string, userId: string): Promise<Map<string, string>> {
  const items = await queryAll<{ sk: string; LastId: string }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': `CHATREAD#${userId}#` },
  });
  return new Map(items.map((i) => [i.sk.slice(`CHATREAD#${userId}#`.length), i.LastId]));
}
