import type { SocketEvent } from '@shared/api/socket';
import type { ChatMessage } from '@shared/chat/call-schemas';
import { ClientError } from '../../../lib/api-error';
import type { ChatHub } from '../hooks/chat-hub';
import type { Conversation } from './conversation';

/** How long the composer waits for the socket's answer before it says the message was not sent. */
export const ANNOUNCE_TIMEOUT_MS = 20_000;

let nextClientId = 1;

/**
 * Announces a message whose files were uploaded (spec platform §7 'Sockets'
 * Out: FileUploadSuccess) and resolves with the stored message when the
 * server answers FileSuccessMessage, or rejects with the server's refusal
 * (the §5 text of a refused file). Undefined when the socket is not connected:
 * the composer then sends the same message by HTTP (UploadFileAndMessage),
 * which runs the same checks.
 *
 * A refusal (MessageError) names the action but not the ClientId, so a
 * refusal of FileUploadSuccess settles the waiting announcement; the composer
 * sends one message at a time.
 */
export function announceFiles(
  hub: Pick<ChatHub, 'me' | 'send' | 'onEvent'>,
  conversation: Pick<Conversation, 'kind' | 'id'>,
  Msg: string,
  Files: { Name: string; Url: string }[],
  timeoutMs = ANNOUNCE_TIMEOUT_MS,
): Promise<ChatMessage> | undefined {
  const ClientId = `files-${Date.now().toString(36)}-${nextClientId++}`;
  let settle: { resolve: (m: ChatMessage) => void; reject: (e: Error) => void } | undefined;
  const answered = new Promise<ChatMessage>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const stop = hub.onEvent((event: SocketEvent) => {
    if (event.event === 'FileSuccessMessage' && event.ClientId === ClientId) settle?.resolve(event.Message);
    if (event.event === 'MessageError' && event.action === 'FileUploadSuccess')
      settle?.reject(
        new ClientError(
          event.errorCode,
          event.message,
          typeof event.errorCode === 'number' ? event.errorCode : undefined,
        ),
      );
  });
  const target = conversation.kind === 'private' ? { Receiver: conversation.id } : { RoomId: conversation.id };
  const sent = hub.send({ action: 'FileUploadSuccess', ClientId, Message: { Sender: hub.me, Msg, Files, ...target } });
  if (!sent) {
    stop();
    return undefined;
  }
  const timer = setTimeout(() => settle?.reject(new Error('The socket did not answer FileUploadSuccess')), timeoutMs);
  return answered.finally(() => {
    clearTimeout(timer);
    stop();
  });
}
