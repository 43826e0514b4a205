import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isPermitted } from '@shared/access/access-model';
import type { Permission } from '@shared/access/permission';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { loadSessionWithAccess } from '../../data/identity/sessions-repo';
import { SESSION_AUDIENCE, verifyToken, type SessionClaims } from '../tokens';
import type { SessionContext } from './call';

export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const value = headers.authorization ?? headers.Authorization;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

const sessionEnded = (): ApiError => new ApiError(ErrorCode.Unauthorised, Messages.sessionEnded);

/**
 * Verifies the token and the live session; answers 401 for anything not
 * current. `withOrganisation` also loads the organisation record, in the same
 * round trip, for a family whose gate reads it.
 */
export async function authenticateToken(
  token: string | undefined,
  permission: Permission,
  withOrganisation = false,
): Promise<SessionContext> {
  if (!token) throw sessionEnded();
  const claims = await verifyToken<SessionClaims>(token, SESSION_AUDIENCE);
  if (!claims?.sid || !claims.org || !claims.ent || !claims.sub) throw sessionEnded();

  // A plain session call needs no access data; one on a module's data needs the entity's configuration.
  const needsAccess = permission.kind === 'session' ? permission.module !== undefined : permission.kind !== 'public';
  // One round trip: the session, and when rights are needed the access data and entity too.
  const found = await loadSessionWithAccess(
    { orgId: claims.org, userId: claims.sub, sessionId: claims.sid, entityId: claims.ent },
    needsAccess,
    withOrganisation,
  );
  const { session } = found;
  // A switched branch issues a new token; the old one stops working.
  if (!session || session.EntId !== claims.ent || Date.parse(session.ExpDt) <= Date.now()) throw sessionEnded();

  const context: SessionContext = {
    orgId: claims.org,
    entityId: claims.ent,
    userId: claims.sub,
    sessionId: claims.sid,
    session,
    access: found.access?.Access,
    ...(found.access?.Name ? { userName: found.access.Name } : {}),
    entity: found.entity,
    organisation: found.organisation,
  };
  if (needsAccess) {
    if (!found.access || !found.entity) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
    if (!isPermitted(permission, { access: found.access.Access, config: found.entity.Config })) {
      throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
    }
  }
  return context;
}

export const authenticate = (
  event: APIGatewayProxyEventV2,
  permission: Permission,
  withOrganisation = false,
): Promise<SessionContext> => authenticateToken(bearerToken(event.headers), permission, withOrganisation);
