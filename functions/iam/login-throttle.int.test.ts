import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@shared/api/messages';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { ACCOUNT_ADDRESS_RULE, ACCOUNT_RULE, ADDRESS_RULE } from '../data/identity/login-throttle-repo';
import { invoke, type Answer } from '../test/invoke';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from '../test/test-organisation';

/**
 * Login throttling (docs/login-throttling.md) under real concurrency against DynamoDB Local.
 * "Evaluated" means the password was checked. The check itself is modelled: scrypt
 * at the production cost takes seconds on a loaded test machine and would turn a
 * 40-guess burst into timeouts, so here it is a short wait, concurrent as in the
 * cloud (each Lambda instance hashes its own request; the local hashing gate is
 * tested in login-burst.int.test.ts). Everything else, the store included, is real.
 */
const model = vi.hoisted(() => ({
  checks: 0,
  /** The test organisation's password (set before any login; importing it here would import the mocked module). */
  right: '',
  /** When set, a check of the right password waits for it (to order guesses deterministically). */
  hold: undefined as Promise<void> | undefined,
  started: (): void => undefined,
}));

vi.mock('../lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../lib/password')>();
  return {
    ...real,
    decoyHash: async () => 'decoy',
    verifyPassword: async (password: string, stored: string) => {
      model.checks += 1;
      if (model.hold && password === model.right) {
        model.started();
        await model.hold;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      return stored !== 'decoy' && password === model.right;
    },
  };
});

let org: TestOrganisation;
let ipCounter = 0;
const freshIp = (): string => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const login = (username: string, password: string, ip: string) =>
  invoke<LoginResponse>(iamRoutes.authenticate, { body: { username, password, domain: org.domain }, ip });

const evaluated = (answers: Answer[]): number => answers.filter((a) => a.status === 401 || a.status === 200).length;
const refused = (answers: Answer[]): Answer[] => answers.filter((a) => a.status === 429);

beforeAll(async () => {
  model.right = TEST_PASSWORD;
  org = await createTestOrganisation();
});

beforeEach(() => {
  model.checks = 0;
  model.hold = undefined;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('guess slots are taken atomically before the password is checked', () => {
  it(`16 simultaneous wrong guesses for one account from one address: at most ${ACCOUNT_ADDRESS_RULE.limit} evaluated`, async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => login('technician', `wrong-${i}`, ip)));
    expect(model.checks).toBeLessThanOrEqual(ACCOUNT_ADDRESS_RULE.limit);
    expect(evaluated(answers)).toBe(model.checks);
    expect(evaluated(answers)).toBeGreaterThan(0);
    for (const answer of refused(answers)) expect(answer.body).toEqual({ errorCode: 429, message: Messages.lockedOut });
  });

  it(`16 simultaneous wrong guesses for one account from 16 addresses: at most ${ACCOUNT_RULE.limit} evaluated`, async () => {
    // The clock stands still: past the free guesses the rule lets one more through after a second's delay
    // (docs/login-throttling.md), which a loaded machine can take to answer 16 requests.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => login('cashier', `wrong-${i}`, freshIp())));
    expect(model.checks).toBeLessThanOrEqual(ACCOUNT_RULE.limit);
    expect(evaluated(answers)).toBe(model.checks);
    for (const answer of refused(answers))
      expect(answer.body).toEqual({ errorCode: 429, message: Messages.accountSlowedDown });
  });

  it(`40 simultaneous wrong guesses from one address across accounts: at most ${ADDRESS_RULE.limit} evaluated`, async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`spray${i}`, 'wrong', ip)));
    expect(model.checks).toBeLessThanOrEqual(ADDRESS_RULE.limit);
    expect(evaluated(answers)).toBe(model.checks);
    for (const answer of refused(answers))
      expect(answer.body).toEqual({ errorCode: 429, message: Messages.tooManyFromAddress });
  });

  it('15 wrong guesses and the right one together: at most the limit evaluated', async () => {
    const ip = freshIp();
    const guesses = Array.from({ length: 16 }, (_, i) => (i === 7 ? TEST_PASSWORD : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((password) => login('partsclerk', password, ip)));
    expect(model.checks).toBeLessThanOrEqual(ACCOUNT_ADDRESS_RULE.limit);
    expect(evaluated(answers)).toBe(model.checks);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
  });

  it('a success clears only the failures counted before it started', async () => {
    const ip = freshIp();
    // Hold the right guess in its check while four wrong ones are counted after it.
    let release: () => void = () => undefined;
    model.hold = new Promise<void>((resolve) => (release = resolve));
    const hashing = new Promise<void>((resolve) => (model.started = resolve));
    const right = login('advisor', TEST_PASSWORD, ip);
    await hashing;
    for (let i = 0; i < ACCOUNT_ADDRESS_RULE.limit - 1; i += 1)
      expect((await login('advisor', `wrong-${i}`, ip)).status).toBe(401);
    release();
    expect((await right).status).toBe(200);
    // The success was the first slot of five: it forgives itself, and the four failures after it stay.
    const after: number[] = [];
    for (let i = 0; i < ACCOUNT_ADDRESS_RULE.limit + 1; i += 1)
      after.push((await login('advisor', `again-${i}`, ip)).status);
    expect(after).toEqual([401, ...Array.from({ length: ACCOUNT_ADDRESS_RULE.limit }, () => 429)]);
  });
});

describe('the lockout is not a denial of service', () => {
  it('an attacker at one address cannot lock the user out at another', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 2 * ACCOUNT_ADDRESS_RULE.limit; i += 1) await login('manager', `wrong-${i}`, attacker);
    expect((await login('manager', TEST_PASSWORD, attacker)).status).toBe(429);
    expect((await login('manager', TEST_PASSWORD, freshIp())).status).toBe(200);
  });

  it('guesses from many addresses slow the account down with growing delays; the user gets in after the wait', async () => {
    // The clock stands still until the test moves it: the first delay is 1 s, which a slow machine could spend between two calls.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < ACCOUNT_RULE.limit; i += 1)
      expect((await login('owner', `wrong-${i}`, freshIp())).status).toBe(401);
    const slowed = await login('owner', TEST_PASSWORD, freshIp());
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({ errorCode: 429, message: Messages.accountSlowedDown });
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);

    // After the wait one guess is evaluated, and the next wait is longer.
    vi.setSystemTime(Date.now() + wait * 1000);
    expect((await login('owner', 'still-wrong', freshIp())).status).toBe(401);
    const longer = await login('owner', TEST_PASSWORD, freshIp());
    expect(longer.status).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(wait);

    vi.setSystemTime(Date.now() + Number(longer.headers['retry-after']) * 1000);
    expect((await login('owner', TEST_PASSWORD, freshIp())).status).toBe(200);
  });
});
