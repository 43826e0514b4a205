import * as z from 'zod';
import { MAX_FILES_PER_SELECTION } from './attachments';
import { isCalendarDate } from '../fields/iso-date';
import { FILE_KEY_PATTERN, MESSAGE_ID_PATTERN } from './conversation-ids';
import { ChatMessages } from './chat-messages';

/**
 * Request and answer shapes of the `chat` family, in the spec's field names
 * (platform §3 'Chat entities'). docs/chat.md explains each call.
 */

/** Spec §9: page size 25 messages; typing clears after 3 s of idle. */
export const CHAT_PAGE_SIZE = 25;
export const MAX_CHAT_PAGE_SIZE = 100;
export const TYPING_TIMEOUT_MS = 3000;
/** Spec §9: chat display uses Asia/Kolkata; DisplayDt groups by this zone's date. */
export const CHAT_TIME_ZONE = 'Asia/Kolkata';
/** Spec §7: message API requests carry the user's id in this header; the server checks it against the session. */
export const CHAT_USER_HEADER = 'UserId';
/** Longest message text (ours). */
export const MAX_MSG_LENGTH = 4000;
/** Signed file URLs live this long (seconds). */
export const SIGNED_URL_SECONDS = 300;

export const userId = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Enter Valid Data');
export const roomId = userId;
export const entityId = userId;
export const chatMessageId = z.string().regex(MESSAGE_ID_PATTERN, 'Enter Valid Data');
export const chatFileKey = z.string().regex(FILE_KEY_PATTERN, 'Enter Valid Data');

/** A file of a stored message: Url is its file key (fetch it with GetSignedS3Url/{key} or DownloadS3File/{key}). */
export const chatFile = z.object({
  Name: z.string(),
  Url: z.string(),
  Size: z.number().int().optional(),
  Type: z.string().optional(),
});
export type ChatFile = z.infer<typeof chatFile>;

