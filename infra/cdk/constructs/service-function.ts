import { Duration, Stack } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge, wildcardResourceFinding } from '../acknowledge';
import { bundleRuntimeEnvironment, lambdaBundling, lockFilePath, projectRoot } from '../bundling';
import type { FunctionProfile } from '../function-profiles';
import type { DataTable } from './data-table';

/** What every function is wired to. */
export type FunctionResources = {
  readonly data: DataTable;
  readonly filesBucket: IBucket;
  readonly jwtSecret: ISecret;
  readonly realtimeStage: WebSocketStage;
  readonly sesFromAddress?: string;
};

export type ServiceFunctionProps = {
  readonly entry: string;
  readonly description: string;
  readonly profile: FunctionProfile;
  readonly resources: FunctionResources;
};

/**
 * One Lambda (NodejsFunction, nodejs22.x on arm64, bundled locally by esbuild)
 * with its own log group and a role holding only what its profile asks for.
 */
export class ServiceFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const { profile, resources } = props;

    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS });
    // Own role instead of AWSLambdaBasicExecutionRole: logs go only to this group.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: profile.memorySize,
      timeout: Duration.seconds(profile.timeoutSeconds),
      role,
      logGroup,
      projectRoot,
      depsLockFilePath: lockFilePath,
      bundling: lambdaBundling(profile.runtimeModules),
      environment: {
        TABLE_NAME: resources.data.table.tableName,
        FILES_BUCKET: resources.filesBucket.bucketName,
        JWT_SECRET_ARN: resources.jwtSecret.secretArn,
        WS_MANAGEMENT_ENDPOINT: resources.realtimeStage.callbackUrl,
        NOTIFIER: 'aws',
        ...(resources.sesFromAddress ? { SES_FROM_ADDRESS: resources.sesFromAddress } : {}),
        ...bundleRuntimeEnvironment,
      },
    });

    resources.data.grantRequestAccess(role);
    resources.jwtSecret.grantRead(role);
    this.grantFiles(role, resources.filesBucket, profile);
    if (profile.postsToConnections) this.grantConnections(role, resources.realtimeStage);
    if (profile.notifies) this.grantNotifications(role, resources.sesFromAddress);

    acknowledge(this.fn, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'nodejs22.x is the runtime the handbook pins and the code is tested for (esbuild target node22; local development on Node 20); moving to a newer runtime is a deliberate, tested upgrade rather than a side effect of a new aws-cdk-lib release.',
      },
    ]);
  }

  /** POST (send) and DELETE/GET (close, inspect) on connections of the one chat stage. */
  private grantConnections(role: Role, stage: WebSocketStage): void {
    const connections = Stack.of(this).formatArn({
      service: 'execute-api',
      resource: stage.api.apiId,
      resourceName: `${stage.stageName}/*/@connections/*`,
    });
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connections] }),
    );
    acknowledge(role, [
      {
        id: wildcardResourceFinding(this, connections),
        reason:
          'Connection ids are created per browser session at run time; the grant is limited to @connections of this one WebSocket stage.',
      },
    ]);
  }

  private grantFiles(role: Role, bucket: IBucket, profile: FunctionProfile): void {
    if (profile.files === 'none') return;
    const actions = profile.files === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'];
    const objects = bucket.arnForObjects('*');
    role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [objects] }));
    acknowledge(role, [
      {
        id: wildcardResourceFinding(this, objects),
        reason:
          'Object keys (tenant logos and chat files) are generated at run time, so they cannot be listed in the policy; the grant covers objects of the one private files bucket and only the listed object actions.',
      },
    ]);
  }

  private grantNotifications(role: Role, sesFromAddress: string | undefined): void {
    const stack = Stack.of(this);
    if (sesFromAddress) {
      // SES authorises a send against the address identity or its domain identity, whichever is verified.
      const domain = sesFromAddress.slice(sesFromAddress.lastIndexOf('@') + 1);
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [sesFromAddress, domain].map((identity) =>
            stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
          ),
        }),
      );
    }
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    // SMS to a phone number has no ARN; topics and endpoints do, so deny those outright.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['sns:Publish'],
        resources: [stack.formatArn({ service: 'sns', region: '*', account: '*', resource: '*' })],
      }),
    );
    acknowledge(role, [
      {
        id: wildcardResourceFinding(this, '*'),
        reason:
          'OTP text messages are published straight to a phone number, which has no ARN, so sns:Publish cannot be scoped to a resource; no topic is used.',
      },
    ]);
  }
}
