import { backfillReminderIndexes } from '../../functions/data/reminders/reminder-backfill';
import { branchIdsOf, organisationIds } from './dashboard-backfill-all';

export type BranchReminderBackfill = { orgId: string; entId: string; written: number; kept: number };

/**
 * Gives the records of every branch of the organisations given (all of them when
 * none is) their reminder index items (docs/reminders.md §8), as
 * `reminder-backfill.ts` does for one branch. Used once after a deploy
 * (scripts/backfill-reminders.ts) and by `npm start` on a data folder written
 * before the reminders existed. Running it again changes nothing.
 */
export async function backfillEveryReminderIndex(
  orgIds?: readonly string[],
  report: (branch: BranchReminderBackfill) => void = () => undefined,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<BranchReminderBackfill[]> {
  const done: BranchReminderBackfill[] = [];
  for (const orgId of orgIds ?? (await organisationIds()))
    for (const entId of await branchIdsOf(orgId)) {
      const result = { orgId, entId, ...(await backfillReminderIndexes(orgId, entId, today)) };
      report(result);
      done.push(result);
    }
  return done;
}
