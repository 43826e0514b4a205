import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { queryAll } from '../table/query-all';
import { queryIndexAll } from '../table/index-query';
import { keys } from '../identity/identity-keys';
import { epochSeconds, orgPk } from '../table/keys';
import { unsubscribeAll } from './subscriptions-repo';

/**
 * WebSocket connections. `$disconnect` only carries the connection id, so a
 * routing item `WSCONN#<id>` names the tenant; the tenant-owned item
 * `ORG#o / CONN#<userId>#<id>` lists a user's live connections and, indexed in
 * GSI1 under `ORG#o#CONNENT#<branch>`, a branch's (the shop floor's events).
 */
export type ConnectionRecord = {
  OrgId: string;
  UserId: string;
  EntId: string;
  ConnectionId: string;
  CrDt: string;
  ttl: number;
  Topics?: Set<string>;
};

const CONNECTION_HOURS = 24;
const userConnection = (orgId: string, userId: string, connectionId: string) => ({
  pk: orgPk(orgId),
  sk: `CONN#${userId}#${connectionId}`,
});
/** GSI1 partition of a branch's connections (docs/customer-loop.md §20, AP9). */
const branchConnections = (orgId: string, entId: string): string => `${orgPk(orgId)}#CONNENT#${entId}`;

export async function saveConnection(c: Omit<ConnectionRecord, 'ttl' | 'CrDt'>): Promise<void> {
  const record: ConnectionRecord = {
    ...c,
    CrDt: new Date().toISOString(),
    ttl: epochSeconds() + CONNECTION_HOURS * 3600,
  };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keys.wsConnection(c.ConnectionId), ...record } } },
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...userConnection(c.OrgId, c.UserId, c.ConnectionId),
              ...record,
              gsi1pk: branchConnections(c.OrgId, c.EntId),
              gsi1sk: c.ConnectionId,
            },
          },
        },
      ],
    }),
  );
}

export async function findConnection(connectionId: string): Promise<ConnectionRecord | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.wsConnection(connectionId) }));
  return answer.Item as ConnectionRecord | undefined;
}

/** Forgets a connection and its chat subscriptions; answers what it was, if it was known. */
export async function removeConnection(connectionId: string): Promise<ConnectionRecord | undefined> {
  const found = await findConnection(connectionId);
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.wsConnection(connectionId) }));
  if (found) {
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: userConnection(found.OrgId, found.UserId, connectionId) }),
    );
    if (found.Topics?.size) await unsubscribeAll(found.OrgId, [...found.Topics], connectionId);
  }
  return found;
}

/** Users of the organisation with at least one live connection (one query). */
export async function listOnlineUsers(orgId: string): Promise<Set<string>> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': 'CONN#' },
      ProjectionExpression: 'UserId, #ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
    }),
  );
  const now = epochSeconds();
  return new Set(((answer.Items ?? []) as ConnectionRecord[]).filter((c) => c.ttl > now).map((c) => c.UserId));
}

/**
 * The organisation's live connections with their user and branch: every page of its
 * connection items (a room's announcement picks the members' connections from them).
 */
export async function listOrgConnections(
  orgId: string,
): Promise<Pick<ConnectionRecord, 'UserId' | 'EntId' | 'ConnectionId'>[]> {
  const items = await queryAll<Pick<ConnectionRecord, 'UserId' | 'EntId' | 'ConnectionId' | 'ttl'>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': 'CONN#' },
    ProjectionExpression: 'UserId, EntId, ConnectionId, #ttl',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
  });
  const now = epochSeconds();
  return items.filter((c) => c.ttl > now).map(({ UserId, EntId, ConnectionId }) => ({ UserId, EntId, ConnectionId }));
}

export async function listUserConnections(orgId: string, userId: string): Promise<ConnectionRecord[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': `CONN#${userId}#` },
    }),
  );
  const now = epochSeconds();
  return ((answer.Items ?? []) as ConnectionRecord[]).filter((c) => c.ttl > now);
}

/**
 * The live connections of one branch: one GSI1 query of the branch's partition
 * (eventually consistent — a connection opened a moment ago may miss one event;
 * the screens' fallback poll covers it). Only the connection id is read.
 */
export async function listBranchConnectionIds(orgId: string, entId: string): Promise<string[]> {
  const items = await queryIndexAll<Pick<ConnectionRecord, 'ConnectionId' | 'ttl'>>({
    index: 1,
    partition: branchConnections(orgId, entId),
    attributes: ['ConnectionId', 'ttl'],
  });
  const now = epochSeconds();
  return items.filter((c) => c.ttl > now).map((c) => c.ConnectionId);
}