/** Message, spec §3. Exactly one of Receiver (private) and RoomId (room) is set. */
export const chatMessage = z.object({
  _id: z.string(),
  Sender: z.string(),
  SenderName: z.string().optional(),
  Receiver: z.string().optional(),
  RoomId: z.string().optional(),
  Msg: z.string(),
  Files: z.array(chatFile),
  /** User ids who starred the message. */
  Fav: z.array(z.string()),
  /** User ids who read the message. */
  ReadBy: z.array(z.string()),
  CrDt: z.string(),
  /** The message's date in Asia/Kolkata (YYYY-MM-DD): the date group. */
  DisplayDt: z.string(),
  /** Set once the text was edited. */
  EdDt: z.string().optional(),
  /** In a conversation with another organisation: the sender's branch name, so each side sees who is whose. */
  SenderOrg: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A page in time order (oldest first). More: older (Initial, Previous) or newer (Next, ByDate) messages exist. */
export const messagePage = z.object({ Messages: z.array(chatMessage), More: z.boolean() });
export type MessagePage = z.infer<typeof messagePage>;

/** EName: set for a member of another organisation, their branch's name. */
export const roomMember = z.object({
  UserId: z.string(),
  Name: z.string(),
  Online: z.boolean(),
  EName: z.string().optional(),
});
export type RoomMember = z.infer<typeof roomMember>;
/** The newest message of a room, for the room list. */
export const roomLast = z.object({ _id: z.string(), Sender: z.string(), Msg: z.string(), CrDt: z.string() });
/**
 * Room, spec §3. A public room is between two entities (Ents); its members are
 * their employees. A room with another organisation (External) is either the
 * public room between the two branches or, with Users, a private chat between
 * one user of each side.
 */
/** What a connected business is to the caller's organisation: the seller it buys from, or the buyer it sells to. */
export const PARTY_RELATIONS = ['Vendor', 'Customer'] as const;
export type PartyRelation = (typeof PARTY_RELATIONS)[number];

export const chatRoom = z.object({
  _id: z.string(),
  Name: z.string(),
  Members: z.array(roomMember),
  /** Display name: the other entity's name, seen from the caller's branch. */
  DName: z.string(),
  Public: z.boolean(),
  Unread: z.number().int().min(0),
  Ents: z.array(z.string()),
  /** True when the room is shared with a connected organisation (docs/chat.md 'Connected organisations'). */
  External: z.boolean().optional(),
  /**
   * A shared room: what the other organisation is to the caller's, read from the
   * record that links them (docs/chat.md 'What the other business is'): the
   * caller's vendor record, or the other side's customer record, makes it a Vendor.
   */
  Relation: z.enum(PARTY_RELATIONS).optional(),
  /** A private room with another organisation's user: the two user ids. */
  Users: z.array(z.string()).optional(),
  Last: roomLast.optional(),
});
export type ChatRoom = z.infer<typeof chatRoom>;

/** Chat participant, spec §3 (the UI merges employees with the online feed and unread counts). */
export const chatParticipant = z.object({
  _id: z.string(),
  Name: z.string(),
  DName: z.string().optional(),
  Online: z.boolean(),
  Unread: z.number().int().min(0),
});

export const unreadPrivate = z.object({ SenderId: z.string(), UnreadCount: z.number().int().min(0) });
export const unreadRoom = z.object({ _id: z.string(), UnreadCount: z.number().int().min(0) });

/** A file named in an outgoing message: Url is the staged Key an UploadOnlyFile ticket gave. */
export const outgoingFile = z.strictObject({ Name: z.string().min(1).max(200), Url: z.string().min(1).max(300) });

/** Outgoing message, spec §3: Sender, Msg, Receiver or RoomId, NewMember, MemberName, Files. */
export const outgoingMessage = z
  .strictObject({
    Sender: userId,
    Msg: z.string().max(MAX_MSG_LENGTH).default(''),
    Receiver: userId.optional(),
    RoomId: roomId.optional(),
    NewMember: z.boolean().optional(),
    MemberName: z.string().max(200).optional(),
    Files: z.array(outgoingFile).max(MAX_FILES_PER_SELECTION, ChatMessages.tooManyFiles).default([]),
  })
  .refine((m) => m.Msg.trim() !== '' || m.Files.length > 0, { message: ChatMessages.emptyMessage, path: ['Msg'] })
  .refine((m) => (m.Receiver === undefined) !== (m.RoomId === undefined), {
    message: 'Enter Valid Data',
    path: ['Receiver'],
  });
export type OutgoingMessage = z.infer<typeof outgoingMessage>;

export const privateSendBody = outgoingMessage.refine((m) => m.Receiver !== undefined, {
  message: 'Enter Valid Data',
  path: ['Receiver'],
});
export const roomSendBody = outgoingMessage.refine((m) => m.RoomId !== undefined, {
  message: 'Enter Valid Data',
  path: ['RoomId'],
});

const perPage = z.coerce.number().int().min(1).max(MAX_CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE);
export const initialPrivateQuery = z.strictObject({ ResultsPerPage: perPage, ParticipantId: userId });
export const initialRoomQuery = z.strictObject({ ResultsPerPage: perPage, RoomId: roomId });
export const pagePrivateQuery = initialPrivateQuery.extend({ RecordId: chatMessageId });
export const pageRoomQuery = initialRoomQuery.extend({ RecordId: chatMessageId });
/** SearchDt: a date (YYYY-MM-DD, or the picker's MM/DD/YYYY); the page starts at that day's first message (Asia/Kolkata). */
const SEARCH_DT = /^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/;
const searchDt = z
  .string()
  .regex(SEARCH_DT, 'Enter Valid Data')
  // The picker's MM/DD/YYYY names a day as YYYY-MM-DD does: either must be on the calendar (shared/fields/iso-date.ts).
  .refine(
    (v) =>
      !SEARCH_DT.test(v) || isCalendarDate(v.includes('/') ? `${v.slice(6, 10)}-${v.slice(0, 2)}-${v.slice(3, 5)}` : v),
    'Enter Valid Data',
  );
export const datePrivateQuery = initialPrivateQuery.extend({ SearchDt: searchDt });
export const dateRoomQuery = initialRoomQuery.extend({ SearchDt: searchDt });

export const markReadBody = z.strictObject({ MessageIds: z.array(chatMessageId).min(1).max(100) });
export const markReadAnswer = z.object({ ReadMessageIds: z.array(z.string()) });

export const idParams = z.strictObject({ id: chatMessageId });
export const keyParams = z.strictObject({ key: chatFileKey });

export const deletePrivateQuery = z.strictObject({ ParticipantId: userId, RecordId: chatMessageId });
export const deleteRoomQuery = z.strictObject({ RoomId: roomId, RecordId: chatMessageId });
export const deletePrivateFileQuery = deletePrivateQuery.extend({ FileKey: chatFileKey });
export const deleteRoomFileQuery = deleteRoomQuery.extend({ FileKey: chatFileKey });
export const deletedAnswer = z.object({ message: z.string(), _id: z.string() });

/** Edit: the message object carrying the new Msg (only _id, Msg and the conversation are read). */
export const editPrivateBody = z.looseObject({
  _id: chatMessageId,
  Msg: z.string().trim().min(1).max(MAX_MSG_LENGTH),
  Receiver: userId,
});
export const editRoomBody = z.looseObject({
  _id: chatMessageId,
  Msg: z.string().trim().min(1).max(MAX_MSG_LENGTH),
  RoomId: roomId,
});

export const publicRoomQuery = z.strictObject({ LoginUserEId: entityId, ParticipantEId: entityId });
/** The employees of a connected organisation's branch (the vendor panel's 'employees' list). */
export const partyEmployeesQuery = z.strictObject({ ParticipantEId: entityId });

/**
 * UploadOnlyFile: asks for one presigned PUT per file (so the browser uploads
 * straight to the bucket and shows progress). The file becomes part of a
 * message only when it is sent with its Key in Files, after the server has
 * checked its bytes.
 */
export const uploadOnlyFileBody = z
  .strictObject({
    Name: z.string().min(1).max(200),
    Size: z.number().int().min(1),
    ParticipantId: userId.optional(),
    RoomId: roomId.optional(),
  })
  .refine((b) => (b.ParticipantId === undefined) !== (b.RoomId === undefined), {
    message: 'Enter Valid Data',
    path: ['ParticipantId'],
  });
export const uploadTicket = z.object({
  Url: z.string(),
  Method: z.literal('PUT'),
  Headers: z.record(z.string(), z.string()),
  /** The staged key: send it back as Files[].Url. */
  Key: z.string(),
  ExpiresIn: z.number().int(),
  MaxBytes: z.number().int(),
});
export type UploadTicket = z.infer<typeof uploadTicket>;
/** UploadFileAndMessage: the outgoing message whose Files were uploaded with UploadOnlyFile tickets. */
export const uploadFileAndMessageBody = z.strictObject({ msgInfo: outgoingMessage });

export const signedUrlAnswer = z.object({ Url: z.string(), ExpiresIn: z.number().int() });

/** Search (beyond the spec): words of at least 2 characters; every word must occur in the message. */
export const searchQuery = z.strictObject({ Text: z.string().trim().min(2).max(100), ResultsPerPage: perPage });
export const searchAnswer = z.object({ Messages: z.array(chatMessage) });
