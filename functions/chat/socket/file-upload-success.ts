import { ApiError, ErrorCode } from '@shared/api/errors';
import { ChatMessages } from '@shared/chat/chat-messages';
import type { SocketActionTable } from '../../lib/ws/socket-call';
import { sendMessage } from '../messages';

/**
 * FileUploadSuccess (spec platform §7 'Sockets' Out): the browser has PUT its
 * files to the UploadOnlyFile tickets and announces the message over the
 * socket. Everything the HTTP send checks is checked here by the same code
 * (chat/messages.ts sendMessage): the Sender is the connection's user, who is
 * a member of the conversation; every file exists under that conversation's
 * staging prefix, its size from a HEAD, its type from its bytes; only then is
 * it kept and the message stored. The conversation's other connections get
 * NewMessage; the sender gets FileSuccessMessage, or MessageError with the §5
 * text of a refused file.
 */
export const fileUploadSuccess: SocketActionTable['FileUploadSuccess'] = async ({ message, sender }) => {
  // The contract requires files; checked again so the action never turns into a plain message.
  if (message.Message.Files.length === 0) throw new ApiError(ErrorCode.BadRequest, ChatMessages.noFilesUploaded);
  const stored = await sendMessage(sender, message.Message, sender.connectionId);
  return { event: 'FileSuccessMessage', ...(message.ClientId ? { ClientId: message.ClientId } : {}), Message: stored };
};
