import { App, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { applyChecks } from './create-app';
import { readDeploymentContext } from './deployment-context';

const contextOf = (context: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) =>
  readDeploymentContext(new App({ context }).node, env);

describe('readDeploymentContext', () => {
  it('is environment-agnostic with no custom domain when nothing is given', () => {
    expect(contextOf({})).toEqual({});
  });

  it('takes the custom domain when all three values are given', () => {
    const context = {
      domainName: 'karkhana.in',
      hostedZoneId: 'Z1',
      certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x',
    };
    expect(contextOf(context).customDomain).toEqual(context);
  });

  it('refuses a partial custom domain, naming what is missing', () => {
    expect(() => contextOf({ domainName: 'karkhana.in' })).toThrow(/missing hostedZoneId, certificateArn/);
  });

  it('refuses a certificate outside us-east-1, which CloudFront cannot use', () => {
    expect(() =>
      contextOf({
        domainName: 'karkhana.in',
        hostedZoneId: 'Z1',
        certificateArn: 'arn:aws:acm:ap-south-1:1:certificate/x',
      }),
    ).toThrow(/us-east-1/);
  });

  it('refuses a domain that is not a plain lower-case root domain', () => {
    const rest = { hostedZoneId: 'Z1', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' };
    expect(() => contextOf({ domainName: 'https://karkhana.in', ...rest })).toThrow(/domainName/);
    expect(() => contextOf({ domainName: '*.karkhana.in', ...rest })).toThrow(/domainName/);
  });

  it('takes the account and region from context first, then from the CLI environment', () => {
    expect(contextOf({}, { CDK_DEFAULT_ACCOUNT: '111111111111', CDK_DEFAULT_REGION: 'ap-south-1' }).env).toEqual({
      account: '111111111111',
      region: 'ap-south-1',
    });
    expect(contextOf({ region: 'ap-south-2' }, { CDK_DEFAULT_REGION: 'ap-south-1' }).env).toEqual({
      account: undefined,
      region: 'ap-south-2',
    });
  });

  it('takes an optional SES sender', () => {
    expect(contextOf({ sesFromAddress: 'otp@karkhana.in' }).sesFromAddress).toBe('otp@karkhana.in');
  });
});

describe('applyChecks', () => {
  it('makes synth fail on an unacknowledged AwsSolutions error', () => {
    // Without CDK's own schema check, which is slow to load and not what this test is about.
    const app = new App({ builtinCloudFormationValidation: false });
    applyChecks(app);
    // A bucket without server access logs or an SSL-only policy breaks AwsSolutions-S1 and -S10.
    new Bucket(new Stack(app, 'Careless'), 'Bucket');
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });
});
