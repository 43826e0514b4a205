import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readDeploymentContext } from './deployment-context';
import { KarkhanaStack } from './karkhana-stack';

export const STACK_NAME = 'Karkhana';

export type CreateAppOptions = {
  /** Context as the CLI would pass it (cdk.json plus `-c`); the CLI itself passes it through the environment. */
  readonly context?: Record<string, unknown>;
  readonly outdir?: string;
  readonly siteDir?: string;
};

/** The CDK app: the Karkhana stack with the AWS Solutions checks of cdk-nag applied. */
export function createApp(options: CreateAppOptions = {}): { app: App; stack: KarkhanaStack } {
  const app = new App({
    ...(options.context ? { context: options.context } : {}),
    ...(options.outdir ? { outdir: options.outdir } : {}),
  });
  const deployment = readDeploymentContext(app.node);
  const stack = new KarkhanaStack(app, STACK_NAME, {
    description: 'Karkhana: business management for Indian service workshops',
    deployment,
    ...(deployment.env ? { env: deployment.env } : {}),
    ...(options.siteDir ? { siteDir: options.siteDir } : {}),
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, stack };
}
