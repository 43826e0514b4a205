import { previousMonthOf } from '@shared/inventory/statement-months';
import { buildSnapshot } from '../data/inventory/snapshot-build';
import { monthOf } from '../data/inventory/snapshot-months';
import { KEPT_BRANCHES_PK } from '../data/inventory/snapshot-records';
import { queryAll } from '../data/table/query-all';
import { log } from '../lib/http/log';

/**
 * The monthly build of stock snapshots (docs/inventory-snapshots.md §5), run by
 * an EventBridge rule (infra/cdk/constructs/stock-snapshot-schedule.ts): for
 * each branch whose snapshots are kept, the month that has just ended in its
 * zone, built in the same bounded steps a request takes, until the time runs
 * out; the next run or the first request finishes what is left. Its own small
 * bundle: the snapshot module and the table helpers, no route table.
 */

type KeptBranch = { OrgId: string; EntId: string; TZ: string };

/** Leaves a minute of the function's 15 for the last step to finish. */
const BUDGET_MS = 14 * 60_000;

export async function handler(): Promise<{ branches: number; ready: number }> {
  const started = Date.now();
  const branches = await queryAll<KeptBranch>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': KEPT_BRANCHES_PK },
  });
  let ready = 0;
  for (const b of branches) {
    const left = BUDGET_MS - (Date.now() - started);
    if (left <= 0) break;
    const month = previousMonthOf(monthOf(new Date(), b.TZ));
    try {
      const head = await buildSnapshot({ orgId: b.OrgId, entId: b.EntId, zone: b.TZ }, month, left);
      if (head.Sts === 'Ready') ready += 1;
    } catch (error) {
      // One branch's trouble (a balance being valued again) leaves it to the next run, not the others.
      log('warn', 'stock snapshot not built', { orgId: b.OrgId, entId: b.EntId, month, error: String(error) });
    }
  }
  log('info', 'stock snapshots', { branches: branches.length, ready });
  return { branches: branches.length, ready };
}
