import { expect } from 'vitest';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { invoke } from './invoke';
import { TEST_PASSWORD, type TestOrganisation } from './test-organisation';

/** Test helpers of the users integration tests. */
export async function login(org: TestOrganisation, username: string, password = TEST_PASSWORD): Promise<string> {
  const answer = await invoke<LoginResponse>(iamRoutes.authenticate, {
    body: { username, password, domain: org.domain },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Token;
}

export async function loginAll<const N extends string>(
  org: TestOrganisation,
  names: readonly N[],
): Promise<Record<N, string>> {
  const tokens = await Promise.all(names.map((name) => login(org, name)));
  return Object.fromEntries(names.map((name, i) => [name, tokens[i] ?? ''])) as Record<N, string>;
}

let counter = 0;
/** A username, e-mail and phone no other test uses in this run. */
export function fresh(prefix = 'user'): { UserName: string; Email: string; Phone: string } {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  return {
    UserName: `${prefix}${n}`,
    Email: `${prefix}${n}@example.com`,
    Phone: `8${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}${String(counter).padStart(4, '0')}`,
  };
}
