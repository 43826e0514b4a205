import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { DataTable } from './data-table';
import { tableJob } from './table-job';

/**
 * The monthly build of stock snapshots (docs/inventory-snapshots.md §5): a
 * function of its own (the snapshot module only, no route table) run by an
 * EventBridge rule at 00:30 UTC on the 1st and 2nd of each month, 06:00 in
 * India, when the month just ended is closed there. It reads and writes items
 * of the one table, nothing else.
 */
export class StockSnapshotSchedule extends Construct {
  constructor(scope: Construct, id: string, props: { readonly data: DataTable }) {
    super(scope, id);
    const builder = tableJob(this, {
      entry: 'inventory/snapshot-schedule.ts',
      description: 'Builds the month-end stock snapshots (monthly schedule)',
      memorySize: 512,
      timeout: Duration.minutes(15),
      retention: RetentionDays.THREE_MONTHS,
      data: props.data,
      name: 'the stock snapshots',
    });
    new Rule(this, 'Monthly', {
      description: 'Builds the month just ended of every branch whose stock snapshots are kept',
      schedule: Schedule.cron({ minute: '30', hour: '0', day: '1,2' }),
      targets: [new LambdaFunction(builder, { retryAttempts: 2 })],
    });
  }
}
