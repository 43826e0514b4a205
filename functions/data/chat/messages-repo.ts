import { GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ChatFile, ChatMessage, MessagePage } from '@shared/chat/call-schemas';
import { conversationId, type Conversation } from '@shared/chat/conversation-ids';
import { db, tableName } from '../../lib/aws-clients';
import type { TransactItem } from '../table/transact';
import { chatKeys } from './chat-keys';
import { cancelledAt, movedKey, NO_COPIES, transactCopies, type Copies } from './copies';

/**
 * Messages: one item per message in its conversation's partition
 * (`ORG#o#CHAT#<conv>` / `MSG#<ULID>`). Fav and ReadBy are string sets so
 * starring and reading are single atomic ADD/DELETE updates.
 */
export type MessageItem = Omit<ChatMessage, 'Fav' | 'ReadBy'> & {
  pk: string;
  sk: string;
  OrgId: string;
  Fav?: Set<string>;
  ReadBy?: Set<string>;
};

const KEYS = ['pk', 'sk', 'OrgId'] as const;

export function toMessage(item: MessageItem): ChatMessage {
  const rest = { ...item } as Partial<MessageItem>;
  for (const key of KEYS) delete rest[key];
  return {
    ...(rest as Omit<MessageItem, (typeof KEYS)[number]>),
    Fav: [...(item.Fav ?? [])].sort(),
    ReadBy: [...(item.ReadBy ?? [])].sort(),
  };
}

export function messageItem(
  orgId: string,
  conversation: Conversation,
  ulid: string,
  message: ChatMessage,
): MessageItem {
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
 * to the receiver's unread counter, in one transaction: both or neither. A
 * shared room's message is also put in the other organisation's copy, with
 * `extra` items (its file records) and the link check, in that same
 * transaction.
 */
export async function storeMessage(
  item: MessageItem,
  unreadFor?: { receiver: string; sender: string },
  copies: Copies = NO_COPIES,
  extra: readonly TransactItem[] = [],
): Promise<void> {
  const put = (copy: MessageItem): TransactItem => ({
    Put: { TableName: tableName(), Item: copy, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  const items: TransactItem[] = [
    put(item),
    ...copies.others.map((org) => put({ ...item, ...movedKey(item, item.OrgId, org), OrgId: org })),
  ];
  if (unreadFor) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: chatKeys.unread(item.OrgId, unreadFor.receiver, unreadFor.sender),
        UpdateExpression: 'ADD UnreadCount :one SET SenderId = :sender',
        ExpressionAttributeValues: { ':one': 1, ':sender': unreadFor.sender },
      },
    });
  }
  await transactCopies([...items, ...extra], copies);
}

/** The message's key in every copy: its own organisation's first. */
const everyCopy = (
  item: Pick<MessageItem, 'pk' | 'sk'>,
  orgId: string,
  copies: Copies,
): { pk: string; sk: string }[] => [
  { pk: item.pk, sk: item.sk },
  ...copies.others.map((org) => movedKey(item, orgId, org)),
];

/** The org id of a message item's own key (`ORG#<org>#CHAT#...`). */
const orgOfPk = (pk: string): string => pk.split('#')[1] ?? '';

export async function getMessage(
  orgId: string,
  conversation: Conversation,
  ulid: string,
): Promise<MessageItem | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: chatKeys.message(orgId, conversationId(conversation), ulid) }),
  );
  return answer.Item as MessageItem | undefined;
}

type Bound = { op: '<' | '>' | '>='; ulid: string } | undefined;

/**
 * One page as a key-condition query: `limit + 1` items tell whether more
 * exist. Descending pages (Initial, Previous) are turned oldest first.
 */
export async function queryPage(
  orgId: string,
  conversation: Conversation,
  bound: Bound,
  limit: number,
  newestFirst: boolean,
): Promise<MessagePage> {
  const values: Record<string, string> = {
    ':pk': chatKeys.conversation(orgId, conversationId(conversation)),
    ':msg': 'MSG#',
  };
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

/** The newest message item of a conversation, whole or only the attributes `projection` names. */
async function newestMessage(
  orgId: string,
  conversation: Conversation,
  projection?: string,
): Promise<MessageItem | undefined> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :msg)',
      ExpressionAttributeValues: { ':pk': chatKeys.conversation(orgId, conversationId(conversation)), ':msg': 'MSG#' },
      ScanIndexForward: false,
      Limit: 1,
      ...(projection === undefined ? {} : { ProjectionExpression: projection }),
    }),
  );
  return answer.Items?.[0] as MessageItem | undefined;
}

