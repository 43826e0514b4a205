import { chatRoutes } from '@shared/api/routes/chat';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { CHAT_USER_HEADER } from '@shared/chat/call-schemas';
import { ChatMessages } from '@shared/chat/chat-messages';
import type { RouteDef } from '@shared/api/route';
import { createFamilyHandler } from '../lib/http/family-handler';
import type { Call, FamilyImplementation } from '../lib/http/call';
import { CHAT_GATE } from './chat-gate';
import { fileCalls } from './file-calls';
import { messageCalls } from './message-calls';
import { roomCalls } from './room-calls';

const implementation: FamilyImplementation<typeof chatRoutes> = { ...roomCalls, ...messageCalls, ...fileCalls };

/**
 * Message calls carry the `UserId` header (spec §7); it must name the
 * session's user, else 403. Checked once here, after the session is verified,
 * for every `secure/Message/` call.
 */
function checkUserHeader(call: Call<RouteDef>): void {
  const headers = call.event.headers ?? {};
  const header = headers[CHAT_USER_HEADER.toLowerCase()] ?? headers[CHAT_USER_HEADER];
  if (header !== call.session?.userId) throw new ApiError(ErrorCode.Forbidden, ChatMessages.userHeaderMismatch);
}

const guarded = Object.fromEntries(
  Object.entries(implementation).map(([name, run]) => {
    const route = chatRoutes[name as keyof typeof chatRoutes];
    if (!route.path.startsWith('secure/Message/')) return [name, run];
    return [
      name,
      (call: Call<RouteDef>) => {
        checkUserHeader(call);
        return (run as (c: Call<RouteDef>) => Promise<unknown>)(call);
      },
    ];
  }),
) as unknown as FamilyImplementation<typeof chatRoutes>;

/** Lambda of the `chat` call family: rooms, messages and files (spec platform §7 'Chat'); refused while chat is off (chat-gate.ts). */
export const handler = createFamilyHandler(chatRoutes, guarded, CHAT_GATE);
