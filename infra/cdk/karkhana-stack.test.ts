import { CATALOGUE_DATA_VERSION } from '@shared/catalogue/seed/data-version';
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '@shared/api/route';
import { FILE_VERSION_DAYS } from './constructs/file-storage';
import { cspDirectives, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from '@shared/api/security-headers';
import { SOCKET_ACTIONS } from '@shared/api/socket';
import { allRoutes, routeTable } from '@shared/api/routes';
import { spaRewriteSource } from './constructs/spa-rewrite';
import {
  acknowledgements,
  nagViolations,
  nestedTemplates,
  resourcesOfType,
  synthesize,
  warningsOf,
  type Synthesized,
} from './test-support';

/** A built SPA as Vite leaves it: index.html, a favicon and hashed assets. */
function fakeSiteDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'karkhana-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/index-a1b2c3.js"></script>',
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'assets', 'index-a1b2c3.js'), 'console.log("karkhana");');
  return dir;
}

let synth: Synthesized;

// One synth for the whole file. No test here reads a function's code, so nothing is
// bundled (synthesize's default); the budgets project weighs every bundle.
beforeAll(() => {
  synth = synthesize({ siteDir: fakeSiteDir() });
}, 180_000);

type Props = Record<string, unknown>;
const props = (resource: { Properties?: Props }): Props => resource.Properties ?? {};
const only = <T>(values: T[]): T => {
  expect(values).toHaveLength(1);
  return values[0] as T;
};

/** Our own functions (not the CDK-provided BucketDeployment handler). */
const karkhanaFunctions = () =>
  Object.values(resourcesOfType(synth.template, 'AWS::Lambda::Function')).filter((f) =>
    String(props(f).Description ?? '').startsWith('Karkhana '),
  );

describe('data', () => {
  it('is one on-demand table with pk/sk, gsi1 and gsi2, ttl, point-in-time recovery, deletion protection and retention', () => {
    const table = only(Object.values(resourcesOfType(synth.template, 'AWS::DynamoDB::Table')));
    expect(table.DeletionPolicy).toBe('Retain');
    expect(props(table)).toMatchObject({
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
    const indexes = props(table).GlobalSecondaryIndexes as Array<{
      IndexName: string;
      KeySchema: unknown;
      Projection: unknown;
    }>;
    expect(indexes.map((i) => i.IndexName).sort()).toEqual(['gsi1', 'gsi2']);
    for (const index of indexes) {
      expect(index.KeySchema).toEqual([
        { AttributeName: `${index.IndexName}pk`, KeyType: 'HASH' },
        { AttributeName: `${index.IndexName}sk`, KeyType: 'RANGE' },
      ]);
      expect(index.Projection).toEqual({ ProjectionType: 'ALL' });
    }
    const attributes = props(table).AttributeDefinitions as Array<{ AttributeName: string; AttributeType: string }>;
    expect(attributes.map((a) => `${a.AttributeName}:${a.AttributeType}`).sort()).toEqual([
      'gsi1pk:S',
      'gsi1sk:S',
      'gsi2pk:S',
      'gsi2sk:S',
      'pk:S',
      'sk:S',
    ]);
  });
});

describe('buckets', () => {
  const buckets = () => resourcesOfType(synth.template, 'AWS::S3::Bucket');
  const filesBucket = () => only(Object.entries(buckets()).filter(([, b]) => props(b).CorsConfiguration !== undefined));

  it('keeps the files bucket private: encrypted, all public access blocked, retained, CORS for presigned PUT/GET from the app', () => {
    const [, bucket] = filesBucket();
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(props(bucket)).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    const rule = only((props(bucket).CorsConfiguration as { CorsRules: Array<Record<string, unknown>> }).CorsRules);
    expect(rule.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'PUT']));
    // Without a custom domain only the CloudFront domain may upload.
    expect(rule.AllowedOrigins).toEqual([
      { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] }]] },
    ]);
  });

  it('versions the files bucket and keeps old versions for the restore window (docs/deploy.md)', () => {
    const [, bucket] = filesBucket();
    expect(props(bucket).VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (props(bucket).LifecycleConfiguration as { Rules: Array<Record<string, unknown>> }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'ExpireOldVersions',
        NoncurrentVersionExpiration: { NoncurrentDays: FILE_VERSION_DAYS },
        ExpiredObjectDeleteMarker: true,
        Status: 'Enabled',
      }),
    );
  });

  it('expires uploads that were never confirmed: everything under the staging prefix after a day', () => {
    const [, bucket] = filesBucket();
    const rules = (props(bucket).LifecycleConfiguration as { Rules: Array<Record<string, unknown>> }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'ExpireUnconfirmedUploads',
        Prefix: 'uploads/',
        ExpirationInDays: 1,
        Status: 'Enabled',
      }),
    );
    // Kept logos are never under a rule that expires them.
    expect(rules.filter((rule) => rule.ExpirationInDays !== undefined).map((rule) => rule.Prefix)).toEqual([
      'uploads/',
    ]);
  });

  it('denies every request to every bucket that does not use TLS', () => {
    const policies = Object.values(resourcesOfType(synth.template, 'AWS::S3::BucketPolicy'));
    for (const logicalId of Object.keys(buckets())) {
      const policy = only(
        policies.filter((p) => JSON.stringify(props(p).Bucket) === JSON.stringify({ Ref: logicalId })),
      );
      const statements = (props(policy).PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement;
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          Principal: { AWS: '*' },
        }),
      );
    }
  });

  it('encrypts and blocks public access on every bucket', () => {
    for (const bucket of Object.values(buckets())) {
      expect(props(bucket).BucketEncryption).toBeDefined();
      expect(props(bucket).PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });
});

