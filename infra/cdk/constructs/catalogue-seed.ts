import path from 'node:path';
import { CustomResource, Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { CATALOGUE_DATA_VERSION } from '@shared/catalogue/seed/data-version';
import { acknowledge, wildcardResourceFinding } from '../acknowledge';
import { bundleRuntimeEnvironment, lambdaBundling, lockFilePath, projectRoot } from '../bundling';
import type { DataTable } from './data-table';

/**
 * Writes the system service catalogue into the table on deployment (about
 * 13,000 items under `SYS#CAT`, docs/catalogue.md): a custom resource that runs
 * `functions/deploy/seed-catalogue-handler.ts` on the first deploy and on any
 * deploy that raises CATALOGUE_DATA_VERSION. The function may only write items.
 */
const RUNTIME_REASON =
  'nodejs22.x is the runtime the handbook pins and the code is tested for, as for every function of the stack (service-function.ts).';

export class CatalogueSeed extends Construct {
  constructor(scope: Construct, id: string, props: { readonly data: DataTable }) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    // Own role instead of AWSLambdaBasicExecutionRole: logs go only to this group.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    const seeder = new NodejsFunction(this, 'Function', {
      entry: path.join(projectRoot, 'functions', 'deploy', 'seed-catalogue-handler.ts'),
      handler: 'handler',
      description: 'Writes the system service catalogue (deployment only)',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout: Duration.minutes(10),
      logGroup,
      role,
      projectRoot,
      depsLockFilePath: lockFilePath,
      bundling: lambdaBundling(),
      environment: {
        TABLE_NAME: props.data.table.tableName,
        // Read by the shared configuration check; the seed uses neither.
        FILES_BUCKET: 'unused-by-the-catalogue-seed',
        JWT_SECRET: 'unused-by-the-catalogue-seed',
        ...bundleRuntimeEnvironment,
      },
    });
    props.data.grantRequestAccess(role);
    acknowledge(seeder, [{ id: 'AwsSolutions-L1', reason: RUNTIME_REASON }]);
    const provider = new Provider(this, 'Provider', {
      onEventHandler: seeder,
      logGroup: new LogGroup(this, 'ProviderLogs', { retention: RetentionDays.ONE_MONTH }),
    });
    // The provider framework's own function (CDK-made): its managed logging policy,
    // its pinned runtime and its right to invoke any version of the seeder.
    acknowledge(provider, [
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "The custom-resource provider's framework function is created by aws-cdk-lib with the basic logging policy; it runs only during deployments.",
      },
      {
        id: 'AwsSolutions-L1',
        reason: "The provider framework function's runtime is chosen by aws-cdk-lib, which keeps it current.",
      },
      {
        id: wildcardResourceFinding(this, `${seeder.functionArn}:*`),
        reason: 'The provider framework may invoke any version or alias of the one seeding function it serves.',
      },
    ]);
    new CustomResource(this, 'Resource', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::SystemCatalogue',
      properties: { DataVersion: CATALOGUE_DATA_VERSION },
    });
  }
}
