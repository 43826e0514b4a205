import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { nagViolations, resourcesOfType, synthesize, warningsOf, type Synthesized } from './test-support';

const domain = {
  domainName: 'karkhana.in',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
};

let synth: Synthesized;

// One synth for the whole file, as on a fresh clone: no frontend/dist. Nothing here
// depends on the function code, so nothing is bundled (synthesize's default).
beforeAll(() => {
  const emptySiteDir = path.join(mkdtempSync(path.join(tmpdir(), 'karkhana-nosite-')), 'dist');
  synth = synthesize({
    context: { ...domain, sesFromAddress: 'no-reply@karkhana.in' },
    siteDir: emptySiteDir,
    builtinCloudFormationValidation: false,
  });
}, 180_000);

type Props = Record<string, unknown>;
const props = (resource: { Properties?: Props }): Props => resource.Properties ?? {};
const distributionConfig = (): Props =>
  props(Object.values(resourcesOfType(synth.template, 'AWS::CloudFront::Distribution'))[0] ?? {})
    .DistributionConfig as Props;

describe('custom domain from context', () => {
  it('serves the wildcard and the apex with the us-east-1 certificate and TLS 1.2', () => {
    expect(distributionConfig().Aliases).toEqual(['*.karkhana.in', 'karkhana.in']);
    expect(distributionConfig().ViewerCertificate).toEqual({
      AcmCertificateArn: domain.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it('adds A and AAAA alias records for the wildcard and the apex in the given zone', () => {
    const records = Object.values(resourcesOfType(synth.template, 'AWS::Route53::RecordSet')).map(props);
    expect(records.map((r) => `${String(r.Type)} ${String(r.Name)}`).sort()).toEqual([
      'A *.karkhana.in.',
      'A karkhana.in.',
      'AAAA *.karkhana.in.',
      'AAAA karkhana.in.',
    ]);
    for (const record of records) {
      expect(record.HostedZoneId).toBe(domain.hostedZoneId);
      expect(JSON.stringify(record.AliasTarget)).toMatch(/WebDistribution\w+","DomainName"/);
    }
  });

  it("tells every function the root domain, so an invoice link opens on the organisation's own subdomain", () => {
    const functions = Object.values(resourcesOfType(synth.template, 'AWS::Lambda::Function')).filter((f) =>
      String(props(f).Description ?? '').startsWith('Karkhana '),
    );
    expect(functions.length).toBeGreaterThan(1);
    for (const fn of functions) {
      expect((props(fn).Environment as { Variables: Props }).Variables).toMatchObject({
        TENANT_ROOT_DOMAIN: 'karkhana.in',
        WEB_ORIGIN: 'https://karkhana.in',
      });
    }
  });

  it('allows uploads from the tenant sub-domains and the apex', () => {
    const files = Object.values(resourcesOfType(synth.template, 'AWS::S3::Bucket')).find(
      (b) => props(b).CorsConfiguration !== undefined,
    );
    const rules = (props(files ?? {}).CorsConfiguration as { CorsRules: Array<{ AllowedOrigins: unknown[] }> })
      .CorsRules;
    expect(rules[0]?.AllowedOrigins).toEqual(expect.arrayContaining(['https://karkhana.in', 'https://*.karkhana.in']));
  });

  it('passes the SES sender to every function and lets only approvals, iam, invoices, purchaseorders and reminders send from that identity', () => {
    const functions = Object.values(resourcesOfType(synth.template, 'AWS::Lambda::Function')).filter((f) =>
      String(props(f).Description ?? '').startsWith('Karkhana '),
    );
    expect(functions.length).toBeGreaterThanOrEqual(2);
    for (const fn of functions) {
      expect((props(fn).Environment as { Variables: Props }).Variables.SES_FROM_ADDRESS).toBe('no-reply@karkhana.in');
    }
    const sesStatements = Object.entries(resourcesOfType(synth.template, 'AWS::IAM::Policy')).flatMap(([id, policy]) =>
      (props(policy).PolicyDocument as { Statement: Array<{ Action: unknown; Resource: unknown }> }).Statement.filter(
        (s) => s.Action === 'ses:SendEmail',
      ).map((s) => ({ id, resource: JSON.stringify(s.Resource) })),
    );
    // approvals sends the estimate's approval link; iam sends codes; invoices sends the invoice link (Send SMS);
    // purchaseorders sends an order to its vendor; reminders send a customer their reminder (docs/reminders.md).
    expect(sesStatements.map((s) => s.id).sort()).toEqual([
      expect.stringMatching(/^ApiFamilyapprovalsRoleDefaultPolicy/),
      expect.stringMatching(/^ApiFamilyiamRoleDefaultPolicy/),
      expect.stringMatching(/^ApiFamilyinvoicesRoleDefaultPolicy/),
      expect.stringMatching(/^ApiFamilypurchaseordersRoleDefaultPolicy/),
      expect.stringMatching(/^ApiFamilyremindersRoleDefaultPolicy/),
    ]);
    expect(sesStatements[0]?.resource).toContain('identity/no-reply@karkhana.in');
    expect(sesStatements[0]?.resource).toContain('identity/karkhana.in');
  });

  it('leaves no unacknowledged AwsSolutions error or warning (CFR4 is met, not acknowledged)', () => {
    expect(nagViolations(synth.stack)).toEqual([]);
  });
});

describe('fresh clone without frontend/dist', () => {
  it('still synthesizes, deploys no site and tells the operator to build the web app', () => {
    expect(Object.keys(resourcesOfType(synth.template, 'Custom::CDKBucketDeployment'))).toEqual([]);
    const warnings = warningsOf(synth.stack).filter((w) => w.message.includes('npm run build:web'));
    expect(warnings.map((w) => w.path)).toEqual(['Karkhana/Web']);
  });
});
