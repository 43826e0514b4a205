import { decodeJwt } from 'jose';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { PoStepMessages } from '@shared/purchasing/po-step-messages';
import { getOrganisation } from '../data/identity/identity-repo';
import { config } from '../lib/config';
import { signToken, verifyToken } from '../lib/tokens';
import { webPageUrl } from '../lib/web-link';

/**
 * The vendor's link to a purchase order (docs/purchasing.md §19): an HS256 token
 * signed with the session key for one order of one organisation and branch,
 * expiring after LINK_DAYS, with an audience of its own (an invoice's or a
 * session's token opens nothing here, nor this one there). It opens `/p/<token>`
 * on the web app at the organisation's own address, never one a request named.
 */
export const LINK_DAYS = 14;
const AUDIENCE = 'purchase-order-link';

export type PoLinkClaims = { org: string; ent: string; po: string };

export async function signPoLink(
  claims: PoLinkClaims,
  now: Date = new Date(),
): Promise<{ token: string; expires: Date }> {
  const expires = new Date(now.getTime() + LINK_DAYS * 24 * 3600 * 1000);
  return { token: await signToken(claims, expires, AUDIENCE), expires };
}

const isExpired = (token: string): boolean => {
  try {
    const exp = decodeJwt(token).exp;
    return typeof exp === 'number' && exp * 1000 < Date.now();
  } catch {
    return false;
  }
};

/** The claims of a good link; 401 with the words for an expired or a forged one (its claims never trusted). */
export async function verifyPoLink(token: string): Promise<PoLinkClaims> {
  const claims = await verifyToken<Partial<PoLinkClaims>>(token, AUDIENCE);
  if (claims && typeof claims.org === 'string' && typeof claims.ent === 'string' && typeof claims.po === 'string')
    return { org: claims.org, ent: claims.ent, po: claims.po };
  throw new ApiError(
    ErrorCode.Unauthorised,
    isExpired(token) ? PoStepMessages.linkExpired : PoStepMessages.linkInvalid,
  );
}

/** The page of the link, at the organisation's own domain when tenants have one (functions/lib/web-link.ts). */
export async function poLinkUrl(orgId: string, token: string): Promise<string> {
  const domain = config().TENANT_ROOT_DOMAIN ? (await getOrganisation(orgId))?.Domain : undefined;
  return webPageUrl(`p/${token}`, domain);
}
