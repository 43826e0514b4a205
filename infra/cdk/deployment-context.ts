import type { Environment } from 'aws-cdk-lib';
import type { Node } from 'constructs';

/** Custom domain from CDK context: all three values or none. */
export type CustomDomainContext = {
  /** Root domain, e.g. karkhana.in; tenants log in at <domain>.karkhana.in. */
  readonly domainName: string;
  readonly hostedZoneId: string;
  /** us-east-1 certificate covering `*.domainName` and `domainName`. */
  readonly certificateArn: string;
};

export type DeploymentContext = {
  readonly customDomain?: CustomDomainContext;
  /** Verified SES identity OTP e-mails are sent from; without it no e-mail is sent. */
  readonly sesFromAddress?: string;
  readonly env?: Environment;
};

const DOMAIN_KEYS = ['domainName', 'hostedZoneId', 'certificateArn'] as const;

function optionalString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context value '${key}' must be a string`);
  return value.trim();
}

/**
 * Reads the deployment settings from CDK context (`-c key=value` or cdk.json).
 * A partial custom domain is an operator mistake, so it fails the synth rather
 * than silently deploying without the domain.
 */
export function readDeploymentContext(node: Node, processEnv: NodeJS.ProcessEnv = process.env): DeploymentContext {
  const domainValues = DOMAIN_KEYS.map((key) => [key, optionalString(node, key)] as const);
  const given = domainValues.filter(([, value]) => value !== undefined).map(([key]) => key);
  if (given.length > 0 && given.length < DOMAIN_KEYS.length) {
    const missing = DOMAIN_KEYS.filter((key) => !given.includes(key));
    throw new Error(
      `Custom domain context is incomplete: missing ${missing.join(', ')} (give domainName, hostedZoneId and certificateArn together)`,
    );
  }
  const [domainName, hostedZoneId, certificateArn] = domainValues.map(([, value]) => value);
  if (domainName !== undefined && !/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domainName)) {
    throw new Error(
      `Context value 'domainName' must be a lower-case root domain such as karkhana.in, got '${domainName}'`,
    );
  }
  if (certificateArn !== undefined && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error(
      'Context value certificateArn must be an ACM certificate in us-east-1 (CloudFront only uses certificates from that region)',
    );
  }
  const customDomain =
    domainName !== undefined && hostedZoneId !== undefined && certificateArn !== undefined
      ? { domainName, hostedZoneId, certificateArn }
      : undefined;

  // Environment-agnostic unless an account/region is given, so synth needs no credentials.
  const account = optionalString(node, 'account') ?? processEnv.CDK_DEFAULT_ACCOUNT;
  const region = optionalString(node, 'region') ?? processEnv.CDK_DEFAULT_REGION;
  const env = account !== undefined || region !== undefined ? { account, region } : undefined;

  const sesFromAddress = optionalString(node, 'sesFromAddress');
  return {
    ...(customDomain ? { customDomain } : {}),
    ...(sesFromAddress ? { sesFromAddress } : {}),
    ...(env ? { env } : {}),
  };
}
