import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { invoke } from '../test/invoke';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from '../test/test-organisation';

let org: TestOrganisation;
let token: string;

beforeAll(async () => {
  org = await createTestOrganisation();
  const answer = await invoke<LoginResponse>(iamRoutes.authenticate, {
    body: { username: 'admin', password: TEST_PASSWORD, domain: org.domain },
    ip: '10.9.0.1',
  });
  token = answer.body.Token;
});

/** 32 parallel wrong logins once stalled every other call of the local runtime (docs/decisions.md 'Password hashing gate'). */
describe('a burst of 32 wrong logins', () => {
  it('is answered 401 or 429 (busy), and an authenticated call during it still answers', async () => {
    const burst = Array.from({ length: 32 }, (_, i) =>
      invoke(iamRoutes.authenticate, {
        body: { username: `nobody${i}`, password: 'wrong-password', domain: org.domain },
        ip: `10.9.1.${i + 1}`,
      }),
    );
    const entities = await invoke(iamRoutes.entities, { token });
    expect(entities.status).toBe(200);
    const answers = await Promise.all(burst);
    const busy = answers.filter((a) => a.status === 429);
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) expect(answer.body).toEqual({ errorCode: 429, message: Messages.serverBusy });
  });
});
