import { expect } from 'vitest';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { Party } from '@shared/parties/party-schemas';
import { invoke } from './invoke';
import { TEST_PASSWORD, type TestOrganisation } from './test-organisation';

/** Test helpers of the parties integration tests: logins and valid records. */
export async function login(org: TestOrganisation, username: string): Promise<string> {
  const answer = await invoke<LoginResponse>(iamRoutes.authenticate, {
    body: { username, password: TEST_PASSWORD, domain: org.domain },
  });
  expect(answer.status).toBe(200);
  return answer.body.Token;
}

let counter = 0;
/** A phone number no other test uses (per run). */
export function freshPhone(): string {
  counter += 1;
  return `7${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}${String(counter).padStart(4, '0')}`;
}

export async function createCustomer(token: string, body: Record<string, unknown>): Promise<Party> {
  const answer = await invoke<Party>(partiesRoutes.createCustomer, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
