import { createSocketHandler } from '../lib/ws/socket-handler';
import { postToConnection } from './post-to-connection';

/**
 * Lambda of the WebSocket API: one handler per action of the socket contract
 * (`shared/api/socket.ts`). `ping` answers `pong` so clients and tests can
 * check the round trip; chat actions are added by the chat family.
 */
export const handler = createSocketHandler(
  {
    ping: async () => ({ event: 'pong', at: new Date().toISOString() }),
  },
  postToConnection,
);
