/**
 * Gives the repair orders, estimates and vehicles written before the reminders
 * existed their reminder index items (docs/reminders.md §8), once after deploying them:
 * `TABLE_NAME=<table> AWS_REGION=ap-south-1 npx tsx scripts/backfill-reminders.ts [orgId]`
 * with credentials that may read and write the table (docs/deploy.md). Every branch
 * of the organisation given, or of every organisation (one Scan of the organisation
 * items: a one-off tool, never a request path). Documents of the last 24 months are
 * read. Running it again changes nothing.
 */
import { setUpDeployedTable } from './deployed-table';

setUpDeployedTable('the-reminder-backfill');
const { backfillEveryReminderIndex } = await import('../infra/local/reminder-backfill-all');

await backfillEveryReminderIndex(process.argv[2] ? [process.argv[2]] : undefined, ({ orgId, entId, written, kept }) =>
  console.log(`${orgId} / ${entId}: ${written} reminder index items written, ${kept} left to a change made meanwhile`),
);
