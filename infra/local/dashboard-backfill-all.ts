import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/aws-clients';
import { queryAll } from '../../functions/data/table/query-all';
import { backfillDashboardPartition } from '../../functions/data/documents/dashboard-backfill';

export type BranchBackfill = { orgId: string; entId: string; written: number; kept: number };

/** Every organisation's id, from one Scan of the organisation items: a tool's, kept out of functions/ so no request path can reach it. */
export async function organisationIds(): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'sk = :org',
        ExpressionAttributeValues: { ':org': 'ORG' },
        ProjectionExpression: 'pk',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) ids.push(String(item.pk).slice('ORG#'.length));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

/** The ids of an organisation's branches (its entity items). */
export async function branchIdsOf(orgId: string): Promise<string[]> {
  const branches = await queryAll<{ sk: string }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entity)',
    ExpressionAttributeValues: { ':pk': `ORG#${orgId}`, ':entity': 'ENTITY#' },
    ProjectionExpression: 'sk',
  });
  return branches.map((b) => b.sk.slice('ENTITY#'.length));
}

/**
 * Puts the documents of every branch of the organisations given (all of them when
 * none is) into their dashboard partitions (docs/data-model-documents.md D2a), as
 * `dashboard-backfill.ts` does for one branch. Used once after a deploy
 * (scripts/backfill-dashboards.ts) and by `npm start` on a data folder written
 * before the dashboard partitions existed. Running it again changes nothing.
 */
export async function backfillEveryDashboard(
  orgIds?: readonly string[],
  report: (branch: BranchBackfill) => void = () => undefined,
): Promise<BranchBackfill[]> {
  const done: BranchBackfill[] = [];
  for (const orgId of orgIds ?? (await organisationIds())) {
    for (const entId of await branchIdsOf(orgId)) {
      const result = { orgId, entId, ...(await backfillDashboardPartition(orgId, entId)) };
      report(result);
      done.push(result);
    }
  }
  return done;
}
