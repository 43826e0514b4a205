import { chatRoutes } from '@shared/api/routes/chat';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { ChatMessages } from '@shared/chat/chat-messages';
import { createFamilyHandler } from '../lib/http/family-handler';
import type { FamilyImplementation } from '../lib/http/call';

const notYet = async (): Promise<never> => {
  throw new ApiError(ErrorCode.NotFound, ChatMessages.notYetAvailable);
};

const calls = Object.fromEntries(Object.keys(chatRoutes).map((name) => [name, notYet])) as unknown as FamilyImplementation<typeof chatRoutes>;

/** Lambda of the `chat` call family: rooms, messages and files (spec platform §7 'Chat'). */
export const handler = createFamilyHandler(chatRoutes, calls);
