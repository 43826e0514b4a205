import { decodeJwt } from 'jose';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { ApprovalMessages } from '@shared/service/approval-messages';
import { getOrganisation } from '../data/identity/identity-repo';
import { signToken, verifyToken } from './tokens';
import { linksUseOrgDomain, webPageUrl } from './web-link';

/**
 * The customer's approval link (docs/customer-loop.md 'Approval by link'): `/a#<token>`,
 * an HS256 JWT signed with the session key (audience `approval-link`) for one estimate
 * of one organisation and branch, expiring after LINK_DAYS. It reaches only GET and
 * POST Public/Approval/{Token}. The address comes from the organisation's domain
 * (functions/lib/web-link.ts), never from a request header. The token rides in the
 * fragment: browsers never send it to the server or in a Referer, so it stays out of
 * the CDN's and the site's logs, and a path without it has no dot the SPA rewrite
 * (infra/cdk/constructs/spa-rewrite.ts) would take for a file.
 */
export const LINK_DAYS = 3;
const AUDIENCE = 'approval-link';

export type ApprovalClaims = { org: string; ent: string; doc: string };

export async function signApprovalLink(
  claims: ApprovalClaims,
  now = new Date(),
): Promise<{ token: string; expires: Date }> {
  const expires = new Date(now.getTime() + LINK_DAYS * 24 * 3600 * 1000);
  return { token: await signToken(claims, expires, AUDIENCE), expires };
}

const expiryOf = (token: string): number | undefined => {
  try {
    const exp = decodeJwt(token).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
};

/** The claims of a good link and when it expires; 401 with its own text for an expired, forged or altered one. */
export async function verifyApprovalLink(token: string): Promise<ApprovalClaims & { expires: Date }> {
  const claims = await verifyToken<Partial<ApprovalClaims>>(token, AUDIENCE);
  const exp = expiryOf(token);
  if (claims && typeof claims.org === 'string' && typeof claims.ent === 'string' && typeof claims.doc === 'string')
    return { org: claims.org, ent: claims.ent, doc: claims.doc, expires: new Date(exp ?? Date.now()) };
  // Only the expiry is told apart; a bad token's claims are never trusted.
  const expired = exp !== undefined && exp < Date.now();
  throw new ApiError(ErrorCode.Unauthorised, expired ? ApprovalMessages.linkExpired : ApprovalMessages.linkInvalid);
}

/** The page's address for a token of organisation `orgId`. */
export async function approvalLinkUrl(orgId: string, token: string): Promise<string> {
  const domain = linksUseOrgDomain() ? (await getOrganisation(orgId))?.Domain : undefined;
  return webPageUrl(`a#${token}`, domain);
}
