import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ChatFile, ChatMessage, MessagePage } from '@shared/chat/call-schemas';
import { conversationId, type Conversation } from '@shared/chat/conversation-ids';
import { db, tableName } from '../../lib/aws-clients';
import { transact, type Write } from '../table/transact';
import { chatKeys } from './chat-keys';

/**
 * Messages: one item per message in its conversation's partition
 * (`ORG#o#CHAT#<conv>` / `MSG#<ULID>`). Fav and ReadBy are string sets so
 * starring and reading are single atomic ADD/DELETE updates.
 */
export type MessageItem = Omit<ChatMessage, 'Fav' | 'ReadBy'> & { pk: string; sk: string; OrgId: string; Fav?: Set<string>; ReadBy?: Set<string> };

const KEYS = ['pk', 'sk', 'OrgId'] as const;

export function toMessage(item: MessageItem): ChatMessage {
  const rest = { ...item } as Partial<MessageItem>;
  for (const key of KEYS) delete rest[key];
  return { ...(rest as Omit<MessageItem, (typeof KEYS)[number]>), Fav: [...(item.Fav ?? [])].sort(), ReadBy: [...(item.ReadBy ?? [])].sort() };
}

export function messageItem(orgId: string, conversation: Conversation, ulid: string, message: ChatMessage): MessageItem {
  const { Fav, ReadBy, ...rest } = message;
  return {
    ...chatKeys.message(orgId, conversationId(conversation), ulid),
    OrgId: orgId,
    ...rest,
    ...(Fav.length ? { Fav: new Set(Fav) } : {}),
    ...(ReadBy.length ? { ReadBy: new Set(ReadBy) } : {}),
  };
}

/**
 * Stores a new message (never over another) and, for a private one, adds one
 * to the receiver's unread counter, in one transaction: both or neither.
 */
export async function storeMessage(item: MessageItem, unreadFor?: { receiver: string; sender: string }): Promise<void> {
  const writes: Write[] = [{ item: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } } }];
  if (unreadFor) {
    writes.push({
      item: {
        Update: {
          TableName: tableName(),
          Key: chatKeys.unread(item.OrgId, unreadFor.receiver, unreadFor.sender),
          UpdateExpression: 'ADD UnreadCount :one SET SenderId = :sender',
          ExpressionAttributeValues: { ':one': 1, ':sender': unreadFor.sender },
        },
      },
    });
  }
  await transact(writes);
}

export async function getMessage(orgId: string, conversation: Conversation, ulid: string): Promise<MessageItem | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: chatKeys.message(orgId, conversationId(conversation), ulid) }));
  return answer.Item as MessageItem | undefined;
}

type Bound = { op: '<' | '>' | '>='; ulid: string } | undefined;

/**
 * One page as a key-condition query: `limit + 1` items tell whether more
 * exist. Descending pages (Initial, Previous) are turned oldest first.
 */
export async function queryPage(orgId: string, conversation: Conversation, bound: Bound, limit: number, newestFirst: boolean): Promise<MessagePage> {
  const values: Record<string, string> = { ':pk': chatKeys.conversation(orgId, conversationId(conversation)), ':msg': 'MSG#' };
  let condition = 'pk = :pk AND begins_with(sk, :msg)';
  if (bound) {
    condition = `pk = :pk AND sk ${bound.op} :bound`;
    values[':bound'] = `MSG#${bound.ulid}`;
    delete values[':msg'];
  }
  const input: Omit<QueryCommandInput, 'TableName'> = {
    KeyConditionExpression: condition,
    ExpressionAttributeValues: values,
    ScanIndexForward: !newestFirst,
    Limit: limit + 1,
  };
  const answer = await db().send(new QueryCommand({ TableName: tableName(), ...input }));
  // A '>' or '>=' bound still has to stay inside the message range of the partition.
  const items = ((answer.Items ?? []) as MessageItem[]).filter((i) => i.sk.startsWith('MSG#'));
  const page = items.slice(0, limit).map(toMessage);
  return { Messages: newestFirst ? page.reverse() : page, More: items.length > limit };
}

/** The newest message's ULID, or undefined for an empty conversation. */
export async function lastMessageUlid(orgId: string, conversation: Conversation): Promise<string | undefined> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :msg)',
      ExpressionAttributeValues: { ':pk': chatKeys.conversation(orgId, conversationId(conversation)), ':msg': 'MSG#' },
      ScanIndexForward: false,
      Limit: 1,
      ProjectionExpression: 'sk',
    }),
  );
  const sk = (answer.Items?.[0] as { sk?: string } | undefined)?.sk;
  return sk?.slice(4);
}

const conditionFailed = (error: unknown): boolean => (error as Error).name === 'ConditionalCheckFailedException';

/** Adds or removes a user in a string set of an existing message; answers the message, or undefined when it is gone. */
export async function changeSet(item: Pick<MessageItem, 'pk' | 'sk'>, set: 'Fav' | 'ReadBy', userId: string, add: boolean): Promise<MessageItem | undefined> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: `${add ? 'ADD' : 'DELETE'} ${set} :user`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':user': new Set([userId]) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as MessageItem;
  } catch (error) {
    if (conditionFailed(error)) return undefined;
    throw error;
  }
}

/** Marks read by `userId` only if not already: true when this call marked it (for the unread counter). */
export async function markReadOnce(item: Pick<MessageItem, 'pk' | 'sk'>, userId: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'ADD ReadBy :user',
        ConditionExpression: 'attribute_exists(pk) AND Sender <> :me AND NOT contains(ReadBy, :me)',
        ExpressionAttributeValues: { ':user': new Set([userId]), ':me': userId },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** Changes the text or the files of the sender's own message (conditional on the sender). */
export async function updateOwnMessage(
  item: Pick<MessageItem, 'pk' | 'sk'>,
  sender: string,
  change: { Msg: string; EdDt: string } | { Files: ChatFile[] },
): Promise<MessageItem | undefined> {
  const names = Object.keys(change);
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: `SET ${names.map((n) => `${n} = :${n}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND Sender = :sender',
        ExpressionAttributeValues: { ':sender': sender, ...Object.fromEntries(Object.entries(change).map(([k, v]) => [`:${k}`, v])) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as MessageItem;
  } catch (error) {
    if (conditionFailed(error)) return undefined;
    throw error;
  }
}

/** Deletes the sender's own message; answers the deleted item, or undefined when there was none of theirs. */
export async function deleteOwnMessage(item: Pick<MessageItem, 'pk' | 'sk'>, sender: string): Promise<MessageItem | undefined> {
  try {
    const answer = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        ConditionExpression: 'attribute_exists(pk) AND Sender = :sender',
        ExpressionAttributeValues: { ':sender': sender },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return answer.Attributes as MessageItem | undefined;
  } catch (error) {
    if (conditionFailed(error)) return undefined;
    throw error;
  }
}
