import path from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { projectRoot } from './bundling';
import type { DeploymentContext } from './deployment-context';
import { deployedFamilies } from './function-profiles';
import { AccessLogs } from './constructs/access-logs';
import { Api } from './constructs/api';
import { CustomDomainRecords } from './constructs/custom-domain-records';
import { CatalogueSeed } from './constructs/catalogue-seed';
import { DataTable } from './constructs/data-table';
import { FileStorage } from './constructs/file-storage';
import { Identity } from './constructs/identity';
import { Realtime } from './constructs/realtime';
import { StockSnapshotSchedule } from './constructs/stock-snapshot-schedule';
import { Web } from './constructs/web';

export type KarkhanaStackProps = StackProps & {
  readonly deployment: DeploymentContext;
  /** Built SPA folder; tests point it elsewhere. */
  readonly siteDir?: string;
};

/** The whole product in one stack: a thin composition of one construct per concern. */
export class KarkhanaStack extends Stack {
  constructor(scope: Construct, id: string, props: KarkhanaStackProps) {
    super(scope, id, props);
    const { customDomain, sesFromAddress } = props.deployment;

    const accessLogs = new AccessLogs(this, 'AccessLogs');
    const data = new DataTable(this, 'Data');
    new CatalogueSeed(this, 'CatalogueSeed', { data });
    new StockSnapshotSchedule(this, 'StockSnapshots', { data });
    const files = new FileStorage(this, 'Files', { accessLogsBucket: accessLogs.bucket });
    const identity = new Identity(this, 'Identity');

    const shared = {
      data,
      filesBucket: files.bucket,
      jwtSecret: identity.jwtSecret,
      ...(sesFromAddress ? { sesFromAddress } : {}),
    };
    const realtime = new Realtime(this, 'Realtime', { resources: shared });
    const api = new Api(this, 'Api', {
      families: deployedFamilies(),
      resources: { ...shared, realtimeStage: realtime.stage },
    });

    const web = new Web(this, 'Web', {
      siteDir: props.siteDir ?? path.join(projectRoot, 'frontend', 'dist'),
      apiDomainName: api.originDomainName,
      webSocketUrl: realtime.stage.url,
      webSocketDomainName: `${realtime.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      accessLogsBucket: accessLogs.bucket,
      ...(customDomain
        ? {
            customDomain: {
              domainName: customDomain.domainName,
              certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
            },
          }
        : {}),
    });
    files.allowAppOrigins(web.appOrigins);

    // Links texted to customers (invoice SMS) open on the app's own address, never at a request's Origin
    // (functions/lib/config.ts): each organisation's subdomain with the custom domain, else the distribution.
    const webOrigin = customDomain
      ? `https://${customDomain.domainName}`
      : `https://${web.distribution.distributionDomainName}`;
    for (const service of [...api.functions.values(), realtime.wsFunction]) {
      service.fn.addEnvironment('WEB_ORIGIN', webOrigin);
      if (customDomain) service.fn.addEnvironment('TENANT_ROOT_DOMAIN', customDomain.domainName);
    }

    if (customDomain) {
      new CustomDomainRecords(this, 'DomainRecords', {
        domainName: customDomain.domainName,
        hostedZoneId: customDomain.hostedZoneId,
        distribution: web.distribution,
      });
    }

    new CfnOutput(this, 'AppUrl', {
      description: 'Web app URL',
      value: customDomain
        ? `https://<tenant-domain>.${customDomain.domainName}`
        : `https://${web.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionDomainName', { value: web.distribution.distributionDomainName });
    new CfnOutput(this, 'WebSocketUrl', { value: realtime.stage.url });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: files.bucket.bucketName });
    new CfnOutput(this, 'SiteBucketName', { value: web.siteBucket.bucketName });
  }
}
