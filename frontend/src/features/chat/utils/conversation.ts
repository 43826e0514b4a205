import type { ChatMessage } from '@shared/chat/call-schemas';

/**
 * A conversation as the screens name it: a private chat with another user
 * (by their user id) or a room (by its id). `key` is the one string the
 * unread counts, the typing board and the open room agree on.
 */
export type Conversation = {
  kind: 'private' | 'room';
  id: string;
  name: string;
  /** A private room with a connected organisation's user: that user (read receipts, online dot). */
  peer?: string | undefined;
};

/** The one other person of a conversation, if it has one: a private chat's, or a private shared room's. */
export const peerOf = (c: Conversation): string | undefined => (c.kind === 'private' ? c.id : c.peer);

/** The sender's name in a room, with their branch when they belong to another organisation. */
export const senderLabel = (
  message: Pick<ChatMessage, 'SenderName' | 'SenderOrg'>,
  fallback: string | undefined,
): string | undefined => {
  const name = message.SenderName ?? fallback;
  return name && message.SenderOrg ? `${name} (${message.SenderOrg})` : name;
};

export const conversationKey = (c: Pick<Conversation, 'kind' | 'id'>): string =>
  `${c.kind === 'private' ? 'P' : 'R'}:${c.id}`;

/** The conversation a message belongs to, seen from `me` (a private message's other side). */
export function conversationOfMessage(
  message: Pick<ChatMessage, 'Sender' | 'Receiver' | 'RoomId'>,
  me: string,
): Pick<Conversation, 'kind' | 'id'> | undefined {
  if (message.RoomId) return { kind: 'room', id: message.RoomId };
  if (!message.Receiver) return undefined;
  return { kind: 'private', id: message.Sender === me ? message.Receiver : message.Sender };
}
