import { chatRoutes } from '@shared/api/routes/chat';
import type { ChatMessage, MessagePage, OutgoingMessage } from '@shared/chat/call-schemas';
import { CHAT_PAGE_SIZE, CHAT_USER_HEADER } from '@shared/chat/call-schemas';
import { apiCall } from '../../../lib/api-client';
import type { Conversation } from '../utils/conversation';

/**
 * The chat calls of spec platform §7 'Chat (all under secure/)', as the
 * screens use them: every Message call carries the `UserId` header, which the
 * server checks against the session, and a conversation is named once
 * (private: ParticipantId/Receiver; room: RoomId).
 */
export type ChatCalls = ReturnType<typeof chatCalls>;

export type PageMode = 'initial' | 'older' | 'newer';

export function chatCalls(me: string) {
  const headers = { [CHAT_USER_HEADER]: me };
  const R = chatRoutes;
  const page = (
    conversation: Conversation,
    mode: PageMode,
    recordId?: string,
    signal?: AbortSignal,
  ): Promise<MessagePage> => {
    const base = { ResultsPerPage: CHAT_PAGE_SIZE };
    const opts = { headers, ...(signal ? { signal } : {}) };
    if (conversation.kind === 'private') {
      const who = { ...base, ParticipantId: conversation.id };
      if (mode === 'initial' || !recordId) return apiCall(R.initialPrivate, { query: who, ...opts });
      return apiCall(mode === 'older' ? R.previousPrivate : R.nextPrivate, {
        query: { ...who, RecordId: recordId },
        ...opts,
      });
    }
    const room = { ...base, RoomId: conversation.id };
    if (mode === 'initial' || !recordId) return apiCall(R.initialRoom, { query: room, ...opts });
    return apiCall(mode === 'older' ? R.previousRoom : R.nextRoom, { query: { ...room, RecordId: recordId }, ...opts });
  };
  const target = (conversation: Conversation) =>
    conversation.kind === 'private' ? { Receiver: conversation.id } : { RoomId: conversation.id };
  return {
    me,
    rooms: () => apiCall(R.chatRooms),
    publicRoomBetween: (ownEntity: string, otherEntity: string) =>
      apiCall(R.publicRoomBetween, { query: { LoginUserEId: ownEntity, ParticipantEId: otherEntity }, headers }),
    /** The employees of a connected organisation's branch (the vendor panel). */
    partyEmployees: (otherEntity: string) =>
      apiCall(R.partyEmployees, { query: { ParticipantEId: otherEntity }, headers }),
    unreadPrivate: () => apiCall(R.unreadPrivate, { headers }),
    unreadRoom: () => apiCall(R.unreadRoom, { headers }),
    page,
    byDate: (conversation: Conversation, day: string): Promise<MessagePage> =>
      conversation.kind === 'private'
        ? apiCall(R.privateByDate, {
            query: { ResultsPerPage: CHAT_PAGE_SIZE, ParticipantId: conversation.id, SearchDt: day },
            headers,
          })
        : apiCall(R.roomByDate, {
            query: { ResultsPerPage: CHAT_PAGE_SIZE, RoomId: conversation.id, SearchDt: day },
            headers,
          }),
    search: (text: string) =>
      apiCall(R.searchMessages, { query: { Text: text, ResultsPerPage: CHAT_PAGE_SIZE }, headers }),
    markRead: (ids: string[]) => apiCall(R.markAsRead, { body: { MessageIds: ids }, headers }),
    send: (conversation: Conversation, Msg: string): Promise<ChatMessage> => {
      const body: OutgoingMessage = { Sender: me, Msg, Files: [], ...target(conversation) };
      return conversation.kind === 'private'
        ? apiCall(R.sendPrivate, { body, headers })
        : apiCall(R.sendRoom, { body, headers });
    },
    uploadTicket: (conversation: Conversation, file: { name: string; size: number }) =>
      apiCall(R.uploadOnlyFile, {
        body: {
          Name: file.name,
          Size: file.size,
          ...(conversation.kind === 'private' ? { ParticipantId: conversation.id } : { RoomId: conversation.id }),
        },
        headers,
      }),
    sendWithFiles: (
      conversation: Conversation,
      Msg: string,
      Files: { Name: string; Url: string }[],
    ): Promise<ChatMessage> =>
      apiCall(R.uploadFileAndMessage, {
        body: { msgInfo: { Sender: me, Msg, Files, ...target(conversation) } },
        headers,
      }),
    star: (id: string, starred: boolean) =>
      apiCall(starred ? R.markFavorite : R.unmarkFavorite, { params: { id }, headers }),
    edit: (conversation: Conversation, message: ChatMessage, Msg: string): Promise<ChatMessage> =>
      conversation.kind === 'private'
        ? apiCall(R.editPrivate, { body: { _id: message._id, Msg, Receiver: conversation.id }, headers })
        : apiCall(R.editRoom, { body: { _id: message._id, Msg, RoomId: conversation.id }, headers }),
    deleteMessage: (conversation: Conversation, id: string) =>
      conversation.kind === 'private'
        ? apiCall(R.deletePrivateMessage, { query: { ParticipantId: conversation.id, RecordId: id }, headers })
        : apiCall(R.deleteRoomMessage, { query: { RoomId: conversation.id, RecordId: id }, headers }),
    deleteFile: (conversation: Conversation, id: string, key: string): Promise<ChatMessage> =>
      conversation.kind === 'private'
        ? apiCall(R.deletePrivateFile, {
            query: { ParticipantId: conversation.id, RecordId: id, FileKey: key },
            headers,
          })
        : apiCall(R.deleteRoomFile, { query: { RoomId: conversation.id, RecordId: id, FileKey: key }, headers }),
    signedUrl: (key: string) => apiCall(R.getSignedS3Url, { params: { key }, headers }),
    download: (key: string) => apiCall(R.downloadS3File, { params: { key }, headers }),
  };
}
