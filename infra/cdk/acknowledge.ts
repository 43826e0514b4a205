import { Stack, Validations } from 'aws-cdk-lib';
// Not in cdk-nag's index; the infra nag test fails if its location or format changes.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

/** One cdk-nag finding accepted on purpose, with the reason an auditor will read. */
export type Acknowledgement = {
  /** Rule id, or rule id plus finding (`AwsSolutions-IAM5[Resource::*]`): findings are matched exactly. */
  readonly id: string;
  readonly reason: string;
};

/**
 * Records acknowledgements on a construct; cdk-nag v3 honours them for the
 * construct and everything below it.
 */
export function acknowledge(scope: IConstruct, acknowledgements: readonly Acknowledgement[]): void {
  for (const { id, reason } of acknowledgements) Validations.of(scope).acknowledge({ id, reason });
}

/**
 * The exact cdk-nag finding id for a wildcard resource in an IAM policy, built
 * with cdk-nag's own flattening so it matches what the rule reports.
 */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(resource))}]`;
}

type PolicyStatementJson = { Effect?: string; Action?: string | string[]; Resource?: unknown };

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Wildcard findings (actions and resources) that AwsSolutions-IAM5 raises for
 * a policy we do not write ourselves (a CDK-provided handler's role), so each
 * one can be acknowledged by its exact id with its own reason.
 */
export function wildcardFindingsOf(policy: CfnPolicy): { actions: string[]; resources: string[] } {
  const stack = Stack.of(policy);
  const document = stack.resolve(stack.resolve(policy.policyDocument)) as { Statement?: PolicyStatementJson[] };
  const actions = new Set<string>();
  const resources = new Set<string>();
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of asArray(statement.Action))
      if (action.includes('*')) actions.add(`AwsSolutions-IAM5[Action::${action}]`);
    for (const resource of asArray(statement.Resource)) {
      const flat = flattenCfnReference(resource);
      if (flat.includes('*')) resources.add(`AwsSolutions-IAM5[Resource::${flat}]`);
    }
  }
  return { actions: [...actions], resources: [...resources] };
}
