import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import { queryAll } from '../table/query-all';
import { queryIndexAll } from '../table/index-query';
import { transact } from '../table/transact';
import { versionedUpdate } from '../table/versioned-update';
import { entityMembersGsi1, keys, prefixes } from './identity-keys';
import { orgPk } from '../table/keys';
import type { AccessRecord, EntityRecord, OrgRecord, UserRecord } from './records';

/** Organisation id behind a login domain (`DOMAIN#<domain>`). */
export async function findOrgIdByDomain(domain: string): Promise<string | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.domain(domain) }));
  return answer.Item?.OrgId as string | undefined;
}

/** The organisation record (its name and login domain). */
export async function getOrganisation(orgId: string): Promise<OrgRecord | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.org(orgId) }));
  return answer.Item as OrgRecord | undefined;
}

/** A branch (entity) record of an organisation. */
export async function getEntity(orgId: string, entityId: string): Promise<EntityRecord | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.entity(orgId, entityId) }));
  return answer.Item as EntityRecord | undefined;
}

/** A user's access item of one branch (their role and rights there, and their name as the branch shows it). */
export async function getAccess(orgId: string, userId: string, entityId: string): Promise<AccessRecord | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.access(orgId, userId, entityId) }));
  return answer.Item as AccessRecord | undefined;
}

export async function getUser(orgId: string, userId: string, consistent = false): Promise<UserRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(orgId, userId), ConsistentRead: consistent }),
  );
  return answer.Item as UserRecord | undefined;
}

/** Follows a uniqueness pointer item (username, e-mail or phone) to its user id. */
async function userIdBy(key: { pk: string; sk: string }): Promise<string | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
  return answer.Item?.UserId as string | undefined;
}

export const findUserIdByUsername = (orgId: string, username: string) => userIdBy(keys.username(orgId, username));
export const findUserIdByEmail = (orgId: string, email: string) => userIdBy(keys.userEmail(orgId, email));
export const findUserIdByPhone = (orgId: string, phone: string) => userIdBy(keys.userPhone(orgId, phone));

export type LoginData = { org: OrgRecord; entity: EntityRecord; access: AccessRecord; user: UserRecord };

/**
 * Organisation, entity and the user's access there (and the user unless already
 * read), in one BatchGetItem.
 */
export async function loadLoginData(
  orgId: string,
  userId: string,
  entityId: string,
  knownUser?: UserRecord,
): Promise<Partial<LoginData>> {
  const wanted = [keys.org(orgId), keys.entity(orgId, entityId), keys.access(orgId, userId, entityId)];
  if (!knownUser) wanted.push(keys.user(orgId, userId));
  const [org, entity, access, user] = await batchGet<Record<string, unknown>>(wanted, true);
  return {
    org: org as OrgRecord | undefined,
    user: knownUser ?? (user as UserRecord | undefined),
    entity: entity as EntityRecord | undefined,
    access: access as AccessRecord | undefined,
  };
}

export const listEntities = (orgId: string): Promise<EntityRecord[]> =>
  queryAll<EntityRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': prefixes.entity },
  });

/** The branches a user has access to, with each entity's details. */
export async function listEntitiesOfUser(orgId: string, userId: string): Promise<EntityRecord[]> {
  const grants = await queryAll<AccessRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': prefixes.userAccess(userId) },
    ProjectionExpression: 'EntId',
  });
  const entities = await batchGet<EntityRecord>(grants.map((g) => keys.entity(orgId, g.EntId)));
  return entities.filter((e): e is EntityRecord => Boolean(e));
}

/** Employees of a branch: the access items of that entity, via GSI1. */
export const listEntityMembers = (orgId: string, entityId: string): Promise<AccessRecord[]> =>
  queryIndexAll<AccessRecord>({ index: 1, partition: entityMembersGsi1(orgId, entityId) });

/** Replaces the password hash if nobody changed the user meanwhile (optimistic lock on `ver`). */
export async function setPasswordHash(user: UserRecord, hash: string): Promise<void> {
  await transact([
    versionedUpdate({ key: keys.user(user.OrgId, user.UserId), expectedVer: user.ver, set: { PwdHash: hash } }),
  ]);
}

/** The user and their organisation, in one BatchGetItem. */
export async function loadUserAndOrg(orgId: string, userId: string): Promise<{ user?: UserRecord; org?: OrgRecord }> {
  const [user, org] = await batchGet<Record<string, unknown>>([keys.user(orgId, userId), keys.org(orgId)], true);
  return { user: user as UserRecord | undefined, org: org as OrgRecord | undefined };
}
