import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  REFERRER_POLICY,
} from '@shared/api/security-headers';
import { acknowledge, wildcardFindingsOf, wildcardResourceFinding } from '../acknowledge';
import { spaRewriteSource } from './spa-rewrite';

export type WebProps = {
  /** Vite's output folder (frontend/dist). */
  readonly siteDir: string;
  /** Host name of the HTTP API's execute-api endpoint. */
  readonly apiDomainName: string;
  /** wss:// URL of the chat WebSocket stage, published to the SPA in /config.json. */
  readonly webSocketUrl: string;
  /** Host name of the WebSocket API, allowed in the CSP connect-src. */
  readonly webSocketDomainName: string;
  readonly accessLogsBucket: IBucket;
  readonly customDomain?: { readonly domainName: string; readonly certificate: ICertificate };
};

/** Hashed Vite output lives here and never changes under the same name. */
const ASSETS_FOLDER = 'assets';

/** The SPA on CloudFront, with `/api/*` forwarded to the HTTP API. */
export class Web extends Construct {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  /** Origins the browser app runs on (for CORS on the files bucket). */
  readonly appOrigins: string[];

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Serve index.html for client-side routes',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaRewriteSource),
    });
    const securityHeaders = this.securityHeadersPolicy(props);
    const domain = props.customDomain;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Karkhana web app',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // PriceClass 100 has no edge locations in India, where the users are.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
      ...(domain
        ? {
            domainNames: [`*.${domain.domainName}`, domain.domainName],
            certificate: domain.certificate,
            // Only settable with an own certificate; the default one is fixed by CloudFront.
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaRewrite }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          // Redirecting would turn a POST into a GET; API calls must come over HTTPS.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // The Host header must be the API's own, or API Gateway cannot match the request.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    this.appOrigins = [
      `https://${this.distribution.distributionDomainName}`,
      ...(domain ? [`https://${domain.domainName}`, `https://*.${domain.domainName}`] : []),
    ];

    if (!domain) {
      acknowledge(this.distribution, [
        {
          id: 'AwsSolutions-CFR4',
          reason:
            'Without the custom domain context the distribution uses the default *.cloudfront.net certificate, whose security policy CloudFront fixes at TLSv1; with a domain the policy is TLSv1.2_2021.',
        },
      ]);
    }
    acknowledge(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction: staff of Indian workshops also log in while travelling abroad, and the spec names no blocked countries.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF for now: a CloudFront web ACL must live in us-east-1 and costs a fixed monthly fee per ACL; abuse is limited by API Gateway stage throttling and per-account and per-address login lockouts in the iam function. Revisit when traffic warrants.',
      },
    ]);

    this.deploySite(props);
  }

  private securityHeadersPolicy(props: WebProps): ResponseHeadersPolicy {
    // Presigned file URLs are on the regional S3 host; chat is on the WebSocket API.
    const csp = contentSecurityPolicy({
      files: [`https://*.s3.${Stack.of(this).region}.amazonaws.com`],
      socket: [`wss://${props.webSocketDomainName}`],
    });
    const referrerPolicy = Object.values(HeadersReferrerPolicy).find((value) => value === REFERRER_POLICY);
    const frameOption = Object.values(HeadersFrameOption).find((value) => value === FRAME_OPTIONS);
    if (!referrerPolicy || !frameOption)
      throw new Error('The shared security headers name a value CloudFront does not offer.');
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Karkhana security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption, override: true },
        referrerPolicy: { referrerPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
      },
    });
  }

  /**
   * Uploads the built SPA when there is one. Hashed files under assets/ are
   * cached for a year and kept across deploys (a browser holding the previous
   * index.html can still load them); index.html and config.json are
   * revalidated on every load so a deploy shows at once.
   */
  private deploySite(props: WebProps): void {
    if (!existsSync(path.join(props.siteDir, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'karkhana:web-not-built',
        `${props.siteDir}/index.html not found, so the web app is not deployed. Run \`npm run build:web\` and then \`npx cdk deploy\` again.`,
      );
      return;
    }
    const assetsDir = path.join(props.siteDir, ASSETS_FOLDER);
    const assets = existsSync(assetsDir)
      ? new BucketDeployment(this, 'SiteAssets', {
          sources: [Source.asset(assetsDir)],
          destinationBucket: this.siteBucket,
          destinationKeyPrefix: `${ASSETS_FOLDER}/`,
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          prune: false,
          memoryLimit: 512,
        })
      : undefined;
    const entry = new BucketDeployment(this, 'SiteEntry', {
      sources: [
        Source.asset(props.siteDir, { exclude: [ASSETS_FOLDER, `${ASSETS_FOLDER}/**`] }),
        Source.jsonData('config.json', { webSocketUrl: props.webSocketUrl }),
      ],
      destinationBucket: this.siteBucket,
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      prune: false,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    // index.html must never point at assets that are not uploaded yet.
    if (assets) entry.node.addDependency(assets);

    this.acknowledgeDeploymentHandler();
  }

  /**
   * The BucketDeployment handler is a CDK-provided singleton Lambda at stack
   * level; its role is written by aws-cdk-lib, not by us.
   */
  private acknowledgeDeploymentHandler(): void {
    const stack = Stack.of(this);
    const siteObjects = wildcardResourceFinding(this, this.siteBucket.arnForObjects('*'));
    const anyResource = wildcardResourceFinding(this, '*');
    for (const handler of stack.node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    )) {
      acknowledge(handler, [
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason:
            'CDK-provided BucketDeployment handler: aws-cdk-lib gives its role the basic execution policy, which only lets it write its own logs.',
        },
        {
          id: 'AwsSolutions-L1',
          reason:
            'CDK-provided BucketDeployment handler: its runtime is chosen by aws-cdk-lib and moves with aws-cdk-lib upgrades; it runs only during deployments.',
        },
      ]);
      const policies = handler.node.findAll().filter((c): c is CfnPolicy => c instanceof CfnPolicy);
      for (const policy of policies) {
        const findings = wildcardFindingsOf(policy);
        acknowledge(handler, [
          ...findings.actions.map((id) => ({
            id,
            reason:
              'CDK-provided BucketDeployment handler: it reads the whole CDK asset and writes and deletes objects in the site bucket, so aws-cdk-lib grants object-level S3 action groups.',
          })),
          ...findings.resources.map((id) => ({
            id,
            reason:
              id === siteObjects
                ? 'CDK-provided BucketDeployment handler: it writes every file of the built SPA, so it needs all objects of the site bucket.'
                : id === anyResource
                  ? 'CDK-provided BucketDeployment handler: CloudFront invalidations (cloudfront:CreateInvalidation/GetInvalidation) have no resource-level permissions.'
                  : 'CDK-provided BucketDeployment handler: it reads the uploaded SPA zip from the CDK bootstrap asset bucket, whose object keys are content hashes.',
          })),
        ]);
      }
    }
  }
}
