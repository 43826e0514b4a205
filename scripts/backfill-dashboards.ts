/**
 * Puts the documents written before the dashboard partitions existed into them
 * (docs/data-model-documents.md D2a), once after deploying them:
 * `TABLE_NAME=<table> AWS_REGION=ap-south-1 npx tsx scripts/backfill-dashboards.ts [orgId]`
 * with credentials that may read and write the table (docs/deploy.md). Every
 * branch of the organisation given, or of every organisation (found with one
 * Scan of the organisation items: a one-off tool, never a request path).
 * Running it again changes nothing.
 */
import { setUpDeployedTable } from './deployed-table';

setUpDeployedTable('the-dashboard-backfill');
const { backfillEveryDashboard } = await import('../infra/local/dashboard-backfill-all');

await backfillEveryDashboard(process.argv[2] ? [process.argv[2]] : undefined, ({ orgId, entId, written, kept }) =>
  console.log(`${orgId} / ${entId}: ${written} dashboard items written, ${kept} left to a change made meanwhile`),
);
