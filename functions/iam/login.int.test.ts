import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import { iamRoutes, type LoginResponse, type UserAndEntity } from '@shared/api/routes/iam';
import { ACCOUNT_ADDRESS_RULE, ADDRESS_RULE } from '../data/identity/login-throttle-repo';
import { invoke } from '../test/invoke';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from '../test/test-organisation';

/** Sequential failures from one address: the strict account-and-address limit, then the address's. */
const ACCOUNT_LIMIT = ACCOUNT_ADDRESS_RULE.limit;
const ADDRESS_LIMIT = ADDRESS_RULE.limit;

let org: TestOrganisation;
let ipCounter = 0;
/** A fresh client address per test so the per-address limit of one test never leaks into another. */
const freshIp = (): string => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const login = (body: Record<string, unknown>, ip = freshIp()) =>
  invoke<LoginResponse>(iamRoutes.authenticate, { body, ip });

beforeAll(async () => {
  org = await createTestOrganisation();
});

describe('IAM/Auth/Authenticate (platform §4 Login and session, §7)', () => {
  it('logs in with domain, username and password and answers the login data', async () => {
    const answer = await login({ username: 'admin', password: TEST_PASSWORD, domain: org.domain, Mobile: false });
    expect(answer.status).toBe(200);
    expect(answer.body.Token).toMatch(/^ey/);
    expect(answer.body.Entity.EntId).toBe(org.workshopId);
    expect(answer.body.Entity.OrgId).toBe(org.orgId);
    expect(answer.body.Entity.Config.Industry).toBe('AUTO-2');
    expect(answer.body.BType).toBe('AUTO-2');
    expect(answer.body.MBType).toBe('AUTO');
    expect(answer.body.User).toMatchObject({ UserId: org.users.admin.userId, TZ: 'Asia/Calcutta', UserName: 'admin' });
    expect(answer.body.Access.EA).toBe(true);
    expect(answer.body.Org.Domain).toBe(org.domain);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('normalises the domain and username as the login form does (spaces stripped, lowercased)', async () => {
    const answer = await login({
      username: ' Ad min ',
      password: TEST_PASSWORD,
      domain: ` ${org.domain.toUpperCase()} `,
    });
    expect(answer.status).toBe(200);
  });

  it('the token opens GetUserAndEntitySettings with the same data', async () => {
    const { body } = await login({ username: 'advisor', password: TEST_PASSWORD, domain: org.domain });
    const settings = await invoke<UserAndEntity>(iamRoutes.getUserAndEntitySettings, { token: body.Token });
    expect(settings.status).toBe(200);
    expect(settings.body.User.UserId).toBe(org.users.advisor.userId);
    expect(settings.body.SessionId).toBe(body.SessionId);
  });

  it('answers the same 401 for a wrong password, an unknown user and an unknown domain', async () => {
    const wrongPassword = await login({ username: 'cashier', password: 'not-it', domain: org.domain });
    const unknownUser = await login({ username: 'nobody', password: TEST_PASSWORD, domain: org.domain });
    const unknownDomain = await login({ username: 'admin', password: TEST_PASSWORD, domain: 'no-such-domain' });
    for (const answer of [wrongPassword, unknownUser, unknownDomain]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ errorCode: 401, message: Messages.wrongCredentials });
    }
  });

  it(`locks the account at that address after ${ACCOUNT_LIMIT} failures, even with the right password afterwards`, async () => {
    const ip = freshIp();
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) {
      expect((await login({ username: 'technician', password: `wrong-${i}`, domain: org.domain }, ip)).status).toBe(
        401,
      );
    }
    const locked = await login({ username: 'technician', password: TEST_PASSWORD, domain: org.domain }, ip);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ errorCode: 429, message: Messages.lockedOut });
    // Other accounts of the organisation are not affected.
    expect((await login({ username: 'manager', password: TEST_PASSWORD, domain: org.domain })).status).toBe(200);
  });

  it('locks an unknown username the same way, so the lock reveals nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1)
      await login({ username: 'ghost', password: 'x', domain: org.domain }, ip);
    expect((await login({ username: 'ghost', password: 'x', domain: org.domain }, ip)).status).toBe(429);
  });

  it(`throttles a client address after ${ADDRESS_LIMIT} failures across accounts and domains`, async () => {
    const ip = freshIp();
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      await login({ username: `spray${i}`, password: 'x', domain: i % 2 ? org.domain : 'unknown-domain' }, ip);
    }
    const blocked = await login({ username: 'partsmanager', password: TEST_PASSWORD, domain: org.domain }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ errorCode: 429, message: Messages.tooManyFromAddress });
    expect((await login({ username: 'partsmanager', password: TEST_PASSWORD, domain: org.domain })).status).toBe(200);
    // 22 sequential scrypt checks: on a loaded 2-core machine they take more than the default 30 s.
  }, 120_000);

  it('keep-me-logged-in makes a 30-day session instead of a 12-hour one', async () => {
    const short = await login({ username: 'owner', password: TEST_PASSWORD, domain: org.domain });
    const long = await login({ username: 'owner', password: TEST_PASSWORD, domain: org.domain, KeepLoggedIn: true });
    const sessions = await invoke<{ SessionId: string; ExpDt: string }[]>(iamRoutes.activeSessions, {
      token: long.body.Token,
    });
    const hoursLeft = (id: string) =>
      (Date.parse(sessions.body.find((s) => s.SessionId === id)?.ExpDt ?? '') - Date.now()) / 3_600_000;
    expect(hoursLeft(short.body.SessionId)).toBeGreaterThan(11.9);
    expect(hoursLeft(short.body.SessionId)).toBeLessThanOrEqual(12);
    expect(hoursLeft(long.body.SessionId)).toBeGreaterThan(30 * 24 - 0.1);
  });
});
