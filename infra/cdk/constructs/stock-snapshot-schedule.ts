import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from '../acknowledge';
import { bundleRuntimeEnvironment, lambdaBundling, lockFilePath, projectRoot } from '../bundling';
import type { DataTable } from './data-table';

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
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS });
    // Own role instead of AWSLambdaBasicExecutionRole: logs go only to this group.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    const builder = new NodejsFunction(this, 'Function', {
      entry: path.join(projectRoot, 'functions', 'inventory', 'snapshot-schedule.ts'),
      handler: 'handler',
      description: 'Builds the month-end stock snapshots (monthly schedule)',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.minutes(15),
      logGroup,
      role,
      projectRoot,
      depsLockFilePath: lockFilePath,
      bundling: lambdaBundling(),
      environment: {
        TABLE_NAME: props.data.table.tableName,
        // Read by the shared configuration check; the build uses neither.
        FILES_BUCKET: 'unused-by-the-stock-snapshots',
        JWT_SECRET: 'unused-by-the-stock-snapshots',
        ...bundleRuntimeEnvironment,
      },
    });
    props.data.grantRequestAccess(role);
    acknowledge(builder, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'nodejs22.x is the runtime the handbook pins and the code is tested for, as for every function of the stack (service-function.ts).',
      },
    ]);
    new Rule(this, 'Monthly', {
      description: 'Builds the month just ended of every branch whose stock snapshots are kept',
      schedule: Schedule.cron({ minute: '30', hour: '0', day: '1,2' }),
      targets: [new LambdaFunction(builder, { retryAttempts: 2 })],
    });
  }
}
