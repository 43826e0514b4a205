import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Messages } from '@shared/api/messages';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { readOutbox } from '../lib/notifier';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from '../test/test-organisation';
import { OTP_MAX_ATTEMPTS } from './forgot-password';

let org: TestOrganisation;

const login = (username: string, password = TEST_PASSWORD) =>
  invoke<LoginResponse>(iamRoutes.authenticate, { body: { username, password, domain: org.domain } });

/** The code in the last message sent to an address (the local outbox of the notifier port). */
function lastCode(to: string): string {
  const message = [...readOutbox()].reverse().find((m) => m.to === to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  org = await createTestOrganisation();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Users/ChangePassword (platform §5 Change password, §8 messages)', () => {
  it('changes the password and can end the other sessions', async () => {
    const other = (await login('owner')).body;
    const current = (await login('owner')).body;
    const answer = await invoke<{ message: string; EndedSessions: number }>(iamRoutes.changePassword, {
      token: current.Token,
      body: {
        OldPassword: TEST_PASSWORD,
        NewPassword: 'brand-new-pass',
        username: 'owner',
        domain: org.domain,
        EndOtherSessions: true,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: Messages.passwordChanged, EndedSessions: 1 });
    expect((await invoke(iamRoutes.activeSessions, { token: other.Token })).status).toBe(401);
    expect((await invoke(iamRoutes.activeSessions, { token: current.Token })).status).toBe(200);
    expect((await login('owner')).status).toBe(401);
    expect((await login('owner', 'brand-new-pass')).status).toBe(200);
  });

  it('keeps other sessions when not asked to end them', async () => {
    const other = (await login('manager')).body;
    const current = (await login('manager')).body;
    const answer = await invoke<{ EndedSessions: number }>(iamRoutes.changePassword, {
      token: current.Token,
      body: { OldPassword: TEST_PASSWORD, NewPassword: 'another-pass-1', username: 'manager', domain: org.domain },
    });
    expect(answer.body.EndedSessions).toBe(0);
    expect((await invoke(iamRoutes.activeSessions, { token: other.Token })).status).toBe(200);
  });

  it('refuses a wrong current password with a 400 (not a 401) and writes nothing', async () => {
    const session = (await login('cashier')).body;
    const before = await snapshotOrganisation(org.orgId);
    const answer = await invoke(iamRoutes.changePassword, {
      token: session.Token,
      body: { OldPassword: 'wrong-one', NewPassword: 'whatever-123', username: 'cashier', domain: org.domain },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 400, message: Messages.currentPasswordInvalid });
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
  });

  it('refuses another user’s username in the body', async () => {
    const session = (await login('partsclerk')).body;
    const answer = await invoke(iamRoutes.changePassword, {
      token: session.Token,
      body: { OldPassword: TEST_PASSWORD, NewPassword: 'whatever-123', username: 'admin', domain: org.domain },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: Messages.enterCorrectUsername });
  });
});

describe('Forgot password by one-time code (platform §2 Forgot password modal, §5)', () => {
  it('sends a 6-digit code by e-mail, verifies it, sets the new password and ends old sessions', async () => {
    const old = (await login('advisor')).body;
    const email = org.users.advisor.email;
    const sent = await invoke<{ message: string; ResendAfterSec: number }>(iamRoutes.requestOtp, {
      body: { domain: org.domain, Email: email },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: Messages.otpSent, ResendAfterSec: 30 });
    const code = lastCode(email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await invoke<{ ResetToken: string }>(iamRoutes.verifyOtp, {
      body: { domain: org.domain, Email: email, Otp: code },
    });
    expect(verified.status).toBe(200);
    const reset = await invoke(iamRoutes.resetPassword, {
      body: { ResetToken: verified.body.ResetToken, NewPassword: 'reset-pass-99' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: Messages.passwordReset });

    expect((await login('advisor', 'reset-pass-99')).status).toBe(200);
    expect((await invoke(iamRoutes.activeSessions, { token: old.Token })).status).toBe(401);
    // The reset token works once.
    const again = await invoke(iamRoutes.resetPassword, {
      body: { ResetToken: verified.body.ResetToken, NewPassword: 'second-try-99' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: Messages.resetLinkInvalid });
  });

  it('answers the same for an unknown phone and sends nothing', async () => {
    const before = readOutbox().length;
    const answer = await invoke(iamRoutes.requestOtp, { body: { domain: org.domain, Phone: '9000000000' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: Messages.otpSent, ResendAfterSec: 30 });
    expect(readOutbox().length).toBe(before);
  });

  it('allows a resend only after 30 seconds', async () => {
    const phone = org.users.technician.phone;
    expect((await invoke(iamRoutes.requestOtp, { body: { domain: org.domain, Phone: phone } })).status).toBe(200);
    const tooSoon = await invoke(iamRoutes.requestOtp, { body: { domain: org.domain, Phone: phone } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({ errorCode: 429, message: Messages.otpResendTooSoon });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    expect((await invoke(iamRoutes.requestOtp, { body: { domain: org.domain, Phone: phone } })).status).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const email = org.users.cashier.email;
    await invoke(iamRoutes.requestOtp, { body: { domain: org.domain, Email: email } });
    const code = lastCode(email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1_000 });
    const late = await invoke(iamRoutes.verifyOtp, { body: { domain: org.domain, Email: email, Otp: code } });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ message: Messages.otpInvalid });
  });

  it(`stops after ${OTP_MAX_ATTEMPTS} wrong codes, even for the right one, answering as for an unknown account`, async () => {
    const email = org.users.partsmanager.email;
    await invoke(iamRoutes.requestOtp, { body: { domain: org.domain, Email: email } });
    const code = lastCode(email);
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i += 1) {
      const answer = await invoke(iamRoutes.verifyOtp, {
        body: { domain: org.domain, Email: email, Otp: wrongCode(code) },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: Messages.otpInvalid });
    }
    const right = await invoke(iamRoutes.verifyOtp, { body: { domain: org.domain, Email: email, Otp: code } });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ message: Messages.otpInvalid });
    // An address that never had an account answers exactly the same after as many guesses.
    const nobody = { domain: org.domain, Email: `nobody-guessing@${org.domain}.example.com` };
    await invoke(iamRoutes.requestOtp, { body: nobody });
    let last: unknown;
    for (let i = 0; i <= OTP_MAX_ATTEMPTS; i += 1)
      last = (await invoke(iamRoutes.verifyOtp, { body: { ...nobody, Otp: wrongCode(code) } })).body;
    expect(last).toEqual(right.body);
  });

  it('validates the target: e-mail pattern, 10-digit phone, one of the two', async () => {
    for (const body of [
      { domain: org.domain, Email: 'not-an-email' },
      { domain: org.domain, Phone: '12345' },
      { domain: org.domain },
      { domain: org.domain, Email: org.users.admin.email, Phone: org.users.admin.phone },
    ]) {
      const answer = await invoke(iamRoutes.requestOtp, { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 400 });
    }
  });
});
