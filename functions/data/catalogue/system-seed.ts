import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CATALOGUE_DATA_VERSION, SEED_COMPLAINTS, SEED_OPERATIONS, SEED_PARTS } from '@shared/catalogue/seed';
import { db, tableName } from '../../lib/aws-clients';
import { putAll } from '../table/batch-write';
import { SYSTEM_OWNER, systemSeedKey, type CatalogueKind, type Owner } from './catalogue-keys';
import { indexItems, recordItem, type StoredRecord } from './record-repo';

/**
 * The system catalogue (the shipped seed of shared/catalogue/seed) under `SYS#CAT`,
 * like the reference data under `SYS#REF`: written by `npm start`, the integration
 * test stack and the deployment (`functions/deploy/seed-catalogue-handler.ts`),
 * skipped when the stored copy is CATALOGUE_DATA_VERSION.
 */
export { CATALOGUE_DATA_VERSION };

/** Every item of records of one kind: the records and their index items. */
export function catalogueItems(
  owner: Owner,
  kind: CatalogueKind,
  records: readonly Record<string, unknown>[],
  ver: number,
) {
  return records.flatMap((r) => {
    const record = { ...r, Act: true, ver } as StoredRecord;
    return [recordItem(owner, kind, record), ...indexItems(owner, kind, record)];
  });
}

/** The system records as items (ver 0: an organisation's copy starts from there). */
export const systemCatalogueItems = () => [
  ...catalogueItems(SYSTEM_OWNER, 'COMPL', SEED_COMPLAINTS, 0),
  ...catalogueItems(SYSTEM_OWNER, 'OP', SEED_OPERATIONS, 0),
  ...catalogueItems(SYSTEM_OWNER, 'PART', SEED_PARTS, 0),
];

/** Writes the system catalogue unless this version is already stored. */
export async function seedSystemCatalogue(): Promise<'seeded' | 'present'> {
  const marker = await db().send(new GetCommand({ TableName: tableName(), Key: systemSeedKey, ConsistentRead: true }));
  if (typeof marker.Item?.DataVer === 'number' && marker.Item.DataVer >= CATALOGUE_DATA_VERSION) return 'present';
  await putAll(systemCatalogueItems(), 8);
  // The marker goes last, so an interrupted seed is redone on the next start.
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...systemSeedKey, type: 'CatalogueSeed', DataVer: CATALOGUE_DATA_VERSION },
    }),
  );
  return 'seeded';
}