describe('web', () => {
  const distributionConfig = () =>
    props(only(Object.values(resourcesOfType(synth.template, 'AWS::CloudFront::Distribution'))))
      .DistributionConfig as Props;

  it('reaches the SPA bucket through origin access control only', () => {
    only(Object.values(resourcesOfType(synth.template, 'AWS::CloudFront::OriginAccessControl')));
    const origins = distributionConfig().Origins as Props[];
    const s3Origin = only(origins.filter((o) => o.S3OriginConfig !== undefined));
    expect(s3Origin.OriginAccessControlId).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/OriginAccessControl/), 'Id'],
    });
    expect(s3Origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
  });

  it('rewrites client-side routes with a viewer-request function and has no distribution-wide error pages', () => {
    const config = distributionConfig();
    expect(config.CustomErrorResponses).toBeUndefined();
    const defaultBehavior = config.DefaultCacheBehavior as Props;
    expect(defaultBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/SpaRewrite/), 'FunctionARN'] },
      },
    ]);
    expect(defaultBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    synth.template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaRewriteSource,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('the rewrite sends client routes to /index.html, /a to /a.html, and leaves published files alone', () => {
    const handler = new Function(`${spaRewriteSource}; return handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const rewrite = (uri: string): string => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/login')).toBe('/index.html');
    expect(rewrite('/service/estimate/01J9Z3')).toBe('/index.html');
    expect(rewrite('/settings/')).toBe('/index.html');
    expect(rewrite('/assets/index-a1b2c3.js')).toBe('/assets/index-a1b2c3.js');
    expect(rewrite('/config.json')).toBe('/config.json');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
    // A customer's link carries a signed token, dots and all: still a route of the app.
    expect(rewrite('/i/eyJhbGciOiJIUzI1NiJ9.eyJpbnYiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU')).toBe(
      '/index.html',
    );
    expect(rewrite('/book/a.b.c')).toBe('/index.html');
    // The customer's approval page is a page of its own (its token is the fragment, never sent).
    expect(rewrite('/a')).toBe('/a.html');
    expect(rewrite('/a.html')).toBe('/a.html');
    expect(rewrite('/a/')).toBe('/index.html');
    expect(rewrite('/about')).toBe('/index.html');
    expect(rewrite('/constructor')).toBe('/index.html');
  });

  it('sends /api/* to the HTTP API uncached, with every method and all viewer headers except Host', () => {
    const config = distributionConfig();
    const api = only((config.CacheBehaviors as Props[]).filter((b) => b.PathPattern === '/api/*'));
    expect(api).toMatchObject({
      // Managed policies: CachingDisabled and AllViewerExceptHostHeader.
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api.AllowedMethods).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    );
    expect(api.FunctionAssociations).toBeUndefined();
    const origin = only((config.Origins as Props[]).filter((o) => o.Id === api.TargetOriginId));
    expect(JSON.stringify(origin.DomainName)).toMatch(/ApiHttpApi.*execute-api/);
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('adds security headers to the app and the API answers', () => {
    const config = distributionConfig();
    const policy = only(Object.entries(resourcesOfType(synth.template, 'AWS::CloudFront::ResponseHeadersPolicy')));
    const behaviors = [config.DefaultCacheBehavior as Props, ...(config.CacheBehaviors as Props[])];
    for (const behavior of behaviors) expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policy[0] });
    const security = (props(policy[1]).ResponseHeadersPolicyConfig as Props).SecurityHeadersConfig as Props;
    expect(security).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
    });
    const csp = JSON.stringify(security.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.s3\..*wss:\/\//);
    // The one policy in shared/api/security-headers.ts, which the local stack and the API send too.
    for (const directive of cspDirectives({ files: [], socket: [] }).filter((d) => !d.startsWith('connect-src'))) {
      expect(csp).toContain(directive);
    }
    expect(security).toMatchObject({
      ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY, Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS },
    });
  });

  it('is served in India (price class 200) with access logs', () => {
    expect(distributionConfig()).toMatchObject({ PriceClass: 'PriceClass_200', Logging: { Prefix: 'cloudfront/' } });
    expect(distributionConfig().Aliases).toBeUndefined();
  });

  it('deploys hashed assets for a year and index.html plus config.json revalidated, with an invalidation', () => {
    const deployments = Object.values(resourcesOfType(synth.template, 'Custom::CDKBucketDeployment')).map(props);
    expect(deployments).toHaveLength(2);
    const assets = only(deployments.filter((d) => d.DestinationBucketKeyPrefix === 'assets/'));
    expect(assets).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    const entry = only(deployments.filter((d) => d.DestinationBucketKeyPrefix === undefined));
    expect(entry).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
      DistributionPaths: ['/*'],
    });
    // The second source is config.json, whose WebSocket URL is filled in at deploy time.
    expect(JSON.stringify(entry.SourceMarkers)).toContain('RealtimeWebSocketApi');
  });

  it('uploads index.html and the other root files apart from the hashed assets', () => {
    const staged = readdirSync(synth.app.outdir)
      .filter((name) => name.startsWith('asset.'))
      .map((name) => path.join(synth.app.outdir, name))
      .filter((dir) => statSync(dir).isDirectory())
      .map((dir) => readdirSync(dir).sort());
    expect(staged).toContainEqual(['favicon.svg', 'index.html']);
    expect(staged).toContainEqual(['index-a1b2c3.js']);
  });
});

describe('api', () => {
  it('creates exactly one Lambda per call family in the route table: nodejs22.x on arm64', () => {
    const families = Object.entries(routeTable)
      .filter(([, calls]) => Object.keys(calls).length > 0)
      .map(([family]) => family)
      .sort();
    const functions = karkhanaFunctions().filter((f) => String(props(f).Description).endsWith(' calls'));
    expect(functions.map((f) => /^Karkhana (\w+) calls$/.exec(String(props(f).Description))?.[1]).sort()).toEqual(
      families,
    );
    for (const fn of functions) {
      expect(props(fn)).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    }
  });

  it('gives the families that hash passwords (scrypt N=2^17) 1024 MB and the other functions 512 MB', () => {
    const hashing = ['iam', 'users'];
    for (const fn of karkhanaFunctions()) {
      const family = /^Karkhana (\w+) calls$/.exec(String(props(fn).Description))?.[1] ?? 'ws';
      expect(props(fn).MemorySize).toBe(hashing.includes(family) ? 1024 : 512);
    }
  });

  it('passes every function the settings functions/lib/config.ts reads', () => {
    for (const fn of karkhanaFunctions()) {
      const variables = (props(fn).Environment as { Variables: Props }).Variables;
      expect(Object.keys(variables).sort()).toEqual([
        'FILES_BUCKET',
        'JWT_SECRET_ARN',
        'NODE_OPTIONS',
        'NOTIFIER',
        'TABLE_NAME',
        'WEB_ORIGIN',
        'WS_MANAGEMENT_ENDPOINT',
      ]);
      expect(variables).toMatchObject({
        NOTIFIER: 'aws',
        NODE_OPTIONS: '--enable-source-maps',
        TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
        FILES_BUCKET: { Ref: expect.stringMatching(/^FilesBucket/) },
        JWT_SECRET_ARN: { Ref: expect.stringMatching(/^IdentityJwtSigningSecret/) },
      });
      expect(JSON.stringify(variables.WS_MANAGEMENT_ENDPOINT)).toMatch(
        /"https:\/\/",\{"Ref":"RealtimeWebSocketApi\w+"\},"\.execute-api\.".*"\/live"/,
      );
      // Invoice links open on the app's distribution, never at a request's Origin.
      expect(variables.WEB_ORIGIN).toEqual({
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] }]],
      });
    }
  });

  it('has one HTTP route per call with the route key routeKey(route), each on its family function', () => {
    // Each family's routes and integration sit in a nested stack of their own (constructs/api.ts: 500 resources a stack).
    const nested = nestedTemplates(synth.stack);
    const routes = nested.flatMap((t) => Object.values(resourcesOfType(t, 'AWS::ApiGatewayV2::Route')).map(props));
    const httpRoutes = routes.filter((r) => JSON.stringify(r.ApiId).includes('ApiHttpApi'));
    const expected = allRoutes().map(routeKey).sort();
    expect(httpRoutes.map((r) => r.RouteKey).sort()).toEqual(expected);
    expect(new Set(expected).size).toBe(expected.length);
    const integrations = Object.assign(
      {},
      ...nested.map((t) => resourcesOfType(t, 'AWS::ApiGatewayV2::Integration')),
    ) as Record<string, { Properties?: Props }>;
    const functionOf = (route: Props): string => {
      const integrationId = /"Ref":"(\w+)"/.exec(JSON.stringify(route.Target))?.[1] ?? '';
      return (
        /(ApiFamily\w+?Function)/.exec(JSON.stringify(props(integrations[integrationId] ?? {}).IntegrationUri))?.[1] ??
        'none'
      );
    };
    for (const route of allRoutes()) {
      const resource = only(httpRoutes.filter((r) => r.RouteKey === routeKey(route)));
      expect(functionOf(resource)).toMatch(new RegExp(`^ApiFamily${route.family}Function`));
    }
  });

  it('keeps the main stack and every nested stack within CloudFormation’s 500 resources', () => {
    const count = (t: Template) => Object.keys(t.toJSON().Resources ?? {}).length;
    expect(count(synth.template)).toBeLessThan(500);
    for (const t of nestedTemplates(synth.stack)) expect(count(t)).toBeLessThan(500);
  });

  it('serves the API from an auto-deployed $default stage with access logs and throttling', () => {
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: Match.stringLikeRegexp('^ApiHttpApi') },
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      DefaultRouteSettings: Match.objectLike({
        ThrottlingRateLimit: Match.anyValue(),
        ThrottlingBurstLimit: Match.anyValue(),
      }),
    });
  });
});

describe('realtime', () => {
  it('routes $connect, $disconnect, $default and every action of the socket contract to the ws function', () => {
    const routes = Object.values(resourcesOfType(synth.template, 'AWS::ApiGatewayV2::Route')).map(props);
    const wsRoutes = routes.filter((r) => JSON.stringify(r.ApiId).includes('RealtimeWebSocketApi'));
    expect(wsRoutes.map((r) => r.RouteKey).sort()).toEqual(
      ['$connect', '$default', '$disconnect', ...SOCKET_ACTIONS].sort(),
    );
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    const integrations = Object.values(resourcesOfType(synth.template, 'AWS::ApiGatewayV2::Integration')).map(props);
    const wsIntegration = only(integrations.filter((i) => JSON.stringify(i.ApiId).includes('RealtimeWebSocketApi')));
    expect(JSON.stringify(wsIntegration.IntegrationUri)).toContain('RealtimeWsFunction');
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: Match.stringLikeRegexp('^RealtimeWebSocketApi') },
      StageName: 'live',
      AutoDeploy: true,
    });
    const ws = only(
      karkhanaFunctions().filter((f) => props(f).Description === 'Karkhana WebSocket connections and chat actions'),
    );
    expect(props(ws)).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], MemorySize: 512 });
  });
});

describe('stock snapshots', () => {
  it('builds the month just ended on the 1st and 2nd of each month with a function of its own', () => {
    const fn = only(
      Object.entries(resourcesOfType(synth.template, 'AWS::Lambda::Function')).filter(
        ([, f]) => props(f).Description === 'Builds the month-end stock snapshots (monthly schedule)',
      ),
    );
    expect(props(fn[1])).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 900 });
    const rule = only(Object.values(resourcesOfType(synth.template, 'AWS::Events::Rule')));
    expect(props(rule)).toMatchObject({ ScheduleExpression: 'cron(30 0 1,2 * ? *)', State: 'ENABLED' });
    const targets = props(rule).Targets as Array<{ Arn: { 'Fn::GetAtt': string[] } }>;
    expect(targets[0]?.Arn['Fn::GetAtt'][0]).toBe(fn[0]);
  });
});

describe('identity', () => {
  it('keeps a generated 64-character JWT signing secret, retained', () => {
    const secret = only(Object.values(resourcesOfType(synth.template, 'AWS::SecretsManager::Secret')));
    expect(secret.DeletionPolicy).toBe('Retain');
    expect(props(secret).GenerateSecretString).toMatchObject({ PasswordLength: 64 });
  });
});

describe('least privilege', () => {
  type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
  const statementsOf = (roleLogicalIdPrefix: string): Statement[] =>
    Object.values(resourcesOfType(synth.template, 'AWS::IAM::Policy'))
      .filter((p) => JSON.stringify(props(p).Roles).includes(`"${roleLogicalIdPrefix}`))
      .flatMap((p) => (props(p).PolicyDocument as { Statement: Statement[] }).Statement);
  const actionsOf = (statements: Statement[]): string[] =>
    statements.filter((s) => s.Effect === 'Allow').flatMap((s) => [s.Action].flat());

  it('lets our functions read and write items and query the two indexes, but never scan', () => {
    for (const role of ['ApiFamilyiamRole', 'RealtimeWsFunctionRole']) {
      const actions = actionsOf(statementsOf(role));
      expect(actions).toEqual(
        expect.arrayContaining([
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:Query',
        ]),
      );
      expect(actions.filter((a) => a.includes('Scan') || a === 'dynamodb:*' || a === '*')).toEqual([]);
      expect(actions).toEqual(expect.arrayContaining(['secretsmanager:GetSecretValue']));
    }
  });

  it('gives the files bucket only to families that store files, and connections only to ws, chat and the shop floor', () => {
    const iam = actionsOf(statementsOf('ApiFamilyiamRole'));
    expect(iam.filter((a) => a.startsWith('s3:') || a.startsWith('execute-api:'))).toEqual([]);
    expect(iam).toContain('sns:Publish');
    const ws = actionsOf(statementsOf('RealtimeWsFunctionRole'));
    expect(ws).toContain('execute-api:ManageConnections');
    expect(ws.filter((a) => a.startsWith('s3:') || a.startsWith('sns:') || a.startsWith('ses:'))).toEqual([]);
    // The live shop floor: estimates' and repair orders' changes (service) and parts issued (inventory) are announced.
    for (const family of ['service', 'inventory'])
      expect(actionsOf(statementsOf(`ApiFamily${family}Role`))).toContain('execute-api:ManageConnections');
    expect(actionsOf(statementsOf('ApiFamilypartiesRole')).filter((a) => a.startsWith('execute-api:'))).toEqual([]);
  });

  it('uses no AWS managed policies on our function roles', () => {
    // Functions aws-cdk-lib makes itself (bucket deployment, the custom-resource provider framework) are not ours.
    const roles = Object.entries(resourcesOfType(synth.template, 'AWS::IAM::Role')).filter(
      ([id]) => !id.startsWith('CustomCDKBucketDeployment') && !id.includes('Providerframework'),
    );
    expect(roles.length).toBeGreaterThanOrEqual(2);
    for (const [, role] of roles) expect(props(role).ManagedPolicyArns).toBeUndefined();
  });
});

describe('cdk-nag', () => {
  it('leaves no unacknowledged AwsSolutions error or warning', () => {
    expect(nagViolations(synth.stack)).toEqual([]);
  });

  it('records a real reason with every acknowledgement', () => {
    const recorded = acknowledgements(synth.stack);
    expect(recorded.length).toBeGreaterThan(5);
    for (const { id, reason } of recorded) {
      expect(id).toMatch(/AwsSolutions-[A-Z0-9]+/);
      expect(reason.length).toBeGreaterThan(60);
    }
  });

  it('has no warnings at all (the SPA was found, nothing misconfigured)', () => {
    expect(warningsOf(synth.stack)).toEqual([]);
  });

  it('seeds the system catalogue on deployment, again only when its data version rises', () => {
    const seed = only(Object.values(resourcesOfType(synth.template, 'Custom::SystemCatalogue')));
    expect(props(seed).DataVersion).toBe(CATALOGUE_DATA_VERSION);
  });
});
