/**
 * Conversation, message and file ids. A message id and a file key name their
 * conversation, so the calls that carry only an id (MarkasFavorite/{id},
 * GetSignedS3Url/{key}, MarkasRead) find the partition with one read and check
 * membership before touching anything:
 *
 * - private conversation: `P.<userA>.<userB>` (the two user ids sorted);
 * - room conversation:    `R.<roomId>`;
 * - message id:           `<conversation>.<ULID>` (the ULID orders the page);
 * - file key:             `<conversation>.<ULID>.<ext>`.
 *
 * User and room ids are ULIDs (no dots), so the split is unambiguous.
 */
export type Conversation = { kind: 'P'; users: readonly [string, string] } | { kind: 'R'; roomId: string };

const ID = /^[0-9A-Za-z_-]{1,64}$/;
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const privateConversation = (a: string, b: string): Conversation => ({
  kind: 'P',
  users: a < b ? [a, b] : [b, a],
});
export const roomConversation = (roomId: string): Conversation => ({ kind: 'R', roomId });

export const conversationId = (c: Conversation): string =>
  c.kind === 'P' ? `P.${c.users[0]}.${c.users[1]}` : `R.${c.roomId}`;

/** The other participant of a private conversation, seen from `me`. */
export const otherUser = (c: Extract<Conversation, { kind: 'P' }>, me: string): string =>
  c.users[0] === me ? c.users[1] : c.users[0];

function parseParts(parts: readonly string[]): { conversation: Conversation; rest: string[] } | undefined {
  if (
    parts[0] === 'P' &&
    parts.length >= 3 &&
    ID.test(parts[1] ?? '') &&
    ID.test(parts[2] ?? '') &&
    parts[1] !== parts[2]
  ) {
    return { conversation: privateConversation(parts[1] as string, parts[2] as string), rest: parts.slice(3) };
  }
  if (parts[0] === 'R' && parts.length >= 2 && ID.test(parts[1] ?? '')) {
    return { conversation: roomConversation(parts[1] as string), rest: parts.slice(2) };
  }
  return undefined;
}

export type MessageRef = { conversation: Conversation; ulid: string };

export const messageId = (c: Conversation, ulid: string): string => `${conversationId(c)}.${ulid}`;

/** The conversation and ULID of a message id, or undefined for anything else. */
export function parseMessageId(id: string): MessageRef | undefined {
  const parsed = parseParts(id.split('.'));
  if (!parsed || parsed.rest.length !== 1 || !ULID.test(parsed.rest[0] ?? '')) return undefined;
  return { conversation: parsed.conversation, ulid: parsed.rest[0] as string };
}

export type FileRef = { conversation: Conversation; ulid: string; ext: string };

export const fileKey = (c: Conversation, ulid: string, ext: string): string => `${conversationId(c)}.${ulid}.${ext}`;

export function parseFileKey(key: string): FileRef | undefined {
  const parsed = parseParts(key.split('.'));
  if (!parsed || parsed.rest.length !== 2) return undefined;
  const [ulid, ext] = parsed.rest as [string, string];
  if (!ULID.test(ulid) || !/^(jpeg|png|pdf|docx|xlsx)$/.test(ext)) return undefined;
  return { conversation: parsed.conversation, ulid, ext };
}

export const MESSAGE_ID_PATTERN =
  /^(P\.[0-9A-Za-z_-]{1,64}\.[0-9A-Za-z_-]{1,64}|R\.[0-9A-Za-z_-]{1,64})\.[0-9A-HJKMNP-TV-Z]{26}$/;
export const FILE_KEY_PATTERN =
  /^(P\.[0-9A-Za-z_-]{1,64}\.[0-9A-Za-z_-]{1,64}|R\.[0-9A-Za-z_-]{1,64})\.[0-9A-HJKMNP-TV-Z]{26}\.(jpeg|png|pdf|docx|xlsx)$/;
