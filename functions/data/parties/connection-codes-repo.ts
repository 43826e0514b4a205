import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConnectionMessages } from '@shared/parties/party-messages';
import { db, tableName } from '../../lib/aws-clients';
import { nowIso, orgPk, type Key } from '../table/keys';
import type { Write } from '../table/transact';

/**
 * Connection codes (docs/data-model-parties.md 'Connection codes'): one item per
 * code in the issuing organisation's partition, `ORG#o / CONNCODE#<entId>#<hash>`,
 * holding only the SHA-256 of the secret. The item expires by the table's TTL;
 * `ExpAt` is checked too, because TTL deletes lazily.
 */
const codeKey = (orgId: string, entityId: string, secretHash: string): Key => ({
  pk: orgPk(orgId),
  sk: `CONNCODE#${entityId}#${secretHash}`,
});

export type ConnectionCodeRecord = { ExpAt: string; CrBy: string };

export async function putConnectionCode(
  orgId: string,
  entityId: string,
  secretHash: string,
  expiresAt: Date,
  userId: string,
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...codeKey(orgId, entityId, secretHash),
        type: 'ConnectionCode',
        OrgId: orgId,
        EntId: entityId,
        ExpAt: expiresAt.toISOString(),
        ttl: Math.ceil(expiresAt.getTime() / 1000),
        CrBy: userId,
        CrDt: nowIso(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The code if it exists and has not expired. One read, whether or not the organisation exists. */
export async function findConnectionCode(
  orgId: string,
  entityId: string,
  secretHash: string,
): Promise<ConnectionCodeRecord | undefined> {
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: codeKey(orgId, entityId, secretHash),
      ConsistentRead: true,
      ProjectionExpression: 'ExpAt, CrBy',
    }),
  );
  const item = answer.Item as ConnectionCodeRecord | undefined;
  return item && item.ExpAt > nowIso() ? item : undefined;
}

/** Uses the code up in the same transaction as the record it links: once only, and only while valid. */
export const consumeConnectionCode = (orgId: string, entityId: string, secretHash: string): Write => ({
  item: {
    Delete: {
      TableName: tableName(),
      Key: codeKey(orgId, entityId, secretHash),
      ConditionExpression: 'attribute_exists(pk) AND ExpAt > :now',
      ExpressionAttributeValues: { ':now': nowIso() },
    },
  },
  conflict: ConnectionMessages.used,
});
