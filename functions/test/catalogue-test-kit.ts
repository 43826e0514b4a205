import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { RouteDef } from '@shared/api/route';
import { keys } from '../data/identity/identity-keys';
import { db, tableName } from '../lib/aws-clients';
import { invoke, type Invocation } from './invoke';
import type { TestOrganisation } from './test-organisation';

/** Test helpers of the catalogue integration tests. */

/** The system catalogue, written once per run by whichever file asks first. */
export { ensureSystemCatalogue } from './system-catalogue';

/**
 * Switches an OWN setting or a feature of the workshop's entity configuration, as
 * the platform administration would (there is no call for it): `path` such as
 * ['Service', 'Features', 'Compl'], `value` undefined removes it.
 */
export async function setWorkshopConfig(org: TestOrganisation, path: readonly string[], value: unknown): Promise<void> {
  const names = Object.fromEntries(['Config', ...path].map((p, i) => [`#p${i}`, p]));
  const target = ['#p0', ...path.map((_, i) => `#p${i + 1}`)].join('.');
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.entity(org.orgId, org.workshopId),
      UpdateExpression: value === undefined ? `REMOVE ${target}` : `SET ${target} = :v`,
      ExpressionAttributeNames: names,
      ...(value === undefined ? {} : { ExpressionAttributeValues: { ':v': value } }),
    }),
  );
}

/** A call that must answer 200; its body. */
export async function ok<T>(route: RouteDef, input: Invocation): Promise<T> {
  const answer = await invoke<T>(route, input);
  expect(answer.status, `${route.method} ${route.path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

export type Page<T> = { Items: T[]; Next?: string };
