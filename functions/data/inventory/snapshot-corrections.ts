import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { batchGet } from '../table/batch-get';
import { transact, type Write } from '../table/transact';
import { versionedPut } from '../table/versioned-update';
import { balanceKey } from './inventory-keys';
import { lostToAnotherBuilder, FIX_MARGIN_MS, readSnapshotHead, SNAPSHOT_MOVED } from './snapshot-build';
import { addTotals, hasFigures, rowsOf, type SnapshotScope } from './snapshot-figures';
import { ulidFloor } from './snapshot-months';
import {
  snapshotFixPk,
  snapshotRowKey,
  type SnapshotFix,
  type SnapshotHead,
  type SnapshotRow,
} from './snapshot-records';
import type { BalanceRecord } from './stock-records';

/**
 * A ready snapshot made true again after back-dated entries
 * (docs/inventory-snapshots.md §6): the corrections written since its `Since`
 * that are dated in its month or before name the item × warehouse pairs to value
 * again; each pair's row is written anew (or removed when nothing is left), the
 * header's totals moved by the difference and `Since` moved on, in one
 * transaction at the header's `ver`.
 */

/** Pairs per transaction: their rows and the header. */
const CHUNK = 99;
/** Corrections read at a time (a few a day at most; a backlog is taken page by page). */
const PAGE = 200;

async function correctionsSince(scope: SnapshotScope, since: string): Promise<SnapshotFix[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk > :since',
      ExpressionAttributeValues: { ':pk': snapshotFixPk(scope.orgId, scope.entId), ':since': since },
      ConsistentRead: true,
      Limit: PAGE,
    }),
  );
  return (answer.Items ?? []) as SnapshotFix[];
}

/** One page of corrections applied; `more` when the page was full (more may follow it). */
async function correctOnce(scope: SnapshotScope, head: SnapshotHead): Promise<{ head: SnapshotHead; more: boolean }> {
  const fixes = await correctionsSince(scope, head.Since);
  if (fixes.length === 0) return { head, more: false };
  const pairs = [...new Set(fixes.filter((f) => f.Month <= scope.month).flatMap((f) => f.Pairs))];
  // Never closer than the margin to now: a correction of the last minute may still be committing.
  const lastSk = fixes.at(-1)?.sk ?? head.Since;
  const floor = ulidFloor(Date.now() - FIX_MARGIN_MS);
  const since = lastSk < floor ? lastSk : floor > head.Since ? floor : head.Since;
  // A full page read past: the next page follows (a page still within the margin is read again next time).
  const more = fixes.length === PAGE && since === lastSk;
  if (pairs.length === 0 && since === head.Since) return { head, more: false };
  let current = head;
  for (let i = 0; i === 0 || i < pairs.length; i += CHUNK) {
    const chunk = pairs.slice(i, i + CHUNK).map((p) => {
      const [itemId = '', whId = ''] = p.split('#');
      return { itemId, whId };
    });
    const lastChunk = i + CHUNK >= pairs.length;
    const [balances, old] = await Promise.all([
      batchGet<BalanceRecord>(
        chunk.map((p) => balanceKey(scope.orgId, scope.entId, p.itemId, p.whId)),
        true,
      ),
      batchGet<SnapshotRow>(
        chunk.map((p) => snapshotRowKey(scope.orgId, scope.entId, scope.month, p.itemId, p.whId)),
        true,
      ),
    ]);
    const valued = await rowsOf(
      scope,
      balances.filter((b): b is BalanceRecord => b !== undefined),
    );
    const rows = valued.map((v) => v.row);
    const kept = rows.filter(hasFigures);
    const gone = rows.filter((r) => !hasFigures(r));
    const before = old.filter((r): r is SnapshotRow => r !== undefined);
    const next: SnapshotHead = {
      ...current,
      Rows: current.Rows - before.length + kept.length,
      Tot: addTotals(addTotals(current.Tot, before, -1), kept),
      ...(lastChunk ? { Since: since } : {}),
      ver: current.ver + 1,
    };
    const writes: Write[] = [
      ...kept.map((row): Write => ({ item: { Put: { TableName: tableName(), Item: row } } })),
      ...gone.map((row): Write => ({ item: { Delete: { TableName: tableName(), Key: { pk: row.pk, sk: row.sk } } } })),
      versionedPut(next, current.ver, SNAPSHOT_MOVED),
    ];
    await transact(writes);
    current = next;
  }
  return { head: current, more };
}

/**
 * Applies every correction a ready snapshot has not read yet, page by page;
 * another reader applying them first is waited for (8 lost rounds at most).
 */
export async function correctSnapshot(scope: SnapshotScope, head: SnapshotHead): Promise<SnapshotHead> {
  let current = head;
  for (let lost = 0; lost < 8;) {
    try {
      const pass = await correctOnce(scope, current);
      current = pass.head;
      if (!pass.more) return current;
    } catch (error) {
      if (!lostToAnotherBuilder(error)) throw error;
      lost += 1;
      current = (await readSnapshotHead(scope)) ?? current;
    }
  }
  return current;
}
