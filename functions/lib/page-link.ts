import { decodeJwt } from 'jose';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { signToken, verifyToken } from './tokens';

/**
 * A signed, expiring link to one public page of the web app (an invoice, a
 * booking page, a purchase order: docs/customer-loop.md §13): an HS256 token
 * signed with the session key, an audience of its own per kind of page (a
 * token of one kind opens nothing of another), claims that name what it opens.
 * A bad token is a 401 whose words tell only expiry apart; its claims are never
 * trusted before the signature is.
 */
export type PageLinkKind<K extends string> = {
  audience: string;
  days: number;
  /** The claims every good token carries, each a string. */
  claims: readonly K[];
  messages: { invalid: string; expired: string };
};

export const signPageLink = async <K extends string>(
  kind: PageLinkKind<K>,
  claims: Record<K, string>,
  now: Date = new Date(),
): Promise<{ token: string; expires: Date }> => {
  const expires = new Date(now.getTime() + kind.days * 24 * 3600 * 1000);
  return { token: await signToken(claims, expires, kind.audience), expires };
};

const isExpired = (token: string): boolean => {
  try {
    const exp = decodeJwt(token).exp;
    return typeof exp === 'number' && exp * 1000 < Date.now();
  } catch {
    return false;
  }
};

export async function verifyPageLink<K extends string>(
  kind: PageLinkKind<K>,
  token: string,
): Promise<Record<K, string>> {
  const claims = await verifyToken<Partial<Record<K, unknown>>>(token, kind.audience);
  if (claims && kind.claims.every((k) => typeof claims[k] === 'string'))
    return Object.fromEntries(kind.claims.map((k) => [k, claims[k]])) as Record<K, string>;
  throw new ApiError(ErrorCode.Unauthorised, isExpired(token) ? kind.messages.expired : kind.messages.invalid);
}
