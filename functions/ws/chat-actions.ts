import { ApiError, ErrorCode } from '@shared/api/errors';
import { ChatMessages } from '@shared/chat/chat-messages';
import type { SocketActionTable } from '../lib/ws/socket-call';

const notYet = async (): Promise<never> => {
  throw new ApiError(ErrorCode.NotFound, ChatMessages.notYetAvailable);
};

/** The chat actions of the socket contract (shared/chat/socket-contract.ts). */
export const chatActions: Omit<SocketActionTable, 'ping'> = {
  JoinChat: notYet,
  LeaveChat: notYet,
  JoinMessageRoom: notYet,
  LeaveMessageRoom: notYet,
  ListenUserState: notYet,
  LeaveUserState: notYet,
  UserDisconnect: notYet,
  UserPvtMsgTyping: notYet,
  UserRoomMsgTyping: notYet,
  Message: notYet,
  PvtMessageRead: notYet,
};
