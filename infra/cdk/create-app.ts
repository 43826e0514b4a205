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
  /** CDK's own CloudFormation schema validation (on by default, as in the CLI). */
  readonly builtinCloudFormationValidation?: boolean;
};

/** The CDK app: the Karkhana stack with the AWS Solutions checks of cdk-nag applied. */
export function createApp(options: CreateAppOptions = {}): { app: App; stack: KarkhanaStack } {
  const app = new App({
    ...(options.context ? { context: options.context } : {}),
    ...(options.outdir ? { outdir: options.outdir } : {}),
    ...(options.builtinCloudFormationValidation === false ? { builtinCloudFormationValidation: false } : {}),
  });
  const deployment = readDeploymentContext(app.node);
  const stack = new KarkhanaStack(app, STACK_NAME, {
    description: 'Karkhana: business management for Indian service workshops',
    deployment,
    ...(deployment.env ? { env: deployment.env } : {}),
    ...(options.siteDir ? { siteDir: options.siteDir } : {}),
  });
  applyChecks(app);
  return { app, stack };
}

/**
 * Runs the cdk-nag AWS Solutions pack on every synth: an unacknowledged error
 * fails `cdk synth`/`cdk deploy` (and Template.fromStack in the tests).
 */
export function applyChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
}
