import { CustomResource, Duration } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { CATALOGUE_DATA_VERSION } from '@shared/catalogue/seed/data-version';
import { acknowledge, wildcardResourceFinding } from '../acknowledge';
import type { DataTable } from './data-table';
import { tableJob } from './table-job';

/**
 * Writes the system service catalogue into the table on deployment (about
 * 13,000 items under `SYS#CAT`, docs/catalogue.md): a custom resource that runs
 * `functions/deploy/seed-catalogue-handler.ts` on the first deploy and on any
 * deploy that raises CATALOGUE_DATA_VERSION. The function may only write items.
 */
export class CatalogueSeed extends Construct {
  constructor(scope: Construct, id: string, props: { readonly data: DataTable }) {
    super(scope, id);
    const seeder = tableJob(this, {
      entry: 'deploy/seed-catalogue-handler.ts',
      description: 'Writes the system service catalogue (deployment only)',
      memorySize: 1024,
      timeout: Duration.minutes(10),
      retention: RetentionDays.ONE_MONTH,
      data: props.data,
      name: 'the catalogue seed',
    });
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
