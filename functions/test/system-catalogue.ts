import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SYSTEM_OWNER, systemSeedKey, type CatalogueKind } from '../data/catalogue/catalogue-keys';
import { CATALOGUE_DATA_VERSION, catalogueItems, seedSystemCatalogue } from '../data/catalogue/system-seed';
import { putAll } from '../data/table/batch-write';
import { db, tableName } from '../lib/aws-clients';

/**
 * The system catalogue (about 13,000 items) written once per integration run,
 * whichever file asks first. Files run two at a time in separate workers against
 * one table (vitest.config.ts), and the seed's own marker is written last, so two
 * files starting together would both write everything. The first to put this
 * claim writes; the others wait for the marker. The claim lives outside `SYS#CAT`,
 * where no catalogue query reads.
 */
const claimKey = { pk: 'TEST#SEED', sk: 'SYS#CAT' };

/** How often and how long a file that lost the claim looks for the marker (its hook's own timeout usually ends a hopeless wait first). */
const POLL_MS = 250;
const WAIT_MS = 120_000;

async function markerPresent(): Promise<boolean> {
  const marker = await db().send(new GetCommand({ TableName: tableName(), Key: systemSeedKey, ConsistentRead: true }));
  return typeof marker.Item?.DataVer === 'number' && marker.Item.DataVer >= CATALOGUE_DATA_VERSION;
}

async function waitForMarker(): Promise<void> {
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await new Promise((r) => setTimeout(r, POLL_MS))) {
    if (await markerPresent()) return;
  }
  throw new Error(
    `The system catalogue was claimed by another test file but not written within ${WAIT_MS / 1000} s (did that file fail?)`,
  );
}

async function seedOnce(): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...claimKey, type: 'TestSeedClaim' },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return waitForMarker();
    throw error;
  }
  await seedSystemCatalogue();
}

let seeded: Promise<void> | undefined;
/** Resolves once the system catalogue is in the run's table. */
export const ensureSystemCatalogue = (): Promise<void> => (seeded ??= seedOnce());

/**
 * A few system records, written exactly as the system seed writes them (records
 * and index items, ver 0), for a file that reads only those and need not wait for
 * the whole catalogue; a file of the same run that writes the whole catalogue
 * writes the same items again.
 */
export async function writeSystemRecords(
  kind: CatalogueKind,
  records: readonly Record<string, unknown>[],
): Promise<void> {
  await putAll(catalogueItems(SYSTEM_OWNER, kind, records, 0));
}
