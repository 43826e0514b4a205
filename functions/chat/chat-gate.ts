import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { inModule, SESSION } from '@shared/access/permission';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { ChatGateMessages, isChatOn } from '@shared/chat/chat-gate';
import { db, tableName } from '../lib/aws-clients';
import type { SessionContext } from '../lib/http/call';
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
 * organisation record, read here with one GetItem per call.
 */

const refuse = (): ApiError => new ApiError(ErrorCode.Forbidden, ChatGateMessages.newFeaturesOff);

/** Chat calls: after the route's permission (Comm), the organisation's flag. */
export async function admitChatCall(session: SessionContext): Promise<void> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: keys.org(session.orgId), ProjectionExpression: 'NewFeat' }));
  const org = (found.Item ?? {}) as Pick<OrgRecord, 'NewFeat'>;
  if (!session.entity || !isChatOn(org, session.entity.Config)) throw refuse();
}

/** The socket is chat's: a connection needs a session of a branch with Comm, in an organisation with the flag. */
export const CHAT_CONNECT_GATE: ConnectGate = { permission: inModule('Comm', SESSION), admit: admitChatCall };

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
