import { ulid } from 'ulid';
import { tableName } from '../../lib/aws-clients';
import type { Write } from '../table/transact';
import { snapshotFixPk, type SnapshotFix } from './snapshot-records';

/**
 * The correction a back-dated entry leaves for the month snapshots
 * (docs/inventory-snapshots.md §6): one small item in the entry's own
 * transaction, naming its month and each item × warehouse it moves. Snapshots of
 * that month and later value those pairs again from their movements when they
 * are next read. Its id is taken a moment before the transaction commits, which
 * is why a snapshot reads a correction again until it is a minute old.
 */
export function snapshotFixWrite(
  orgId: string,
  entId: string,
  date: string,
  pairs: readonly { ItemId: string; WhId: string }[],
): Write {
  const fix: SnapshotFix = {
    pk: snapshotFixPk(orgId, entId),
    sk: ulid(),
    type: 'StockSnapshotFix',
    Month: date.slice(0, 7),
    Pairs: [...new Set(pairs.map((p) => `${p.ItemId}#${p.WhId}`))],
  };
  return { item: { Put: { TableName: tableName(), Item: fix } } };
}
