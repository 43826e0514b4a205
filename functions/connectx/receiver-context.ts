import { accessData } from '@shared/access/access-data';
import type { EntityRecord } from '../data/identity/records';
import type { ServiceContext } from '../lib/branch-context';
import type { SessionContext } from '../lib/http/call';

/**
 * The delivery acts for the receiving branch (docs/connectx.md §1) without a
 * user of it: the organisation and branch its link names, no rights at all
 * (no discount, no approval: what arrives is New or a draft, for the
 * receiver's own users to act on), and an actor that names the sender on
 * Karkhana in the audit records.
 */
export const CONNECTX_USER = 'CONNECTX';

export function receiverContext(
  orgId: string,
  entity: EntityRecord,
  senderName: string,
): { session: SessionContext; ctx: ServiceContext } {
  const userName = `${senderName} on Karkhana`;
  const access = accessData.parse({});
  const session = {
    orgId,
    entityId: entity.EntId,
    userId: CONNECTX_USER,
    sessionId: CONNECTX_USER,
    session: {} as SessionContext['session'],
    access,
    userName,
    entity,
  } satisfies SessionContext;
  const ctx: ServiceContext = {
    session,
    entity,
    access: { access, config: entity.Config, settings: entity.Settings, user: { UserId: CONNECTX_USER } },
    actor: { orgId, entityId: entity.EntId, userId: CONNECTX_USER, userName },
  };
  return { session, ctx };
}
