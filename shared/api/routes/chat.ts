import * as z from 'zod';
import { inModule, SESSION, type Permission } from '../../access/permission';
import {
  chatMessage,
  chatRoom,
  datePrivateQuery,
  dateRoomQuery,
  deletedAnswer,
  deletePrivateFileQuery,
  deletePrivateQuery,
  deleteRoomFileQuery,
  deleteRoomQuery,
  editPrivateBody,
  editRoomBody,
  idParams,
  initialPrivateQuery,
  initialRoomQuery,
  keyParams,
  markReadAnswer,
  markReadBody,
  messagePage,
  pagePrivateQuery,
  pageRoomQuery,
  privateSendBody,
  partyEmployeesQuery,
  publicRoomQuery,
  roomMember,
  roomSendBody,
  searchAnswer,
  searchQuery,
  signedUrlAnswer,
  unreadPrivate,
  unreadRoom,
  uploadFileAndMessageBody,
  uploadOnlyFileBody,
  uploadTicket,
} from '../../chat/call-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * Chat, spec platform §7 'Chat (all under secure/)'; these paths are the
 * contract. Any session of a branch whose configuration enables the
 * Communication module (Comm) may call them; the handler then checks that the
 * caller is a member of the conversation on every call, and every Message call
 * checks the `UserId` header against the session (403 on a mismatch).
 * docs/chat.md has the details.
 */
const CHAT: Permission = inModule('Comm', SESSION);

const route = <const R extends Omit<RouteDef, 'family' | 'permission'>>(r: R) =>
  defineRoute({ ...r, family: 'chat' as const, permission: CHAT });
const M = (name: string): string => `secure/Message/${name}`;

export const chatRoutes = {
  // Rooms ---------------------------------------------------------------------------
  chatRooms: route({ method: 'GET', path: 'secure/Room/ChatRooms', response: z.array(chatRoom) }),
  /** Gets or creates the public room between the caller's branch and another branch. */
  publicRoomBetween: route({
    method: 'GET',
    path: 'secure/Room/PublicRoomBetween',
    query: publicRoomQuery,
    response: chatRoom,
  }),
  /** Beyond the spec's named paths: the employees of a connected business's branch, for the vendor panel. */
  partyEmployees: route({
    method: 'GET',
    path: 'secure/Room/PartyEmployees',
    query: partyEmployeesQuery,
    response: z.array(roomMember),
  }),

  // Reading -------------------------------------------------------------------------
  markAsRead: route({ method: 'PUT', path: M('MarkasRead'), body: markReadBody, response: markReadAnswer }),
  unreadPrivate: route({ method: 'GET', path: M('GetUnreadPvtMsgDetails'), response: z.array(unreadPrivate) }),
  unreadRoom: route({ method: 'GET', path: M('GetUnreadRoomMsgDetails'), response: z.array(unreadRoom) }),
  initialPrivate: route({
    method: 'GET',
    path: M('InitialPrivateMessages'),
    query: initialPrivateQuery,
    response: messagePage,
  }),
  initialRoom: route({ method: 'GET', path: M('InitialRoomMessages'), query: initialRoomQuery, response: messagePage }),
  nextPrivate: route({ method: 'GET', path: M('NextPrivateMessages'), query: pagePrivateQuery, response: messagePage }),
  nextRoom: route({ method: 'GET', path: M('NextRoomMessages'), query: pageRoomQuery, response: messagePage }),
  previousPrivate: route({
    method: 'GET',
    path: M('PreviousPrivateMessages'),
    query: pagePrivateQuery,
    response: messagePage,
  }),
  previousRoom: route({ method: 'GET', path: M('PreviousRoomMessages'), query: pageRoomQuery, response: messagePage }),
  privateByDate: route({
    method: 'GET',
    path: M('PrivateMessagesByDate'),
    query: datePrivateQuery,
    response: messagePage,
  }),
  roomByDate: route({ method: 'GET', path: M('RoomMessagesByDate'), query: dateRoomQuery, response: messagePage }),
  /** Beyond the spec: the caller's conversations searched by words. */
  searchMessages: route({ method: 'GET', path: M('Search'), query: searchQuery, response: searchAnswer }),

  // Writing -------------------------------------------------------------------------
  sendPrivate: route({ method: 'POST', path: M('SendPrivateMsg'), body: privateSendBody, response: chatMessage }),
  sendRoom: route({ method: 'POST', path: M('SendRoomMsg'), body: roomSendBody, response: chatMessage }),
  markFavorite: route({ method: 'PUT', path: M('MarkasFavorite/{id}'), params: idParams, response: chatMessage }),
  unmarkFavorite: route({ method: 'PUT', path: M('UnmarkasFavorite/{id}'), params: idParams, response: chatMessage }),
  editPrivate: route({ method: 'PUT', path: M('EditPrivateMessage'), body: editPrivateBody, response: chatMessage }),
  editRoom: route({ method: 'PUT', path: M('EditRoomMessage'), body: editRoomBody, response: chatMessage }),
  deletePrivateMessage: route({
    method: 'DELETE',
    path: M('DeletePrivateMessage'),
    query: deletePrivateQuery,
    response: deletedAnswer,
  }),
  deleteRoomMessage: route({
    method: 'DELETE',
    path: M('DeleteRoomMessage'),
    query: deleteRoomQuery,
    response: deletedAnswer,
  }),
  deletePrivateFile: route({
    method: 'DELETE',
    path: M('DeletePrivateFile'),
    query: deletePrivateFileQuery,
    response: chatMessage,
  }),
  deleteRoomFile: route({
    method: 'DELETE',
    path: M('DeleteRoomFile'),
    query: deleteRoomFileQuery,
    response: chatMessage,
  }),

  // Files ---------------------------------------------------------------------------
  /** One presigned PUT per file (the spec's multipart form is replaced so the browser shows upload progress). */
  uploadOnlyFile: route({
    method: 'POST',
    path: M('UploadOnlyFile'),
    body: uploadOnlyFileBody,
    response: uploadTicket,
  }),
  /** Sends a message whose files were uploaded with UploadOnlyFile tickets; their bytes are checked first. */
  uploadFileAndMessage: route({
    method: 'POST',
    path: M('UploadFileAndMessage'),
    body: uploadFileAndMessageBody,
    response: chatMessage,
  }),
  getSignedS3Url: route({
    method: 'GET',
    path: M('GetSignedS3Url/{key}'),
    params: keyParams,
    response: signedUrlAnswer,
  }),
  downloadS3File: route({
    method: 'GET',
    path: M('DownloadS3File/{key}'),
    params: keyParams,
    response: z.string(),
    binaryResponse: true,
  }),
} as const;