/** The newest message of a conversation (the room list's last message), or undefined. */
export const lastMessage = (orgId: string, conversation: Conversation): Promise<MessageItem | undefined> =>
  newestMessage(orgId, conversation);

/** The newest message's ULID, or undefined for an empty conversation (reads its key only). */
export async function lastMessageUlid(orgId: string, conversation: Conversation): Promise<string | undefined> {
  return (await newestMessage(orgId, conversation, 'sk'))?.sk.slice(4);
}

const conditionFailed = (error: unknown): boolean => (error as Error).name === 'ConditionalCheckFailedException';

/** Adds or removes a user in a string set of an existing message (every copy); answers the message, or undefined when it is gone. */
export async function changeSet(
  item: Pick<MessageItem, 'pk' | 'sk'>,
  set: 'Fav' | 'ReadBy',
  userId: string,
  add: boolean,
  copies: Copies = NO_COPIES,
): Promise<MessageItem | undefined> {
  if (copies.others.length === 0) {
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
  const updates = everyCopy(item, orgOfPk(item.pk), copies).map((Key): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: `${add ? 'ADD' : 'DELETE'} ${set} :user`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':user': new Set([userId]) },
    },
  }));
  try {
    await transactCopies(updates, { others: copies.others });
  } catch (error) {
    if (cancelledAt(error, 0)) return undefined;
    throw error;
  }
  return (
    await db().send(new GetCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk }, ConsistentRead: true }))
  ).Item as MessageItem | undefined;
}

/** Marks read by `userId` only if not already (every copy): true when this call marked it (for the unread counter). */
export async function markReadOnce(
  item: Pick<MessageItem, 'pk' | 'sk'>,
  userId: string,
  copies: Copies = NO_COPIES,
): Promise<boolean> {
  const updates = everyCopy(item, orgOfPk(item.pk), copies).map((Key, index): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: 'ADD ReadBy :user',
      // The own copy decides whether this is the first read; the others follow it.
      ConditionExpression:
        index === 0 ? 'attribute_exists(pk) AND Sender <> :me AND NOT contains(ReadBy, :me)' : 'attribute_exists(pk)',
      ExpressionAttributeValues:
        index === 0 ? { ':user': new Set([userId]), ':me': userId } : { ':user': new Set([userId]) },
    },
  }));
  try {
    await transactCopies(updates, { others: copies.others });
    return true;
  } catch (error) {
    if (cancelledAt(error, 0)) return false;
    throw error;
  }
}

/** Changes the text or the files of the sender's own message (conditional on the sender), in every copy. */
export async function updateOwnMessage(
  item: MessageItem,
  sender: string,
  change: { Msg: string; EdDt: string } | { Files: ChatFile[] },
  copies: Copies = NO_COPIES,
): Promise<MessageItem | undefined> {
  const names = Object.keys(change);
  const updates = everyCopy(item, orgOfPk(item.pk), copies).map((Key): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: `SET ${names.map((n) => `${n} = :${n}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND Sender = :sender',
      ExpressionAttributeValues: {
        ':sender': sender,
        ...Object.fromEntries(Object.entries(change).map(([k, v]) => [`:${k}`, v])),
      },
    },
  }));
  try {
    await transactCopies(updates, copies);
  } catch (error) {
    if (cancelledAt(error, 0)) return undefined;
    throw error;
  }
  return { ...item, ...change };
}

/**
 * Deletes the sender's own message (every copy, with `extra` deletes such as
 * its file records); answers the deleted item, or undefined when there was
 * none of theirs.
 */
export async function deleteOwnMessage(
  item: MessageItem,
  sender: string,
  copies: Copies = NO_COPIES,
  extra: readonly TransactItem[] = [],
): Promise<MessageItem | undefined> {
  const deletes = everyCopy(item, orgOfPk(item.pk), copies).map((Key): TransactItem => ({
    Delete: {
      TableName: tableName(),
      Key,
      ConditionExpression: 'attribute_exists(pk) AND Sender = :sender',
      ExpressionAttributeValues: { ':sender': sender },
    },
  }));
  try {
    // Deleting is allowed after a link is gone: it only takes the sender's own words back.
    await transactCopies([...deletes, ...extra], { others: copies.others });
  } catch (error) {
    if (cancelledAt(error, 0)) return undefined;
    throw error;
  }
  return item;
}
