import { expect } from 'vitest';
import type { DemoUsername } from '@shared/access/roles';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { seedReference } from '../../infra/local/seed/seed-reference';
import { invoke } from './invoke';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from './test-organisation';

/** A fresh organisation with reference data seeded and one login per wanted role (tests only). */
export async function organisationWithLogins<U extends DemoUsername>(
  usernames: readonly U[],
): Promise<{ org: TestOrganisation; tokens: Record<U, string>; logins: Record<U, LoginResponse> }> {
  await seedReference();
  const org = await createTestOrganisation();
  const answers = await Promise.all(
    usernames.map((username) =>
      invoke<LoginResponse>(iamRoutes.authenticate, {
        body: { username, password: TEST_PASSWORD, domain: org.domain },
      }),
    ),
  );
  for (const answer of answers) expect(answer.status).toBe(200);
  const logins = Object.fromEntries(usernames.map((u, i) => [u, answers[i]?.body])) as Record<U, LoginResponse>;
  const tokens = Object.fromEntries(usernames.map((u) => [u, logins[u].Token])) as Record<U, string>;
  return { org, tokens, logins };
}
