import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import { queryAll } from '../table/query-all';
import { keys, prefixes } from './identity-keys';
import { epochSeconds, nowIso, orgPk } from '../table/keys';
import type { AccessRecord, EntityRecord, OrgRecord, SessionRecord } from './records';

type SessionKey = { orgId: string; userId: string; sessionId: string };

/** How often the last-activity time is written back (a write per request would be waste). */
const LAST_ACTIVITY_EVERY_MS = 5 * 60 * 1000;

export async function putSession(session: SessionRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.session(session.OrgId, session.UserId, session.SessionId), ...session },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * Session, access data and entity of the token's branch, and the organisation
 * record when asked (chat's gate reads its new-features flag), in one BatchGetItem.
 */
export async function loadSessionWithAccess(
  key: SessionKey & { entityId: string },
  withAccess: boolean,
  withOrganisation = false,
): Promise<{ session?: SessionRecord; access?: AccessRecord; entity?: EntityRecord; organisation?: OrgRecord }> {
  const wanted = [keys.session(key.orgId, key.userId, key.sessionId)];
  if (withAccess) wanted.push(keys.access(key.orgId, key.userId, key.entityId), keys.entity(key.orgId, key.entityId));
  if (withOrganisation) wanted.push(keys.org(key.orgId));
  const [session, ...rest] = await batchGet<Record<string, unknown>>(wanted, true);
  const [access, entity] = withAccess ? rest : [];
  const found = {
    session: session as SessionRecord | undefined,
    access: access as AccessRecord | undefined,
    entity: entity as EntityRecord | undefined,
    organisation: (withOrganisation ? rest.at(-1) : undefined) as OrgRecord | undefined,
  };
  if (found.session && Date.now() - Date.parse(found.session.LastDt) > LAST_ACTIVITY_EVERY_MS) {
    await touchSession(key).catch(() => undefined);
  }
  return found;
}

async function touchSession(key: SessionKey): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.session(key.orgId, key.userId, key.sessionId),
      UpdateExpression: 'SET LastDt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': nowIso() },
    }),
  );
}

/** Moves a session to another branch (SwitchBranch); the old token stops matching. */
export async function moveSessionToEntity(key: SessionKey, fromEntityId: string, toEntityId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.session(key.orgId, key.userId, key.sessionId),
      UpdateExpression: 'SET EntId = :to, LastDt = :now',
      ConditionExpression: 'attribute_exists(pk) AND EntId = :from',
      ExpressionAttributeValues: { ':to': toEntityId, ':from': fromEntityId, ':now': nowIso() },
    }),
  );
}

export async function listUserSessions(orgId: string, userId: string): Promise<SessionRecord[]> {
  const sessions = await queryAll<SessionRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': prefixes.userSessions(userId) },
  });
  // DynamoDB Local never expires TTL items, and the cloud may lag: filter here too.
  const now = epochSeconds();
  return sessions.filter((s) => s.ttl > now);
}

/** Deletes one session; false when it did not exist (already ended). */
export async function deleteSession(key: SessionKey): Promise<boolean> {
  const answer = await db().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.session(key.orgId, key.userId, key.sessionId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Boolean(answer.Attributes);
}
