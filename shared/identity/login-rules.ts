import * as z from 'zod';
import { LoginMessages } from './login-messages';
import { email, phone } from '../fields/contact-fields';

/**
 * Login form rules, spec platform §5 'Login'. The same schemas validate the form
 * in the browser and the Authenticate call on the server.
 */

/** Letters, digits, hyphen, underscore and spaces; spaces are stripped and the value lowercased. */
export const DOMAIN_PATTERN = /^[A-Za-z0-9_\- ]+$/;
export const normaliseDomain = (value: string): string => value.replace(/\s+/g, '').toLowerCase();
export const normaliseUsername = (value: string): string => value.replace(/\s+/g, '').toLowerCase();

export const domainField = z
  .string({ error: LoginMessages.enterCorrectDomain })
  .trim()
  .min(1, LoginMessages.enterCorrectDomain)
  .max(63, LoginMessages.enterCorrectDomain)
  .regex(DOMAIN_PATTERN, LoginMessages.enterCorrectDomain)
  .transform(normaliseDomain)
  .pipe(z.string().min(1, LoginMessages.enterCorrectDomain));

export const usernameField = z
  .string({ error: LoginMessages.enterCorrectUsername })
  .max(100, LoginMessages.enterCorrectUsername)
  .transform(normaliseUsername)
  .pipe(z.string().min(1, LoginMessages.enterCorrectUsername));

export const passwordField = z
  .string({ error: LoginMessages.enterCorrectPassword })
  .min(1, LoginMessages.enterCorrectPassword)
  .max(256, LoginMessages.enterCorrectPassword);

/** A new password: 8 to 128 characters (ours; the spec shows no policy). */
export const PASSWORD_MIN = 8;
export const newPasswordField = z
  .string({ error: LoginMessages.enterValidPassword })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(128, 'Use at most 128 characters.');

export const emailField = email;
/** 10 digits (spec platform §5 'Forgot password'), '+91' or a leading 0 taken off. */
export const phoneField = phone;
export const otpField = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.');

/**
 * Default sub-domains that carry no tenant (spec platform §9). The login domain is
 * the host's first label unless the host is local or its first label is one of these.
 */
export const DEFAULT_DOMAINS = ['app', 'www', 'my'] as const;

/** The tenant domain implied by a host name, or undefined when the user must type it. */
export function domainFromHost(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost')) return undefined;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return undefined;
  const labels = host.split('.');
  if (labels.length < 3) return undefined;
  const first = labels[0] ?? '';
  if ((DEFAULT_DOMAINS as readonly string[]).includes(first)) return undefined;
  return DOMAIN_PATTERN.test(first) ? first : undefined;
}
