import { inModule, SESSION } from '@shared/access/permission';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { ChatGateMessages, isChatOn } from '@shared/chat/chat-gate';
import type { SessionGate } from '../lib/http/call';
import type { ConnectGate } from '../lib/ws/socket-handler';
import type { SocketActionTable } from '../lib/ws/socket-call';
import { batchGet } from '../data/table/batch-get';
import { keys } from '../data/identity/identity-keys';
import type { EntityRecord, OrgRecord } from '../data/identity/records';

/**
 * Chat is on for an organisation with the new-features flag (`Org.NewFeat`)
 * and a branch with the Communication module (shared/chat/chat-gate.ts): the
 * same rule the header uses to show the chat button. The module comes with the
 * session's access data (the chat routes' permission); the flag lives on the
 * organisation record, which the gate has loaded with the session in the same
 * BatchGetItem (`withOrganisation`).
 */

const refuse = (): ApiError => new ApiError(ErrorCode.Forbidden, ChatGateMessages.newFeaturesOff);

/** Chat calls: after the route's permission (Comm), the organisation's flag. */
export const CHAT_GATE: SessionGate = {
  withOrganisation: true,
  admit: async (session) => {
    if (!session.entity || !session.organisation || !isChatOn(session.organisation, session.entity.Config))
      throw refuse();
  },
};

/** The socket is chat's: a connection needs a session of a branch with Comm, in an organisation with the flag. */
export const CHAT_CONNECT_GATE: ConnectGate = { permission: inModule('Comm', SESSION), ...CHAT_GATE };

/** The rule again for a socket message (the flag or the module may have been turned off since the connection). */
async function admitSocketJoin(orgId: string, entityId: string): Promise<void> {
  const [org, entity] = await batchGet<Record<string, unknown>>([keys.org(orgId), keys.entity(orgId, entityId)]);
  if (!entity) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  if (!isChatOn((org ?? {}) as Pick<OrgRecord, 'NewFeat'>, (entity as EntityRecord).Config)) throw refuse();
}

/** JoinChat and JoinMessageRoom check the gate again before subscribing anything. */
export function gateChatJoins<T extends Pick<SocketActionTable, 'JoinChat' | 'JoinMessageRoom'>>(actions: T): T {
  return {
    ...actions,
    JoinChat: async (call) => {
      await admitSocketJoin(call.sender.orgId, call.sender.entityId);
      return actions.JoinChat(call);
    },
    JoinMessageRoom: async (call) => {
      await admitSocketJoin(call.sender.orgId, call.sender.entityId);
      return actions.JoinMessageRoom(call);
    },
  };
}
