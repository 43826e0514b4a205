import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { db, tableName } from '../../lib/aws-clients';
import { decodePageCursor, encodePageCursor } from '../table/cursor';
import type { StartKey } from '../table/index-query';
import { queryAll } from '../table/query-all';
import { BALANCE_PREFIX } from './inventory-keys';
import { buildSnapshot, scopeOf, type Branch } from './snapshot-build';
import { correctSnapshot } from './snapshot-corrections';
import { snapshotPk, type SnapshotHead, type SnapshotRow, type SnapshotTotals } from './snapshot-records';

/**
 * The stock statement of a month (docs/inventory-snapshots.md §8): the month's
 * snapshot, built first if it is not yet (in steps bounded by `budgetMs`) and
 * corrected by the back-dated entries it has not read, then a page of its rows
 * (one warehouse's by a filter) and its totals from the header.
 */

const STATEMENT = 'STOCKSTATEMENT';
/** Reads of a filtered page before it answers what it has. */
const MAX_READS = 5;

export type Statement =
  | { head: SnapshotHead & { Sts: 'Building' } }
  | { head: SnapshotHead; totals: SnapshotTotals; rows: SnapshotRow[]; next?: string };

const whFilter = (whId: string | undefined) =>
  whId === undefined
    ? {}
    : { FilterExpression: 'WhId = :wh', ExpressionAttributeValues: { ':wh': whId } as Record<string, unknown> };

/** The header's totals of one warehouse, or of all. */
export function totalsOf(head: SnapshotHead, whId?: string): SnapshotTotals {
  const all = Object.entries(head.Tot).filter(([w]) => whId === undefined || w === whId);
  return all.reduce(
    (t, [, x]) => ({
      OpenP: t.OpenP + x.OpenP,
      InP: t.InP + x.InP,
      OutP: t.OutP + x.OutP,
      CloseP: t.CloseP + x.CloseP,
    }),
    { OpenP: 0, InP: 0, OutP: 0, CloseP: 0 },
  );
}

/** The snapshot, ready and corrected, or building (with its progress after this request's steps). */
export async function readySnapshot(branch: Branch, month: string, budgetMs: number): Promise<SnapshotHead> {
  const head = await buildSnapshot(branch, month, budgetMs);
  return head.Sts === 'Ready' ? correctSnapshot(scopeOf(branch, month), head) : head;
}

export async function readStatement(
  branch: Branch,
  month: string,
  q: { whId?: string | undefined; limit: number; cursor?: string | undefined },
  budgetMs: number,
): Promise<Statement> {
  const head = await readySnapshot(branch, month, budgetMs);
  if (head.Sts === 'Building') return { head: { ...head, Sts: 'Building' } };
  const pk = snapshotPk(branch.orgId, branch.entId, month);
  let startKey = decodePageCursor(q.cursor, {
    tag: STATEMENT,
    orgId: branch.orgId,
    pk: { is: pk },
    sortPrefix: BALANCE_PREFIX,
    refusal: InventoryMessages.badCursor,
  });
  const rows: SnapshotRow[] = [];
  // A warehouse's rows are a filter of the month's: read on until the page is full (a few reads at most).
  for (let reads = 0; reads < MAX_READS && rows.length < q.limit; reads += 1) {
    const filter = whFilter(q.whId);
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :bal)',
        ExpressionAttributeValues: { ':pk': pk, ':bal': BALANCE_PREFIX, ...filter.ExpressionAttributeValues },
        ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
        Limit: q.limit - rows.length,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    rows.push(...((answer.Items ?? []) as SnapshotRow[]));
    startKey = answer.LastEvaluatedKey as StartKey | undefined;
    if (!startKey) break;
  }
  const totals = totalsOf(head, q.whId);
  return startKey ? { head, totals, rows, next: encodePageCursor(STATEMENT, startKey) } : { head, totals, rows };
}

/** Every row of a ready snapshot (the CSV), one warehouse's or all. */
export const allStatementRows = (branch: Branch, month: string, whId?: string): Promise<SnapshotRow[]> => {
  const filter = whFilter(whId);
  return queryAll<SnapshotRow>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :bal)',
    ExpressionAttributeValues: {
      ':pk': snapshotPk(branch.orgId, branch.entId, month),
      ':bal': BALANCE_PREFIX,
      ...filter.ExpressionAttributeValues,
    },
    ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
  });
};
