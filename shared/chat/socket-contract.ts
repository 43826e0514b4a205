import * as z from 'zod';
import { chatMessage, chatRoom, entityId, outgoingMessage, roomId, userId, chatMessageId } from './call-schemas';
import { ChatMessages } from './chat-messages';

/**
 * Chat over the WebSocket API (spec platform §7 'Sockets' and §4 'Chat'): the
 * actions a client sends and the events the server pushes. Registered in
 * shared/api/socket.ts with the rest of the socket contract. Every action acts
 * for the connection's user (verified on $connect); membership of the named
 * conversation is checked on every message.
 */

/** A conversation's catch-up cursor: the CrDt of the newest message the client holds. */
export const catchUpCursor = z
  .strictObject({ ParticipantId: userId.optional(), RoomId: roomId.optional(), LastCrDt: z.iso.datetime() })
  .refine((c) => (c.ParticipantId === undefined) !== (c.RoomId === undefined), {
    message: 'Enter Valid Data',
    path: ['ParticipantId'],
  });
export type CatchUpCursor = z.infer<typeof catchUpCursor>;

export const chatSocketActions = [
  /**
   * Opening the chat menu, and every reconnect: subscribes the connection to the
   * caller's rooms (all of them when Rooms is absent) and to the online feed,
   * answers UserState, then GroupMessages with what each cursor missed.
   */
  z.strictObject({
    action: z.literal('JoinChat'),
    Rooms: z.array(roomId).max(200).optional(),
    Since: z.array(catchUpCursor).max(200).default([]),
  }),
  /** Closing the chat menu: leaves every room and the online feed. */
  z.strictObject({ action: z.literal('LeaveChat') }),
  z.strictObject({ action: z.literal('JoinMessageRoom'), RoomId: roomId }),
  z.strictObject({ action: z.literal('LeaveMessageRoom'), RoomId: roomId }),
  z.strictObject({ action: z.literal('ListenUserState') }),
  z.strictObject({ action: z.literal('LeaveUserState') }),
  /** Going offline on purpose (logout): the connection is forgotten and others see the user offline. */
  z.strictObject({ action: z.literal('UserDisconnect') }),
  /** Typing: true on the first keystroke, false after 3 s idle or on send (the client times out; the server relays). */
  z.strictObject({ action: z.literal('UserPvtMsgTyping'), Receiver: userId, Typing: z.boolean() }),
  z.strictObject({ action: z.literal('UserRoomMsgTyping'), RoomId: roomId, Typing: z.boolean() }),
  /** Sends a message over the socket; answered SuccessMessage once stored (ClientId echoes the client's own id). */
  z.strictObject({ action: z.literal('Message'), ClientId: z.string().max(64).optional(), Message: outgoingMessage }),
  /** A read receipt for private messages (after MarkasRead): relayed to SentBy as MessageRead. */
  z.strictObject({
    action: z.literal('PvtMessageRead'),
    SentBy: userId,
    ReadMessageIds: z.array(chatMessageId).min(1).max(100),
    ReadBy: userId,
  }),
  /**
   * Files uploaded (spec §7 'Sockets' Out): the message naming the staged
   * uploads (UploadOnlyFile tickets). The server checks the sender, membership
   * and each file's bytes and size, stores the message, fans NewMessage out,
   * and answers FileSuccessMessage (ClientId echoed); a refusal is MessageError.
   */
  z.strictObject({
    action: z.literal('FileUploadSuccess'),
    ClientId: z.string().max(64).optional(),
    Message: outgoingMessage.refine((m) => m.Files.length > 0, {
      message: ChatMessages.noFilesUploaded,
      path: ['Files'],
    }),
  }),

  // Rooms over the socket (docs/chat.md 'Connected organisations') ------------------
  /**
   * Opens or creates a room and subscribes this connection to it: without
   * ParticipantId, the public room between the caller's branch and
   * ParticipantEId (own organisation or a connected one); with it, the private
   * room with that user of a connected organisation's branch. Answered RoomInfo;
   * a new room is announced to its members' connections as UpdatedRoom.
   */
  z.strictObject({ action: z.literal('CreateRoom'), ParticipantEId: entityId, ParticipantId: userId.optional() }),
  /** The same room if it exists (RoomInfo, and this connection subscribes), never creating one: MessageError 404 otherwise. */
  z.strictObject({ action: z.literal('GetOpenRoom'), ParticipantEId: entityId, ParticipantId: userId.optional() }),
] as const;

const conversationOf = { Receiver: z.string().optional(), RoomId: z.string().optional() };

export const chatSocketEvents = [
  z.object({ event: z.literal('NewMessage'), Message: chatMessage }),
  z.object({ event: z.literal('UpdatedMessage'), Message: chatMessage }),
  /** _id of the deleted message; Sender and Receiver/RoomId name the conversation. */
  z.object({ event: z.literal('DeletedMessage'), _id: z.string(), Sender: z.string(), ...conversationOf }),
  z.object({ event: z.literal('UserTyping'), Sender: z.string(), Typing: z.boolean(), ...conversationOf }),
  /** Online state: the whole list on ListenUserState/JoinChat, one user on a change. */
  z.object({ event: z.literal('UserState'), Users: z.array(z.object({ UserId: z.string(), Online: z.boolean() })) }),
  z.object({
    event: z.literal('MessageRead'),
    ReadBy: z.string(),
    SentBy: z.string(),
    ReadMessageIds: z.array(z.string()),
  }),
  z.object({ event: z.literal('UpdatedRoom'), Room: chatRoom }),
  z.object({ event: z.literal('RoomInfo'), Room: chatRoom }),
  z.object({ event: z.literal('SuccessMessage'), ClientId: z.string().optional(), Message: chatMessage }),
  /** Catch-up after JoinChat: per cursor, the messages after it (oldest first); More when over a page was missed. */
  z.object({
    event: z.literal('GroupMessages'),
    Conversations: z.array(
      z.object({
        ParticipantId: z.string().optional(),
        RoomId: z.string().optional(),
        Messages: z.array(chatMessage),
        More: z.boolean(),
      }),
    ),
  }),
  /** FileUploadSuccess's answer to the sender: the stored message with its checked files. */
  z.object({ event: z.literal('FileSuccessMessage'), ClientId: z.string().optional(), Message: chatMessage }),
] as const;
