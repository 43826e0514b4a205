import { DEFAULT_TIME_ZONE } from '@shared/fields/time-zone';
import { randomUUID } from 'node:crypto';
import type { LoginResponse, UserAndEntity } from '@shared/api/routes/iam';
import { mainBusinessType } from '@shared/entity/entity-config';
import type { AccessRecord, EntityRecord, OrgRecord, SessionRecord, UserRecord } from '../data/identity/records';
import { putSession } from '../data/identity/sessions-repo';
import { epochSeconds, nowIso } from '../data/table/keys';
import type { ClientInfo } from '../lib/http/call';
import { signSessionToken } from '../lib/tokens';

/** A session lasts a working day, or 30 days with 'keep me logged in'. */
export const SESSION_HOURS = 12;
export const KEEP_LOGGED_IN_DAYS = 30;
export const DEFAULT_TZ = DEFAULT_TIME_ZONE;

/** The login data of spec platform §3 'Login response', without the token. */
export function toUserAndEntity(
  parts: { org: OrgRecord; user: UserRecord; entity: EntityRecord; access: AccessRecord },
  sessionId: string,
): UserAndEntity {
  const { org, user, entity, access } = parts;
  return {
    Entity: {
      Config: entity.Config,
      Settings: entity.Settings,
      DName: entity.DName,
      UName: entity.UName,
      EntId: entity.EntId,
      OrgId: entity.OrgId,
      HasLogo: entity.HasLogo ?? false,
      SettingsVer: entity.SettingsVer,
    },
    Access: access.Access,
    User: {
      Name: user.Name,
      TZ: user.TZ ?? DEFAULT_TZ,
      UserId: user.UserId,
      UserName: user.UserName,
      ...(user.NoW ? { NoW: user.NoW } : {}),
    },
    Org: { OrgId: org.OrgId, Name: org.Name, Domain: org.Domain, ...(org.NewFeat ? { NewFeat: true } : {}) },
    MBType: mainBusinessType(entity.Config.Industry),
    BType: entity.Config.Industry,
    SessionId: sessionId,
  };
}

/** Starts a session item (with TTL) and signs its token. */
export async function startSession(
  parts: { org: OrgRecord; user: UserRecord; entity: EntityRecord; access: AccessRecord },
  client: ClientInfo,
  keepLoggedIn: boolean,
): Promise<LoginResponse> {
  const now = new Date();
  const expires = new Date(now.getTime() + (keepLoggedIn ? KEEP_LOGGED_IN_DAYS * 24 : SESSION_HOURS) * 3600 * 1000);
  const session: SessionRecord = {
    type: 'Session',
    OrgId: parts.org.OrgId,
    UserId: parts.user.UserId,
    SessionId: randomUUID(),
    EntId: parts.entity.EntId,
    CrDt: nowIso(),
    LastDt: nowIso(),
    ExpDt: expires.toISOString(),
    Client: client.userAgent,
    Ip: client.ip,
    ttl: epochSeconds(expires),
  };
  await putSession(session);
  return { ...(await issueToken(session)), ...toUserAndEntity(parts, session.SessionId) };
}

export async function issueToken(session: SessionRecord): Promise<{ Token: string }> {
  const Token = await signSessionToken(
    { sid: session.SessionId, org: session.OrgId, ent: session.EntId, sub: session.UserId },
    new Date(session.ExpDt),
  );
  return { Token };
}
