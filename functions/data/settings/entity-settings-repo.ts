import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EntitySettings } from '@shared/entity/entity-settings';
import { db, tableName } from '../../lib/aws-clients';
import { keys } from '../identity/identity-keys';
import type { EntityRecord } from '../identity/records';

/**
 * Entity settings live on the entity item itself (`ORG#o / ENTITY#e`), so login
 * keeps reading them in its one BatchGetItem. Every change is conditional on the
 * `ver` the writer read and bumps both `ver` and `SettingsVer`.
 */

export async function getEntity(orgId: string, entityId: string): Promise<EntityRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.entity(orgId, entityId), ConsistentRead: true }),
  );
  return answer.Item as EntityRecord | undefined;
}

export type SettingsWrite = { orgId: string; entityId: string; expectedVer: number; settings: EntitySettings; hasLogo?: boolean };

/** Replaces the settings if the entity is still at `expectedVer`; answers the new record. */
export async function writeSettings(write: SettingsWrite): Promise<EntityRecord> {
  const logo = write.hasLogo === undefined ? '' : ', HasLogo = :logo';
  const answer = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.entity(write.orgId, write.entityId),
      UpdateExpression: `SET Settings = :settings, ver = ver + :one, SettingsVer = if_not_exists(SettingsVer, :zero) + :one${logo}`,
      ConditionExpression: 'attribute_exists(pk) AND ver = :ver',
      ExpressionAttributeValues: {
        ':settings': write.settings,
        ':ver': write.expectedVer,
        ':one': 1,
        ':zero': 0,
        ...(write.hasLogo === undefined ? {} : { ':logo': write.hasLogo }),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return answer.Attributes as EntityRecord;
}
