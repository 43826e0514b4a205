import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { config, type Config } from '../../lib/config';
import { webPageUrl } from '../../lib/web-link';
import { signPageLink, verifyPageLink, type PageLinkKind } from '../../lib/page-link';
import { getOrganisation } from '../../data/identity/identity-repo';

/**
 * The customer's link to an invoice (docs/printing.md 'The customer's page:
 * /i/{token}'): an HS256 token signed with the session key, for one invoice of one
 * organisation and branch, expiring after LINK_DAYS. It opens `/i/<token>` on the web
 * app, which reads GET Public/Invoices/{Token}; nothing else is reachable with it.
 */
export const LINK_DAYS = 7;

export type LinkClaims = { org: string; ent: string; inv: string };

const INVOICE_LINK: PageLinkKind<keyof LinkClaims> = {
  audience: 'invoice-link',
  days: LINK_DAYS,
  claims: ['org', 'ent', 'inv'],
  messages: { invalid: InvoiceMessages.linkInvalid, expired: InvoiceMessages.linkExpired },
};

export const signInvoiceLink = (claims: LinkClaims, now?: Date) => signPageLink(INVOICE_LINK, claims, now);

/** The claims of a good link; 401 with a clear text for an expired or tampered one (functions/lib/page-link.ts). */
export const verifyInvoiceLink = (token: string): Promise<LinkClaims> => verifyPageLink(INVOICE_LINK, token);

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
