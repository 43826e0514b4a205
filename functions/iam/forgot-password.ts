import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { iamRoutes } from '@shared/api/routes/iam';
import { findOrgIdByDomain, findUserIdByEmail, findUserIdByPhone, getUser } from '../data/identity/identity-repo';
import { epochSeconds } from '../data/table/keys';
import { refundCodeGuessSlots, takeCodeGuessSlots } from '../data/identity/otp-guess-repo';
import {
  consumeOtpAndSetPassword,
  getOtp,
  markOtpVerified,
  startCodeRequest,
  takeOtpAttempt,
} from '../data/identity/otp-repo';
import type { Call } from '../lib/http/call';
import { answerNoSoonerThan } from '../lib/answer-floor';
import { notify } from '../lib/notifier';
import { hashPassword } from '../lib/password';
import { RESET_AUDIENCE, signResetToken, verifyToken, type ResetClaims } from '../lib/tokens';
import { endSessions } from './change-password';

/**
 * Forgot password (spec platform §2 'Forgot password modal', §5): request a
 * 6-digit code by e-mail or phone, verify it, set a new password. Codes are
 * stored as salted HMACs, expire after 10 minutes, allow 5 attempts and can be
 * re-sent after 30 seconds. Every answer, the 30-second wait included, is the
 * same whether or not the account exists, and guesses are capped per day
 * (docs/login-throttling.md).
 */
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 30;
const RESET_TOKEN_MINUTES = 10;

type Target = { domain: string; Email?: string; Phone?: string };

const hashCode = (code: string, salt: string): string => createHmac('sha256', salt).update(code).digest('base64url');

async function findAccount(target: Target): Promise<{ orgId: string; userId: string } | undefined> {
  const orgId = await findOrgIdByDomain(target.domain);
  if (!orgId) return undefined;
  const userId = target.Email
    ? await findUserIdByEmail(orgId, target.Email)
    : await findUserIdByPhone(orgId, target.Phone ?? '');
  return userId ? { orgId, userId } : undefined;
}

/** The asked-for e-mail or phone as one key part (e-mails compare lower-cased, as their pointers do). */
const targetOf = (target: Target): string =>
  target.Email ? `EMAIL#${target.Email.toLowerCase()}` : `PHONE#${target.Phone ?? ''}`;

/**
 * Every RequestOtp answer, sent or refused, takes at least this long: sending the
 * code to an existing account costs a message-service round trip (SES or SNS, about
 * 100–300 ms) that an unknown e-mail or phone does not, and the time must not tell
 * which is which (docs/login-throttling.md 'Forgot password'). Comfortably above the
 * real work, well below what a person waiting for a code notices.
 */
export const REQUEST_OTP_ANSWER_MS = 700;

/** POST IAM/Auth/ForgotPassword/RequestOtp. */
export const requestOtp = (
  call: Call<typeof iamRoutes.requestOtp>,
): Promise<{ message: string; ResendAfterSec: number }> =>
  answerNoSoonerThan(REQUEST_OTP_ANSWER_MS, () => sendCode(call));

async function sendCode(call: Call<typeof iamRoutes.requestOtp>): Promise<{ message: string; ResendAfterSec: number }> {
  const target: Target = call.body;
  const account = await findAccount(target);
  // The same work whether or not the account exists: a code and its hash, one conditional write.
  const now = epochSeconds();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  const channel = target.Email ? 'email' : 'sms';
  const otp = {
    Hash: hashCode(code, salt),
    Salt: salt,
    ExpAt: now + OTP_TTL_SECONDS,
    SentAt: now,
    Attempts: 0,
    Channel: channel,
    ttl: now + OTP_TTL_SECONDS + 3600,
  } as const;
  const request = { domain: target.domain, target: targetOf(target), now, resendSeconds: OTP_RESEND_SECONDS };
  if (!(await startCodeRequest(request, account && { ...account, otp }))) {
    throw new ApiError(ErrorCode.TooManyRequests, Messages.otpResendTooSoon);
  }
  if (account) {
    await notify({
      channel,
      to: target.Email ?? target.Phone ?? '',
      subject: 'Your Karkhana password reset code',
      text: `Your Karkhana password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
    });
  }
  return { message: Messages.otpSent, ResendAfterSec: OTP_RESEND_SECONDS };
}

const invalid = (message: string): ApiError => new ApiError(ErrorCode.BadRequest, message, [{ path: 'Otp', message }]);

export async function verifyOtp(call: Call<typeof iamRoutes.verifyOtp>): Promise<{ ResetToken: string }> {
  const account = await findAccount(call.body);
  // Every guess takes its daily slots before anything is compared; without an account it counts against the target.
  const slots = await takeCodeGuessSlots(
    account
      ? { ip: call.client.ip, ...account }
      : { ip: call.client.ip, domain: call.body.domain, target: targetOf(call.body) },
  );
  if (!slots) throw new ApiError(ErrorCode.TooManyRequests, Messages.otpGuessLimit);
  const otp = account ? await getOtp(account.orgId, account.userId) : undefined;
  if (!account || !otp || otp.ResetId) throw invalid(Messages.otpInvalid);
  const now = epochSeconds();
  // Expired, used up and wrong codes answer alike: the text must not tell that a code (an account) exists.
  if (otp.ExpAt <= now) throw invalid(Messages.otpInvalid);
  const attempt = await takeOtpAttempt(account.orgId, account.userId, otp.Hash, OTP_MAX_ATTEMPTS);
  if (attempt === undefined) {
    // Never compared: the code has no attempts left, so the day's slots are given back.
    await refundCodeGuessSlots(slots);
    throw invalid(Messages.otpInvalid);
  }

  const expected = Buffer.from(otp.Hash);
  const actual = Buffer.from(hashCode(call.body.Otp, otp.Salt));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw invalid(Messages.otpInvalid);
  }
  const resetId = ulid();
  await markOtpVerified(account.orgId, account.userId, resetId, otp.Hash);
  const expires = new Date(Math.min((now + RESET_TOKEN_MINUTES * 60) * 1000, otp.ExpAt * 1000));
  const ResetToken = await signResetToken(
    { purpose: 'reset', org: account.orgId, sub: account.userId, rid: resetId },
    expires,
  );
  return { ResetToken };
}

/** Sets the new password, uses up the code and ends every session of the account. */
export async function resetPassword(call: Call<typeof iamRoutes.resetPassword>): Promise<{ message: string }> {
  const claims = await verifyToken<ResetClaims>(call.body.ResetToken, RESET_AUDIENCE);
  if (!claims || claims.purpose !== 'reset') throw new ApiError(ErrorCode.BadRequest, Messages.resetLinkInvalid);
  const user = await getUser(claims.org, claims.sub);
  if (!user || !user.Active) throw new ApiError(ErrorCode.BadRequest, Messages.resetLinkInvalid);
  try {
    await consumeOtpAndSetPassword(claims.org, claims.sub, claims.rid, await hashPassword(call.body.NewPassword));
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException')
      throw new ApiError(ErrorCode.BadRequest, Messages.resetLinkInvalid);
    throw error;
  }
  await endSessions(claims.org, claims.sub);
  return { message: Messages.passwordReset };
}
