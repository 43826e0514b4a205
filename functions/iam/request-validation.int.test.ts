import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { DEFAULT_MAX_BODY_BYTES } from '@shared/api/route';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from '../test/test-organisation';

let org: TestOrganisation;
let token: string;

beforeAll(async () => {
  org = await createTestOrganisation();
  const answer = await invoke<LoginResponse>(iamRoutes.authenticate, {
    body: { username: 'admin', password: TEST_PASSWORD, domain: org.domain },
  });
  token = answer.body.Token;
});

/** platform §8 / DESIGN §2: bad input answers `{ errorCode, message }` (+ field errors), never a 500, and writes nothing. */
describe('bad input is refused in the catalogue shape and writes nothing', () => {
  it('malformed JSON', async () => {
    const before = await snapshotOrganisation(org.orgId);
    const answer = await invoke(iamRoutes.changePassword, { token, body: '{"OldPassword": "x",' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errorCode: 400, message: Messages.invalidJson });
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('missing fields, each named with a clear message', async () => {
    const before = await snapshotOrganisation(org.orgId);
    const answer = await invoke<{ errorCode: number; message: string; errors: { path: string; message: string }[] }>(
      iamRoutes.changePassword,
      { token, body: { OldPassword: TEST_PASSWORD } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(400);
    expect(answer.body.errors.map((e) => e.path).sort()).toEqual(['NewPassword', 'domain', 'username']);
    expect(answer.body.errors.find((e) => e.path === 'username')?.message).toBe(Messages.enterCorrectUsername);
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('login with missing or invalid fields uses the login tooltips', async () => {
    const answer = await invoke<{ errors: { path: string; message: string }[] }>(iamRoutes.authenticate, {
      body: { username: '', domain: 'bad domain!' },
    });
    expect(answer.status).toBe(400);
    const byPath = Object.fromEntries(answer.body.errors.map((e) => [e.path, e.message]));
    expect(byPath).toEqual({
      username: Messages.enterCorrectUsername,
      password: Messages.enterCorrectPassword,
      domain: Messages.enterCorrectDomain,
    });
  });

  it('wrong types and unknown shapes', async () => {
    for (const body of [[], 'null', 42, { SessionId: 7 }]) {
      const answer = await invoke(iamRoutes.deactivateSession, { token, body: typeof body === 'string' ? body : body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 400 });
    }
  });

  it('an oversized body is refused before anything runs', async () => {
    const before = await snapshotOrganisation(org.orgId);
    const huge = 'x'.repeat(DEFAULT_MAX_BODY_BYTES + 1);
    const answer = await invoke(iamRoutes.changePassword, {
      token,
      body: { OldPassword: TEST_PASSWORD, NewPassword: huge, username: 'admin', domain: org.domain },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ errorCode: 413, message: Messages.bodyTooLarge });
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('an unknown route key answers 404 in the same shape', async () => {
    const answer = await invoke({ ...iamRoutes.logout, path: 'Identities/NoSuchCall' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ errorCode: 404, message: Messages.routeNotFound });
  });
});
