import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { SocketEvent } from '@shared/api/socket';
import type { ChatMessage, OutgoingMessage } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { messageId, otherUser, parseMessageId, type Conversation } from '@shared/chat/conversation-ids';
import { getUser } from '../data/identity/identity-repo';
import { indexMessage } from '../data/chat/search-index';
import { displayDate, newMessageUlid, ulidTime } from '../data/chat/message-time';
import {
  deleteOwnMessage,
  getMessage,
  lastMessageUlid,
  messageItem,
  storeMessage,
  toMessage,
  updateOwnMessage,
  type MessageItem,
} from '../data/chat/messages-repo';
import { removeObject } from '../data/files/files-repo';
import { chatKeys } from '../data/chat/chat-keys';
import { NO_COPIES, type Copies } from '../data/chat/copies';
import type { TransactItem } from '../data/table/transact';
import { tableName } from '../lib/aws-clients';
import { lowerPrivateUnread } from '../data/chat/unread-repo';
import { log } from '../lib/http/log';
import { fanOut } from '../lib/ws/fan-out';
import { roomConnectionIds, userConnectionIds } from './socket/fan-out';
import { acceptFiles, keptKey } from './chat-files';
import { openConversation, openNamed, type ChatActor, type Opened } from './conversation-access';

/**
 * What a message does, for the HTTP calls and the socket's `Message` action
 * alike: check, store, then tell the conversation's live connections.
 */

/**
 * The live connections of a conversation: the pair's users (two queries) or
 * the room's subscribers (one query per organisation holding a copy).
 */
export async function conversationConnections(
  orgId: string,
  c: Conversation,
  copies: Copies = NO_COPIES,
): Promise<string[]> {
  if (c.kind === 'P') return userConnectionIds(orgId, c.users);
  const lists = await Promise.all([orgId, ...copies.others].map((org) => roomConnectionIds(org, c.roomId)));
  return lists.flat();
}

/** Fans an event out after the write it reports; never throws (the write stands, clients catch up). */
export async function publish(
  orgId: string,
  c: Conversation,
  event: SocketEvent,
  except?: string,
  copies: Copies = NO_COPIES,
): Promise<void> {
  try {
    await fanOut(await conversationConnections(orgId, c, copies), event, except);
  } catch (error) {
    log('warn', 'chat fan-out failed', { event: event.event, error: (error as Error).name });
  }
}

const conversationFields = (c: Conversation, sender: string): Pick<ChatMessage, 'Receiver' | 'RoomId'> =>
  c.kind === 'P' ? { Receiver: otherUser(c, sender) } : { RoomId: c.roomId };

/**
 * Sends a message: the Sender must be the actor, the actor a member; files are
 * checked and kept first; the message is stored (with the receiver's unread
 * count) before anyone is told, so an answer or an event always names a stored
 * message.
 */
export async function sendMessage(actor: ChatActor, outgoing: OutgoingMessage, except?: string): Promise<ChatMessage> {
  if (outgoing.Sender !== actor.userId) throw new ApiError(ErrorCode.Forbidden, ChatMessages.userHeaderMismatch);
  const { conversation, copies, room } = await openNamed(actor, {
    ParticipantId: outgoing.Receiver,
    RoomId: outgoing.RoomId,
  });
  const files = await acceptFiles(actor.orgId, conversation, outgoing.Files);
  const shared = copies.others.length > 0;
  const ulid = newMessageUlid();
  const at = ulidTime(ulid);
  const sender = await getUser(actor.orgId, actor.userId);
  const message: ChatMessage = {
    _id: messageId(conversation, ulid),
    Sender: actor.userId,
    ...(sender ? { SenderName: sender.Name } : {}),
    ...conversationFields(conversation, actor.userId),
    Msg: outgoing.Msg,
    Files: files,
    Fav: [],
    ReadBy: [],
    CrDt: at.toISOString(),
    DisplayDt: displayDate(at),
    // The other organisation sees whose side wrote it.
    ...(shared && room ? { SenderOrg: room.Names[actor.entityId] ?? '' } : {}),
  };
  const item = messageItem(actor.orgId, conversation, ulid, message);
  await storeMessage(
    item,
    conversation.kind === 'P' ? { receiver: otherUser(conversation, actor.userId), sender: actor.userId } : undefined,
    copies,
    shared
      ? fileRecords(
          actor.orgId,
          copies,
          files.map((f) => f.Url),
        )
      : [],
  );
  await Promise.all(
    [actor.orgId, ...copies.others].map((org) =>
      indexMessage(org, conversation, ulid, message._id, message.Msg).catch((error: Error) =>
        log('warn', 'chat search index not written', { error: error.name }),
      ),
    ),
  );
  await publish(actor.orgId, conversation, { event: 'NewMessage', Message: message }, except, copies);
  return message;
}

/**
 * A shared room's files are kept once, under the sender's organisation; a
 * record in each copy says where, so the other side's members get a signed
 * URL after the membership check in their own copy.
 */
function fileRecords(senderOrg: string, copies: Copies, keys: readonly string[], remove = false): TransactItem[] {
  return [senderOrg, ...copies.others].flatMap((org) =>
    keys.map((key): TransactItem =>
      remove
        ? { Delete: { TableName: tableName(), Key: chatKeys.sharedFile(org, key) } }
        : { Put: { TableName: tableName(), Item: { ...chatKeys.sharedFile(org, key), KeptIn: senderOrg } } },
    ),
  );
}

