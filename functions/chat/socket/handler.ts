import { CHAT_CONNECT_GATE, gateChatJoins } from '../chat-gate';
import { createSocketHandler } from '../../lib/ws/socket-handler';
import { chatActions, connectionClosed } from './chat-actions';
import { postToConnection } from '../../lib/ws/post-to-connection';

/**
 * Lambda of the WebSocket API: one handler per action of the socket contract
 * (`shared/api/socket.ts`). `ping` answers `pong` so clients and tests can
 * check the round trip; the chat actions are in chat-actions.ts.
 */
export const handler = createSocketHandler(
  {
    ping: async () => ({ event: 'pong', at: new Date().toISOString() }),
    ...gateChatJoins(chatActions),
  },
  postToConnection,
  // The removed record is the whole connection; its branch names the shared rooms whose organisations also hear the user leave.
  (gone) => connectionClosed(gone.OrgId, gone.UserId, gone.EntId),
  CHAT_CONNECT_GATE,
);
