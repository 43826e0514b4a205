import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { config } from './config';

/**
 * Session tokens are HS256 JWTs carrying the session id and tenant; the session
 * item is still read on every request so logout and deactivation act at once.
 */
export type SessionClaims = { sid: string; org: string; ent: string; sub: string };
export type ResetClaims = { purpose: 'reset'; org: string; sub: string; rid: string };

const ISSUER = 'karkhana';
let keyPromise: Promise<Uint8Array> | undefined;

async function loadSecret(): Promise<string> {
  const { JWT_SECRET, JWT_SECRET_ARN, AWS_REGION } = config();
  if (JWT_SECRET) return JWT_SECRET;
  // Loaded lazily so local bundles and tests never pull the Secrets Manager client.
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const answer = await new SecretsManagerClient({ region: AWS_REGION }).send(
    new GetSecretValueCommand({ SecretId: JWT_SECRET_ARN }),
  );
  if (!answer.SecretString) throw new Error('JWT secret is empty');
  return answer.SecretString;
}

const signingKey = (): Promise<Uint8Array> =>
  (keyPromise ??= loadSecret().then((secret) => new TextEncoder().encode(secret)));

export async function signToken(claims: Record<string, string>, expiresAt: Date, audience: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await signingKey());
}

/** Verifies signature, issuer, audience and expiry; answers undefined for any bad token. */
export async function verifyToken<T>(token: string, audience: string): Promise<T | undefined> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { issuer: ISSUER, audience, algorithms: ['HS256'] });
    return payload as T;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}

export const SESSION_AUDIENCE = 'session';
export const RESET_AUDIENCE = 'password-reset';

export const signSessionToken = (claims: SessionClaims, expiresAt: Date): Promise<string> =>
  signToken(claims, expiresAt, SESSION_AUDIENCE);

export const signResetToken = (claims: ResetClaims, expiresAt: Date): Promise<string> =>
  signToken(claims, expiresAt, RESET_AUDIENCE);
