import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NestedStack, Validations, type App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import cdkJson from '../../cdk.json' with { type: 'json' };
import { createApp } from './create-app';
import type { KarkhanaStack } from './karkhana-stack';

export type Synthesized = {
  readonly app: App;
  readonly stack: KarkhanaStack;
  readonly template: Template;
};

/**
 * Synthesizes the app as `npx cdk synth` would (cdk.json context plus the
 * given `-c` values), in a temporary cloud assembly, so a test file should call
 * this once. The functions are not bundled unless `bundle` is set (CDK's own
 * switch, the `aws:cdk:bundling-stacks` context, as `cdk synth --exclusively`
 * uses it): no test reads the bundles' code, and the budgets project weighs
 * every bundle, built once per run with the same profile (infra/cdk/bundling.ts).
 */
export function synthesize(options: {
  context?: Record<string, unknown>;
  siteDir: string;
  /** Bundle every function with esbuild, as a deploy does (seconds per synth). */
  bundle?: boolean;
  /** CDK's CloudFormation schema check costs ~15 s per process; one test file keeping it is enough. */
  builtinCloudFormationValidation?: boolean;
}): Synthesized {
  const outdir = mkdtempSync(path.join(tmpdir(), 'karkhana-cdk-'));
  const { app, stack } = createApp({
    context: {
      ...cdkJson.context,
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
    outdir,
    siteDir: options.siteDir,
    ...(options.builtinCloudFormationValidation === false ? { builtinCloudFormationValidation: false } : {}),
  });
  // Template.fromStack synthesizes, which runs the cdk-nag plugin and throws on unacknowledged errors.
  return { app, stack, template: Template.fromStack(stack) };
}

/** The templates of the stack's nested stacks (the API's routes, a stack per family: constructs/api.ts). */
export const nestedTemplates = (stack: KarkhanaStack): Template[] =>
  stack.node
    .findAll()
    .filter((c): c is NestedStack => NestedStack.isNestedStack(c))
    .map((nested) => Template.fromStack(nested));

/** Every cdk-nag violation (errors and warnings) left after acknowledgements. */
export function nagViolations(stack: KarkhanaStack): string[] {
  const report = new AwsSolutionsChecks(undefined, { verbose: false }).validateScope(stack);
  return report.violations.map(
    (v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
  );
}

/** Every acknowledgement recorded in the tree, with the construct it sits on. */
export function acknowledgements(stack: KarkhanaStack): Array<{ path: string; id: string; reason: string }> {
  return stack.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
  );
}

export type TemplateResource = { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string };

/** Resources of one type, by logical id. */
export const resourcesOfType = (template: Template, type: string): Record<string, TemplateResource> =>
  template.findResources(type) as Record<string, TemplateResource>;

/** Warnings added with Annotations (read from the tree, without a second synth). */
export function warningsOf(stack: KarkhanaStack): Array<{ path: string; message: string }> {
  return stack.node
    .findAll()
    .flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === 'aws:cdk:warning')
        .map((entry) => ({ path: construct.node.path, message: String(entry.data) })),
    );
}
