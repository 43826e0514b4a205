import path from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { acknowledge } from '../acknowledge';
import { bundleRuntimeEnvironment, lambdaBundling, lockFilePath, projectRoot } from '../bundling';
import type { DataTable } from './data-table';

/**
 * A function that runs outside the API and touches only the table's items (the
 * catalogue seed on deployment, the monthly stock snapshots): its own log group,
 * a role that may write only there and read and write items, and the settings the
 * shared configuration check reads. Its parts take the ids `Logs`, `Role` and
 * `Function` in `scope`.
 */
export type TableJobProps = {
  /** Under functions/. */
  readonly entry: string;
  readonly description: string;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly retention: RetentionDays;
  readonly data: DataTable;
  /** Named in the settings the job does not use ('the catalogue seed'). */
  readonly name: string;
};

export function tableJob(scope: Construct, props: TableJobProps): NodejsFunction {
  const logGroup = new LogGroup(scope, 'Logs', { retention: props.retention });
  // Own role instead of AWSLambdaBasicExecutionRole: logs go only to this group.
  const role = new Role(scope, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  const unused = `unused-by-${props.name.replaceAll(' ', '-')}`;
  const fn = new NodejsFunction(scope, 'Function', {
    entry: path.join(projectRoot, 'functions', props.entry),
    handler: 'handler',
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize,
    timeout: props.timeout,
    logGroup,
    role,
    projectRoot,
    depsLockFilePath: lockFilePath,
    bundling: lambdaBundling(),
    environment: {
      TABLE_NAME: props.data.table.tableName,
      // Read by the shared configuration check; the job uses neither.
      FILES_BUCKET: unused,
      JWT_SECRET: unused,
      ...bundleRuntimeEnvironment,
    },
  });
  props.data.grantRequestAccess(role);
  acknowledge(fn, [
    {
      id: 'AwsSolutions-L1',
      reason:
        'nodejs22.x is the runtime the handbook pins and the code is tested for, as for every function of the stack (service-function.ts).',
    },
  ]);
  return fn;
}
