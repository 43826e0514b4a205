import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '../../lib/aws-clients';
import { snapshotFixPk, type SnapshotFix } from './snapshot-records';

/**
 * The correction a back-dated entry leaves for the month snapshots
 * (docs/inventory-snapshots.md §6): one small item naming the entry's month and
 * each item × warehouse it moves. Snapshots of that month and later value those
 * pairs again from their movements when they are next read. It is written just
 * before the entry's own transaction: valuing a pair again gives the same
 * figures, so a correction whose entry was then refused costs a read, never a
 * wrong row, and a snapshot reads a correction again until it is a minute old,
 * longer than any entry takes to commit.
 */
export async function markSnapshotsToCorrect(
  orgId: string,
  entId: string,
  date: string,
  pairs: readonly { ItemId: string; WhId: string }[],
): Promise<void> {
  const fix: SnapshotFix = {
    pk: snapshotFixPk(orgId, entId),
    sk: ulid(),
    type: 'StockSnapshotFix',
    Month: date.slice(0, 7),
    Pairs: [...new Set(pairs.map((p) => `${p.ItemId}#${p.WhId}`))],
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: fix }));
}
