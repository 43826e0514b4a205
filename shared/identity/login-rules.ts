import * as z from 'zod/mini';
import { LoginMessages } from './login-messages';

/**
 * Login form rules, spec platform §5 'Login'. The same schemas validate the form
 * in the browser and the Authenticate call on the server.
 *
 * They are written with `zod/mini`, the tree-shakable form of zod 4: the login
 * page is the first thing a new visitor downloads, and classic zod's schema
 * classes carry every method (about 20 KB gzip) whether used or not. Mini
 * schemas share zod's core, so the server's classic `z.object`s embed them as
 * they are (docs/decisions.md 'Login route size').
 */

/** Letters, digits, hyphen, underscore and spaces; spaces are stripped and the value lowercased. */
export const DOMAIN_PATTERN = /^[A-Za-z0-9_\- ]+$/;
export const normaliseDomain = (value: string): string => value.replace(/\s+/g, '').toLowerCase();
export const normaliseUsername = (value: string): string => value.replace(/\s+/g, '').toLowerCase();

export const domainField = z.pipe(
  z.pipe(
    z
      .string({ error: LoginMessages.enterCorrectDomain })
      .check(
        z.trim(),
        z.minLength(1, LoginMessages.enterCorrectDomain),
        z.maxLength(63, LoginMessages.enterCorrectDomain),
        z.regex(DOMAIN_PATTERN, LoginMessages.enterCorrectDomain),
      ),
    z.transform(normaliseDomain),
  ),
  z.string().check(z.minLength(1, LoginMessages.enterCorrectDomain)),
);

export const usernameField = z.pipe(
  z.pipe(
    z.string({ error: LoginMessages.enterCorrectUsername }).check(z.maxLength(100, LoginMessages.enterCorrectUsername)),
    z.transform(normaliseUsername),
  ),
  z.string().check(z.minLength(1, LoginMessages.enterCorrectUsername)),
);

export const passwordField = z
  .string({ error: LoginMessages.enterCorrectPassword })
  .check(z.minLength(1, LoginMessages.enterCorrectPassword), z.maxLength(256, LoginMessages.enterCorrectPassword));

/** A new password: 8 to 128 characters (ours; the spec shows no policy). */
export const PASSWORD_MIN = 8;
export const newPasswordField = z
  .string({ error: LoginMessages.enterValidPassword })
  .check(
    z.minLength(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`),
    z.maxLength(128, 'Use at most 128 characters.'),
  );

/** The one-time code of 'Forgot password' (spec platform §5). Its e-mail and phone are shared/fields' `email` and `phone`. */
export const otpField = z.string().check(z.regex(/^\d{6}$/, 'Enter the 6-digit code.'));

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
