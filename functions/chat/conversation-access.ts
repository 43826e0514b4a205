import { ApiError, ErrorCode } from '@shared/api/errors';
import { ChatMessages } from '@shared/chat/chat-messages';
import { privateConversation, roomConversation, type Conversation } from '@shared/chat/conversation-ids';
import { getUser } from '../data/identity/identity-repo';
import { NO_COPIES, type Copies } from '../data/chat/copies';
import { copiesOfRoom, getRoom, isRoomMember, type RoomRecord } from '../data/chat/rooms-repo';

/** Who acts: the verified session's (or socket connection's) user and branch, never the request's. */
export type ChatActor = { orgId: string; entityId: string; userId: string };

/** copies: the other organisations' copies every write must also make (a room shared with a connected organisation). */
export type Opened = { conversation: Conversation; room?: RoomRecord; copies: Copies };

const notMember = (): ApiError => new ApiError(ErrorCode.Forbidden, ChatMessages.notMember);

/**
 * Membership, checked on every call and socket message (docs/chat.md 'Calls'):
 * - private: the actor is one of the pair (the pair is built from the actor's
 *   own id) and the other user is a user of the actor's organisation;
 * - room: the actor's branch is one of the room's two branches (a private
 *   room with a connected organisation's user: the actor is one of its Users).
 * Everything is read under the actor's organisation, so another
 * organisation's ids resolve to nothing and are refused; a room shared with a
 * connected organisation is found in the actor's own copy.
 */
export async function openPrivate(actor: ChatActor, participantId: string): Promise<Opened> {
  if (participantId === actor.userId) throw new ApiError(ErrorCode.BadRequest, ChatMessages.chatWithSelf);
  const other = await getUser(actor.orgId, participantId);
  if (!other) throw notMember();
  return { conversation: privateConversation(actor.userId, participantId), copies: NO_COPIES };
}

export async function openRoom(actor: ChatActor, roomId: string): Promise<Opened & { room: RoomRecord }> {
  const room = await getRoom(actor.orgId, roomId);
  if (!room || !isRoomMember(room, actor.entityId, actor.userId)) throw notMember();
  return { conversation: roomConversation(roomId), room, copies: copiesOfRoom(room, actor.orgId) };
}

/** A conversation named by a message id or file key: the same checks. */
export async function openConversation(actor: ChatActor, conversation: Conversation): Promise<Opened> {
  if (conversation.kind === 'R') return openRoom(actor, conversation.roomId);
  const [a, b] = conversation.users;
  if (a !== actor.userId && b !== actor.userId) throw notMember();
  return openPrivate(actor, a === actor.userId ? b : a);
}

/** The conversation a message or request names by Receiver/ParticipantId or RoomId. */
export const openNamed = (
  actor: ChatActor,
  named: { ParticipantId?: string | undefined; RoomId?: string | undefined },
): Promise<Opened> =>
  named.RoomId !== undefined ? openRoom(actor, named.RoomId) : openPrivate(actor, named.ParticipantId ?? '');
