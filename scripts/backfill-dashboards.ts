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
const { backfillEveryDashboard } = await import('../functions/data/documents/dashboard-backfill-all');

await backfillEveryDashboard(process.argv[2] ? [process.argv[2]] : undefined, ({ orgId, entId, written, kept }) =>
  console.log(`${orgId} / ${entId}: ${written} dashboard items written, ${kept} left to a change made meanwhile`),
);
