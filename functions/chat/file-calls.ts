import { ApiError, ErrorCode } from '@shared/api/errors';
import type { chatRoutes } from '@shared/api/routes/chat';
import { CONTENT_TYPES, type AttachmentKind } from '@shared/chat/attachments';
import { SIGNED_URL_SECONDS as SIGNED_SECONDS } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import { parseFileKey } from '@shared/chat/conversation-ids';
import { sharedFileOrg } from '../data/chat/copies';
import { presignDownload, readObject } from '../data/files/files-repo';
import { Reply, type FamilyImplementation } from '../lib/http/call';
import { keptKey, uploadTicket } from './chat-files';
import { openConversation, openNamed } from './conversation-access';
import { actorOf } from './message-calls';

type FileCalls = Pick<FamilyImplementation<typeof chatRoutes>, 'uploadOnlyFile' | 'getSignedS3Url' | 'downloadS3File'>;

/** A file key names its conversation: only its members get a signed URL or the bytes. */
async function memberFile(session: Parameters<typeof actorOf>[0], key: string) {
  const ref = parseFileKey(key);
  if (!ref) throw new ApiError(ErrorCode.NotFound, ChatMessages.fileNotFound);
  const opened = await openConversation(actorOf(session), ref.conversation);
  // A shared room's file is kept once, under its sender's organisation; the record in the caller's own copy says which.
  const keptIn = opened.copies.others.length > 0 ? await sharedFileOrg(session.orgId, key) : session.orgId;
  if (!keptIn) throw new ApiError(ErrorCode.NotFound, ChatMessages.fileNotFound);
  return { ...ref, path: keptKey(keptIn, key) };
}

export const fileCalls: FileCalls = {
  uploadOnlyFile: async ({ session, body }) => {
    const actor = actorOf(session);
    const { conversation } = await openNamed(actor, { ParticipantId: body.ParticipantId, RoomId: body.RoomId });
    return uploadTicket(actor.orgId, conversation, body);
  },

  getSignedS3Url: async ({ session, params }) => {
    const file = await memberFile(session, params.key);
    return { Url: await presignDownload(file.path, SIGNED_SECONDS, params.key), ExpiresIn: SIGNED_SECONDS };
  },

  downloadS3File: async ({ session, params }) => {
    const ref = await memberFile(session, params.key);
    const bytes = await readObject(ref.path);
    if (!bytes) throw new ApiError(ErrorCode.NotFound, ChatMessages.fileNotFound);
    return new Reply(
      200,
      Buffer.from(bytes).toString('base64'),
      {
        'content-type': CONTENT_TYPES[ref.ext as AttachmentKind],
        'content-disposition': `attachment; filename="${params.key}"`,
        'x-content-type-options': 'nosniff',
      },
      true,
    );
  },
};
