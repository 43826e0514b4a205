import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import { getOrganisation } from '../data/identity/identity-repo';
import { signPageLink, verifyPageLink, type PageLinkKind } from './page-link';
import { linksUseOrgDomain, webPageUrl } from './web-link';

/**
 * The branch's public booking page (docs/customer-loop.md §6): `/book/<token>`, the
 * token an HS256 JWT signed with the session key for one organisation and branch,
 * valid BOOKING_LINK_DAYS. Here, not in the appointments' calls, because two call
 * families send it: the calendar's "Copy booking page link" and the reminders
 * (docs/reminders.md). The address comes from the organisation's domain, never a header.
 */
export const BOOKING_LINK_DAYS = 365;

export type BookingClaims = { org: string; ent: string };

const BOOKING_LINK: PageLinkKind<keyof BookingClaims> = {
  audience: 'booking-link',
  days: BOOKING_LINK_DAYS,
  claims: ['org', 'ent'],
  messages: { invalid: AppointmentMessages.linkInvalid, expired: AppointmentMessages.linkExpired },
};

export const signBookingLink = (claims: BookingClaims, now?: Date) => signPageLink(BOOKING_LINK, claims, now);

export const verifyBookingLink = (token: string): Promise<BookingClaims> => verifyPageLink(BOOKING_LINK, token);

/** The booking page's address for a branch, with a new token; `search` is appended as the page's query (a prefill). */
export async function bookingPageUrl(claims: BookingClaims, search = ''): Promise<{ Link: string; Expires: string }> {
  const { token, expires } = await signBookingLink(claims);
  const domain = linksUseOrgDomain() ? (await getOrganisation(claims.org))?.Domain : undefined;
  return { Link: webPageUrl(`book/${token}${search}`, domain), Expires: expires.toISOString() };
}