/** A message named by its id, after the membership check. */
export async function findMessage(
  actor: ChatActor,
  id: string,
): Promise<{ opened: Opened; item: MessageItem; ulid: string }> {
  const ref = parseMessageId(id);
  if (!ref) throw new ApiError(ErrorCode.NotFound, ChatMessages.messageNotFound);
  const opened = await openConversation(actor, ref.conversation);
  const item = await getMessage(actor.orgId, ref.conversation, ref.ulid);
  if (!item) throw new ApiError(ErrorCode.NotFound, ChatMessages.messageNotFound);
  return { opened, item, ulid: ref.ulid };
}

/** The id must belong to the named conversation (a RecordId of another conversation is refused). */
export function belongsTo(id: string, opened: Opened): void {
  const ref = parseMessageId(id);
  const same = ref && JSON.stringify(ref.conversation) === JSON.stringify(opened.conversation);
  if (!same) throw new ApiError(ErrorCode.NotFound, ChatMessages.messageNotFound);
}

/**
 * Edit and delete: the sender only (spec §6), and the last message only
 * (spec §4; the server checks it against the partition's newest item, so a
 * client that was not scrolled to the end cannot change history).
 */
async function ownLast(actor: ChatActor, id: string): Promise<{ opened: Opened; item: MessageItem }> {
  const found = await findMessage(actor, id);
  if (found.item.Sender !== actor.userId) throw new ApiError(ErrorCode.Forbidden, ChatMessages.onlySender);
  const last = await lastMessageUlid(actor.orgId, found.opened.conversation);
  if (last !== found.ulid) throw new ApiError(ErrorCode.Conflict, ChatMessages.onlyLastMessage);
  return found;
}

export async function editMessage(actor: ChatActor, id: string, named: Opened, Msg: string): Promise<ChatMessage> {
  belongsTo(id, named);
  const { opened, item } = await ownLast(actor, id);
  const updated = await updateOwnMessage(item, actor.userId, { Msg, EdDt: new Date().toISOString() }, opened.copies);
  if (!updated) throw new ApiError(ErrorCode.NotFound, ChatMessages.messageNotFound);
  const message = toMessage(updated);
  const ulid = parseMessageId(id)?.ulid ?? '';
  await Promise.all(
    [actor.orgId, ...opened.copies.others].map((org) =>
      indexMessage(org, opened.conversation, ulid, id, Msg).catch(() => undefined),
    ),
  );
  await publish(
    actor.orgId,
    opened.conversation,
    { event: 'UpdatedMessage', Message: message },
    undefined,
    opened.copies,
  );
  return message;
}

export async function deleteMessage(
  actor: ChatActor,
  id: string,
  named: Opened,
): Promise<{ message: string; _id: string }> {
  belongsTo(id, named);
  const { opened, item } = await ownLast(actor, id);
  const shared = opened.copies.others.length > 0;
  const fileKeys = (item.Files ?? []).map((f) => f.Url);
  const deleted = await deleteOwnMessage(
    item,
    actor.userId,
    opened.copies,
    shared ? fileRecords(actor.orgId, opened.copies, fileKeys, true) : [],
  );
  if (!deleted) throw new ApiError(ErrorCode.NotFound, ChatMessages.messageNotFound);
  const c = opened.conversation;
  // An unread private message no longer counts; its files go with it.
  if (c.kind === 'P' && !deleted.ReadBy?.has(otherUser(c, actor.userId)))
    await lowerPrivateUnread(actor.orgId, otherUser(c, actor.userId), actor.userId, 1);
  await Promise.all((deleted.Files ?? []).map((f) => removeObject(keptKey(actor.orgId, f.Url))));
  await publish(
    actor.orgId,
    c,
    { event: 'DeletedMessage', _id: id, Sender: actor.userId, ...conversationFields(c, actor.userId) },
    undefined,
    opened.copies,
  );
  return { message: Messages.deleted, _id: id };
}

/** Removes one file of the sender's own message (any message of theirs: a file is not history). */
export async function deleteFile(actor: ChatActor, id: string, named: Opened, key: string): Promise<ChatMessage> {
  belongsTo(id, named);
  const { opened, item } = await findMessage(actor, id);
  if (item.Sender !== actor.userId) throw new ApiError(ErrorCode.Forbidden, ChatMessages.onlySender);
  if (!(item.Files ?? []).some((f) => f.Url === key)) throw new ApiError(ErrorCode.NotFound, ChatMessages.fileNotFound);
  // Taking a file back is allowed after a link is gone (only the link check is left out).
  const updated = await updateOwnMessage(
    item,
    actor.userId,
    { Files: (item.Files ?? []).filter((f) => f.Url !== key) },
    { others: opened.copies.others },
  );
  if (!updated) throw new ApiError(ErrorCode.NotFound, ChatMessages.messageNotFound);
  await removeObject(keptKey(actor.orgId, key));
  const message = toMessage(updated);
  await publish(
    actor.orgId,
    opened.conversation,
    { event: 'UpdatedMessage', Message: message },
    undefined,
    opened.copies,
  );
  return message;
}
