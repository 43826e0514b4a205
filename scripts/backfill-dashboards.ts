/**
 * Puts the documents written before the dashboard partitions existed into them
 * (docs/data-model-documents.md D2a), once after deploying them:
 * `TABLE_NAME=<table> AWS_REGION=ap-south-1 npx tsx scripts/backfill-dashboards.ts [orgId]`
 * with credentials that may read and write the table (docs/deploy.md). Every
 * branch of the organisation given, or of every organisation (found with one
 * Scan of the organisation items: a one-off tool, never a request path).
 * Running it again changes nothing.
 */
export {};
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
if (!process.env.TABLE_NAME) {
  console.error('Set TABLE_NAME to the deployed table (the stack output) and AWS_REGION.');
  process.exit(1);
}
// The backfill only reads and writes the table; the other settings the functions read are not used here.
process.env.FILES_BUCKET ??= 'unused';
process.env.JWT_SECRET ??= 'unused-by-the-dashboard-backfill';
const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
const { db, tableName } = await import('../functions/lib/aws-clients');
const { queryAll } = await import('../functions/data/table/query-all');
const { backfillDashboardPartition } = await import('../functions/data/documents/dashboard-backfill');

async function organisations(): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: tableName(), FilterExpression: 'sk = :org', ExpressionAttributeValues: { ':org': 'ORG' }, ProjectionExpression: 'pk', ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) ids.push(String(item.pk).slice('ORG#'.length));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

const orgIds = process.argv[2] ? [process.argv[2]] : await organisations();
for (const orgId of orgIds) {
  const branches = await queryAll<{ sk: string }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entity)',
    ExpressionAttributeValues: { ':pk': `ORG#${orgId}`, ':entity': 'ENTITY#' },
    ProjectionExpression: 'sk',
  });
  for (const branch of branches) {
    const entId = branch.sk.slice('ENTITY#'.length);
    const { written, kept } = await backfillDashboardPartition(orgId, entId);
    console.log(`${orgId} / ${entId}: ${written} dashboard items written, ${kept} left to a change made meanwhile`);
  }
}
