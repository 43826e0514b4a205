import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Messages } from '@shared/api/messages';
import type { EntitySettings } from '@shared/entity/entity-settings';
import { db, tableName } from '../../lib/aws-clients';
import { keys } from '../identity/identity-keys';
import type { EntityRecord } from '../identity/records';
import { updateVersioned } from '../table/versioned-update';

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

export type SettingsWrite = {
  orgId: string;
  entityId: string;
  expectedVer: number;
  settings: EntitySettings;
  hasLogo?: boolean;
};

/**
 * Replaces the settings if the entity is still at `expectedVer`; answers the new
 * record. A lost race answers 409 with the spec's refresh prompt (platform §4).
 */
export const writeSettings = (write: SettingsWrite): Promise<EntityRecord> =>
  updateVersioned<EntityRecord>({
    key: keys.entity(write.orgId, write.entityId),
    expectedVer: write.expectedVer,
    set: { Settings: write.settings, ...(write.hasLogo === undefined ? {} : { HasLogo: write.hasLogo }) },
    increment: ['SettingsVer'],
    conflict: Messages.settingsUpdated,
  });
