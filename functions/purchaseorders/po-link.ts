import { PoStepMessages } from '@shared/purchasing/po-step-messages';
import { getOrganisation } from '../data/identity/identity-repo';
import { signPageLink, verifyPageLink, type PageLinkKind } from '../lib/page-link';
import { linksUseOrgDomain, webPageUrl } from '../lib/web-link';

/**
 * The vendor's link to a purchase order (docs/purchasing.md §19): for one order of
 * one organisation and branch, expiring after LINK_DAYS, with an audience of its
 * own (an invoice's or a session's token opens nothing here, nor this one there).
 * It opens `/p/<token>` on the web app at the organisation's own address, never
 * one a request named (functions/lib/web-link.ts).
 */
export const LINK_DAYS = 14;

export type PoLinkClaims = { org: string; ent: string; po: string };

const PO_LINK: PageLinkKind<keyof PoLinkClaims> = {
  audience: 'purchase-order-link',
  days: LINK_DAYS,
  claims: ['org', 'ent', 'po'],
  messages: { invalid: PoStepMessages.linkInvalid, expired: PoStepMessages.linkExpired },
};

export const signPoLink = (claims: PoLinkClaims, now?: Date) => signPageLink(PO_LINK, claims, now);

/** The claims of a good link; 401 with the words for an expired or a forged one. */
export const verifyPoLink = (token: string): Promise<PoLinkClaims> => verifyPageLink(PO_LINK, token);

/** The page of the link, at the organisation's own domain when tenants have one. */
export async function poLinkUrl(orgId: string, token: string): Promise<string> {
  const domain = linksUseOrgDomain() ? (await getOrganisation(orgId))?.Domain : undefined;
  return webPageUrl(`p/${token}`, domain);
}
