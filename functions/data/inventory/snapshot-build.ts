import { ApiError } from '@shared/api/errors';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/aws-clients';
import { cancellationReasons } from '../table/cancellation';
import { transact, type Write } from '../table/transact';
import { versionedPut } from '../table/versioned-update';
import { BALANCE_PREFIX, stockPk } from './inventory-keys';
import { addTotals, hasFigures, rowsOf, type SnapshotScope } from './snapshot-figures';
import { monthBounds, ulidFloor } from './snapshot-months';
import { keptBranchKey, SNAPSHOT_HEAD, snapshotPk, type SnapshotHead } from './snapshot-records';
import type { BalanceRecord } from './stock-records';

/**
 * Building a month's snapshot once (docs/inventory-snapshots.md §4): a header
 * put only if absent, then steps of 99 balances, each step's rows written with
 * the header's new cursor and totals in one transaction at the header's `ver`.
 * Two builders compute the same rows; the one that loses the `ver` reads the
 * header again and carries on from the winner's cursor, so rows and totals never
 * disagree and nothing is built twice.
 */

/** Balances per step: their rows and the header fill one transaction. */
const STEP = 99;
/** Corrections valued this close to their write are read again (a correction may commit a moment after its id). */
export const FIX_MARGIN_MS = 60_000;

export type Branch = { orgId: string; entId: string; zone: string };

export const scopeOf = (branch: Branch, month: string): SnapshotScope & { startMs: number } => ({
  orgId: branch.orgId,
  entId: branch.entId,
  month,
  ...monthBounds(month, branch.zone),
});

const headKey = (s: SnapshotScope) => ({ pk: snapshotPk(s.orgId, s.entId, s.month), sk: SNAPSHOT_HEAD });

export async function readSnapshotHead(scope: SnapshotScope): Promise<SnapshotHead | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: headKey(scope), ConsistentRead: true }));
  return answer.Item as SnapshotHead | undefined;
}

/** The conflict text of a header write: the builder reads the header again on it, the caller never sees it. */
export const SNAPSHOT_MOVED = 'stock snapshot moved since read';

/** Another builder wrote the header first, or DynamoDB cancelled two transactions on it at once. */
export function lostToAnotherBuilder(error: unknown): boolean {
  if (error instanceof ApiError) return error.message === SNAPSHOT_MOVED;
  if ((error as Error).name === 'TransactionConflictException') return true;
  return cancellationReasons(error)?.codes.includes('TransactionConflict') ?? false;
}

/** The header, put `Building` if there is none yet (one of two requests starting at once wins; the other reads it). */
async function startSnapshot(branch: Branch, scope: SnapshotScope): Promise<SnapshotHead> {
  const head: SnapshotHead = {
    ...headKey(scope),
    type: 'StockSnapshot',
    Month: scope.month,
    Sts: 'Building',
    Done: 0,
    Rows: 0,
    Tot: {},
    // Corrections written from a minute before the build on are read by the snapshot (§6).
    Since: ulidFloor(Date.now() - FIX_MARGIN_MS),
    StartedAt: new Date().toISOString(),
    ver: 1,
  };
  try {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: head, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return (await readSnapshotHead(scope)) ?? head;
  }
  // The monthly job builds this branch's months from now on (§5).
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keptBranchKey(branch.orgId, branch.entId), OrgId: branch.orgId, EntId: branch.entId, TZ: branch.zone },
    }),
  );
  return head;
}

/** One step: the next balances after the cursor, their rows and the header, in one transaction. */
async function step(scope: SnapshotScope & { startMs: number }, head: SnapshotHead): Promise<SnapshotHead> {
  const pk = stockPk(scope.orgId, scope.entId);
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :bal)',
      ExpressionAttributeValues: { ':pk': pk, ':bal': BALANCE_PREFIX },
      ConsistentRead: true,
      Limit: STEP,
      ...(head.Cursor ? { ExclusiveStartKey: { pk, sk: head.Cursor } } : {}),
    }),
  );
  const balances = (page.Items ?? []) as BalanceRecord[];
  const rows = (await rowsOf(scope, balances, scope.startMs)).map((r) => r.row).filter(hasFigures);
  const last = balances.at(-1);
  const next: SnapshotHead = {
    ...head,
    ...(last ? { Cursor: last.sk } : {}),
    Done: head.Done + balances.length,
    Rows: head.Rows + rows.length,
    Tot: addTotals(head.Tot, rows),
    ...(page.LastEvaluatedKey ? {} : { Sts: 'Ready', ReadyAt: new Date().toISOString() }),
    ver: head.ver + 1,
  };
  const writes: Write[] = [
    ...rows.map((row): Write => ({ item: { Put: { TableName: tableName(), Item: row } } })),
    versionedPut(next, head.ver, SNAPSHOT_MOVED),
  ];
  await transact(writes);
  return next;
}

/**
 * Takes build steps for up to `budgetMs` (one at least) and answers the header as it stands:
 * `Ready`, or `Building` with how many balances are done. A step lost to another
 * builder reads the header again and goes on from there.
 */
export async function buildSnapshot(branch: Branch, month: string, budgetMs: number): Promise<SnapshotHead> {
  const started = Date.now();
  const scope = scopeOf(branch, month);
  let head = (await readSnapshotHead(scope)) ?? (await startSnapshot(branch, scope));
  // At least one step per call, however small the budget, so every call makes progress.
  for (let steps = 0; head.Sts === 'Building' && (steps === 0 || Date.now() - started < budgetMs); steps += 1) {
    try {
      head = await step(scope, head);
    } catch (error) {
      if (!lostToAnotherBuilder(error)) throw error;
      head = (await readSnapshotHead(scope)) ?? head;
    }
  }
  return head;
}
