import { decodeJwt } from 'jose';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { config, type Config } from '../../lib/config';
import { webPageUrl } from '../../lib/web-link';
import { signToken, verifyToken } from '../../lib/tokens';
import { getOrganisation } from '../../data/identity/identity-repo';

/**
 * The customer's link to an invoice (docs/printing.md 'The customer's page:
 * /i/{token}'): an HS256 token signed with the session key, for one invoice of one
 * organisation and branch, expiring after LINK_DAYS. It opens `/i/<token>` on the web
 * app, which reads GET Public/Invoices/{Token}; nothing else is reachable with it.
 */
export const LINK_DAYS = 7;
const AUDIENCE = 'invoice-link';

export type LinkClaims = { org: string; ent: string; inv: string };

export async function signInvoiceLink(
  claims: LinkClaims,
  now: Date = new Date(),
): Promise<{ token: string; expires: Date }> {
  const expires = new Date(now.getTime() + LINK_DAYS * 24 * 3600 * 1000);
  return { token: await signToken(claims, expires, AUDIENCE), expires };
}

/** The claims of a good link; 401 with a clear text for an expired or tampered one. */
export async function verifyInvoiceLink(token: string): Promise<LinkClaims> {
  const claims = await verifyToken<Partial<LinkClaims>>(token, AUDIENCE);
  if (claims && typeof claims.org === 'string' && typeof claims.ent === 'string' && typeof claims.inv === 'string') {
    return { org: claims.org, ent: claims.ent, inv: claims.inv };
  }
  // Only the expiry is told apart (the text differs); the token's claims are never trusted here.
  throw new ApiError(
    ErrorCode.Unauthorised,
    isExpired(token) ? InvoiceMessages.linkExpired : InvoiceMessages.linkInvalid,
  );
}

const isExpired = (token: string): boolean => {
  try {
    const exp = decodeJwt(token).exp;
    return typeof exp === 'number' && exp * 1000 < Date.now();
  } catch {
    return false;
  }
};

/** The web app's page for a link (functions/lib/web-link.ts gives the address). */
export const linkUrl = (
  token: string,
  orgDomain: string | undefined,
  settings?: Pick<Config, 'WEB_ORIGIN' | 'TENANT_ROOT_DOMAIN'>,
): string => webPageUrl(`i/${token}`, orgDomain, settings);

/** The link for an invoice of organisation `orgId`; its domain is read only when tenants have subdomains. */
export async function invoiceLinkUrl(orgId: string, token: string): Promise<string> {
  const domain = config().TENANT_ROOT_DOMAIN ? (await getOrganisation(orgId))?.Domain : undefined;
  return linkUrl(token, domain);
}
