import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Messages } from '@shared/api/messages';
import { iamRoutes } from '@shared/api/routes/iam';
import type { DemoUsername } from '@shared/access/roles';
import { OTP_ACCOUNT_RULE, OTP_ADDRESS_RULE } from '../data/identity/otp-guess-repo';
import { readOutbox } from '../lib/notifier';
import { invoke, type Answer } from '../test/invoke';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';
import { OTP_MAX_ATTEMPTS, REQUEST_OTP_ANSWER_MS } from './forgot-password';

/** Forgot-password must not reveal accounts, and reset codes must not be guessable (docs/login-throttling.md 'Forgot password'). */
let org: TestOrganisation;
let ipCounter = 0;
const freshIp = (): string => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function lastCode(to: string): string {
  const message = [...readOutbox()].reverse().find((m) => m.to === to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
const wrongCode = (code: string, n = 1): string => String((Number(code) + n) % 1_000_000).padStart(6, '0');

const request = (target: { Email?: string; Phone?: string }, ip = '10.88.255.1') =>
  invoke(iamRoutes.requestOtp, { body: { domain: org.domain, ...target }, ip });
const verify = (target: { Email?: string; Phone?: string }, Otp: string, ip: string) =>
  invoke(iamRoutes.verifyOtp, { body: { domain: org.domain, ...target, Otp }, ip });
const shape = (answer: Answer) => ({ status: answer.status, body: answer.body });

/** Moves the clock past the resend wait, keeping it fake. */
let clock = Date.now();
const later = (seconds: number) => {
  clock += seconds * 1000;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
};

beforeAll(async () => {
  org = await createTestOrganisation();
});

afterEach(() => {
  vi.useRealTimers();
  clock = Date.now();
});

describe('RequestOtp answers the same for an existing and an unknown account', () => {
  it('asking twice within 30 s: same status and body for both, by e-mail and by phone', async () => {
    for (const [known, unknown] of [
      [{ Email: org.users.owner.email }, { Email: `nobody-${ipCounter}@${org.domain}.example.com` }],
      [{ Phone: org.users.owner.phone }, { Phone: '9999999991' }],
    ] as const) {
      const knownAnswers = [shape(await request(known)), shape(await request(known))];
      const unknownAnswers = [shape(await request(unknown)), shape(await request(unknown))];
      expect(unknownAnswers).toEqual(knownAnswers);
      expect(knownAnswers[0]).toEqual({ status: 200, body: { message: Messages.otpSent, ResendAfterSec: 30 } });
    }
  });

  it(`every answer, sent or refused, takes at least ${REQUEST_OTP_ANSWER_MS} ms, so its time does not tell either`, async () => {
    for (const target of [{ Email: org.users.cashier.email }, { Email: `nobody-else@${org.domain}.example.com` }]) {
      for (let i = 0; i < 2; i += 1) {
        const started = performance.now();
        await request(target);
        expect(performance.now() - started).toBeGreaterThanOrEqual(REQUEST_OTP_ANSWER_MS - 5);
      }
    }
  });
});

describe('reset codes cannot be guessed', () => {
  it(`a new code does not reset the account's daily cap of ${OTP_ACCOUNT_RULE.limit} wrong codes`, async () => {
    const email = org.users.advisor.email;
    const ip = freshIp();
    let guesses = 0;
    while (guesses < OTP_ACCOUNT_RULE.limit) {
      later(31);
      expect((await request({ Email: email })).status).toBe(200);
      const code = lastCode(email);
      for (let i = 1; i <= OTP_MAX_ATTEMPTS && guesses < OTP_ACCOUNT_RULE.limit; i += 1, guesses += 1) {
        expect((await verify({ Email: email }, wrongCode(code, i), ip)).status).toBe(400);
      }
    }
    later(31);
    expect((await request({ Email: email })).status).toBe(200);
    const right = await verify({ Email: email }, lastCode(email), freshIp());
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ errorCode: 429, message: Messages.otpGuessLimit });
  });

  it(`parallel guesses from one address take slots atomically: at most ${OTP_ADDRESS_RULE.limit} compared`, async () => {
    later(31);
    const ip = freshIp();
    const users: DemoUsername[] = ['owner', 'admin', 'manager', 'cashier', 'technician', 'partsmanager', 'partsclerk'];
    const codes = new Map<DemoUsername, string>();
    for (const name of users) {
      expect((await request({ Phone: org.users[name].phone })).status).toBe(200);
      codes.set(name, lastCode(org.users[name].phone));
    }
    const guesses = users.flatMap((name) =>
      Array.from({ length: OTP_MAX_ATTEMPTS }, (_, i) =>
        verify({ Phone: org.users[name].phone }, wrongCode(codes.get(name) ?? '', i + 1), ip),
      ),
    );
    const answers = await Promise.all(guesses);
    const compared = answers.filter((a) => a.status === 400);
    expect(compared.length).toBeLessThanOrEqual(OTP_ADDRESS_RULE.limit);
    for (const answer of answers.filter((a) => a.status !== 400)) {
      expect(answer).toMatchObject({ status: 429, body: { errorCode: 429, message: Messages.otpGuessLimit } });
    }
    // The address has used up its guesses: even a right code from it is refused.
    const right = await verify({ Phone: org.users.partsclerk.phone }, codes.get('partsclerk') ?? '', ip);
    expect(right.status).toBe(429);
  });
});
