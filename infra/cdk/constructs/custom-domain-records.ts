import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';

export type CustomDomainRecordsProps = {
  readonly domainName: string;
  readonly hostedZoneId: string;
  readonly distribution: IDistribution;
};

/**
 * Alias records for the apex and the wildcard: every tenant's sub-domain
 * (`<domain>.karkhana.in`) reaches the same distribution, and the SPA reads the
 * login domain from the first label of the host.
 */
export class CustomDomainRecords extends Construct {
  constructor(scope: Construct, id: string, props: CustomDomainRecordsProps) {
    super(scope, id);
    // Imported by id and name: no lookup, so synth needs no AWS credentials.
    const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: props.hostedZoneId,
      zoneName: props.domainName,
    });
    const target = RecordTarget.fromAlias(new CloudFrontTarget(props.distribution));
    const names = { Apex: props.domainName, Wildcard: `*.${props.domainName}` };
    for (const [label, recordName] of Object.entries(names)) {
      new ARecord(this, `${label}A`, { zone, recordName, target });
      new AaaaRecord(this, `${label}Aaaa`, { zone, recordName, target });
    }
  }
}
