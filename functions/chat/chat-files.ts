import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import {
  attachmentProblem,
  CONTENT_TYPES,
  isImageKind,
  kindOfName,
  maxBytesOf,
  MAX_FILES_PER_SELECTION,
} from '@shared/chat/attachments';
import type { ChatFile, UploadTicket } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { conversationId, fileKey, type Conversation } from '@shared/chat/conversation-ids';
import { STAGING_PREFIX } from '@shared/files/storage-keys';
import { objectSize, presignUpload, readObject, removeObject, writeObject } from '../data/files/files-repo';
import { sniffKind } from '../lib/file-sniff';

/**
 * Chat files in the private bucket. The browser PUTs to a staging key of its
 * own organisation and conversation; a file becomes visible only when a
 * message names it and the server has checked its bytes (type by magic
 * numbers, size by what was stored) and copied it to its kept key
 * `chat/<org>/<file key>`. Refused or never-sent uploads stay under the
 * staging prefix, which the bucket's lifecycle rule empties.
 */
const UPLOAD_SECONDS = 300;

const stagingPrefix = (orgId: string, c: Conversation): string =>
  `${STAGING_PREFIX}chat/${orgId}/${conversationId(c)}/`;
export const keptKey = (orgId: string, key: string): string => `chat/${orgId}/${key}`;

/** The §5 refusal of a file: 413 for size, 415 for type. */
function refuse(problem: string, kind: ReturnType<typeof kindOfName>): never {
  throw new ApiError(kind ? ErrorCode.PayloadTooLarge : ErrorCode.UnsupportedMediaType, problem);
}

export async function uploadTicket(
  orgId: string,
  c: Conversation,
  file: { Name: string; Size: number },
): Promise<UploadTicket> {
  const kind = kindOfName(file.Name);
  const problem = attachmentProblem({ name: file.Name, size: file.Size });
  if (problem || !kind) refuse(problem ?? ChatMessages.notAllowedType(file.Name), problem && kind ? kind : undefined);
  const key = `${stagingPrefix(orgId, c)}${ulid()}.${kind}`;
  const contentType = CONTENT_TYPES[kind];
  return {
    Url: await presignUpload(key, contentType, UPLOAD_SECONDS),
    Method: 'PUT',
    Headers: { 'content-type': contentType },
    Key: key,
    ExpiresIn: UPLOAD_SECONDS,
    MaxBytes: maxBytesOf(kind),
  };
}

/**
 * Checks the staged uploads a message names and keeps them: all are checked
 * before any is kept, so a refused file leaves the message unsent and nothing
 * visible. Answers the message's Files.
 */
export async function acceptFiles(
  orgId: string,
  c: Conversation,
  files: readonly { Name: string; Url: string }[],
): Promise<ChatFile[]> {
  if (files.length > MAX_FILES_PER_SELECTION) throw new ApiError(ErrorCode.BadRequest, ChatMessages.tooManyFiles);
  const prefix = stagingPrefix(orgId, c);
  const checked = await Promise.all(
    files.map(async (file) => {
      const claimed = kindOfName(file.Name);
      if (!claimed) refuse(ChatMessages.notAllowedType(file.Name), undefined);
      // Only this organisation's and this conversation's staging keys: no reaching into other objects.
      if (
        !file.Url.startsWith(prefix) ||
        !/^[0-9A-HJKMNP-TV-Z]{26}\.(jpeg|png|pdf|docx|xlsx)$/.test(file.Url.slice(prefix.length))
      ) {
        throw new ApiError(ErrorCode.BadRequest, ChatMessages.uploadMissing(file.Name));
      }
      // The size first (a HEAD), so an oversized upload is refused without reading it.
      const size = await objectSize(file.Url);
      if (size === undefined) throw new ApiError(ErrorCode.BadRequest, ChatMessages.uploadMissing(file.Name));
      if (size > maxBytesOf(claimed)) {
        await removeObject(file.Url);
        refuse(
          isImageKind(claimed) ? ChatMessages.imageTooLarge(file.Name) : ChatMessages.documentTooLarge(file.Name),
          claimed,
        );
      }
      const bytes = await readObject(file.Url);
      if (!bytes) throw new ApiError(ErrorCode.BadRequest, ChatMessages.uploadMissing(file.Name));
      const actual = sniffKind(bytes);
      if (!actual || actual !== claimed) {
        await removeObject(file.Url);
        refuse(ChatMessages.notAllowedType(file.Name), undefined);
      }
      if (bytes.byteLength > maxBytesOf(actual)) {
        await removeObject(file.Url);
        refuse(
          isImageKind(actual) ? ChatMessages.imageTooLarge(file.Name) : ChatMessages.documentTooLarge(file.Name),
          actual,
        );
      }
      return { file, bytes, kind: actual };
    }),
  );
  return Promise.all(
    checked.map(async ({ file, bytes, kind }) => {
      const key = fileKey(c, ulid(), kind);
      await writeObject(keptKey(orgId, key), bytes, CONTENT_TYPES[kind]);
      await removeObject(file.Url);
      return { Name: file.Name, Url: key, Size: bytes.byteLength, Type: kind };
    }),
  );
}
