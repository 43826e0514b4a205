import type { UserAndEntity } from '@shared/api/routes/iam';
import { isChatOn as chatOn } from '@shared/chat/chat-gate';

/**
 * The chat button shows, and chat's socket starts, only when chat is on for
 * the session: the organisation's new-features flag and the branch's
 * Communication module (shared/chat/chat-gate.ts, the rule the server applies
 * to every chat call and socket connection).
 */
export const isChatOn = (session: Pick<UserAndEntity, 'Entity' | 'Org'>): boolean =>
  chatOn(session.Org, session.Entity.Config);
