import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashGate } from './hash-gate';

/**
 * Password hashing with scrypt at the OWASP-recommended cost (N=2^17, r=8, p=1:
 * 128 MiB and a few hundred ms). Stored as `scrypt$N$r$p$salt$hash` (base64url)
 * so the cost can be raised later and old hashes still verify.
 */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** Every hash goes through the gate, so a burst can never take the whole thread pool (hash-gate.ts). */
const derive = (password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> =>
  hashGate.run(
    () =>
      new Promise((resolve, reject) => {
        const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r + 32 * 1024 * 1024 };
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, verified against when the username is unknown so
 * that an unknown user costs the same time as a wrong password.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> =>
  (decoy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    // A refusal by the busy gate must not be remembered as the decoy.
    decoy = undefined;
    throw error;
  }));
