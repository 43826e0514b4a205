/**
 * Moves audit records written inside their documents' partitions to the audit's
 * own partitions (docs/data-model-documents.md D14), once after deploying them:
 * `TABLE_NAME=<table> AWS_REGION=ap-south-1 npx tsx scripts/move-audit-records.ts`
 * with credentials that may read and write the table (docs/deploy.md). One Scan
 * (a one-off tool, never a request path); running it again changes nothing.
 */
import { setUpDeployedTable } from './deployed-table';

setUpDeployedTable('the-audit-move');
const { moveAuditRecords } = await import('../infra/local/audit-move');

const moved = await moveAuditRecords();
console.log(`${moved} audit records moved to their own partitions`);
