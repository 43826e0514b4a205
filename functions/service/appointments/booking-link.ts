import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import type { serviceRoutes } from '@shared/api/routes/service';
import { getOrganisation } from '../../data/identity/identity-repo';
import { signPageLink, verifyPageLink, type PageLinkKind } from '../../lib/page-link';
import { linksUseOrgDomain, webPageUrl } from '../../lib/web-link';
import type { Call } from '../../lib/http/call';
import { appointmentContext } from './appointment-context';

/**
 * The branch's public booking page (docs/customer-loop.md §6): `/book/<token>`, the
 * token an HS256 JWT signed with the session key for one organisation and branch,
 * valid LINK_DAYS. It reaches only GET and POST Public/Booking/{Token}. The address
 * comes from the organisation's domain (functions/lib/web-link.ts), never a header.
 */
export const LINK_DAYS = 365;

export type BookingClaims = { org: string; ent: string };

const BOOKING_LINK: PageLinkKind<keyof BookingClaims> = {
  audience: 'booking-link',
  days: LINK_DAYS,
  claims: ['org', 'ent'],
  messages: { invalid: AppointmentMessages.linkInvalid, expired: AppointmentMessages.linkExpired },
};

export const signBookingLink = (claims: BookingClaims, now?: Date) => signPageLink(BOOKING_LINK, claims, now);

export const verifyBookingLink = (token: string): Promise<BookingClaims> => verifyPageLink(BOOKING_LINK, token);

/** GET Appointments/BookingLink: the page to share (on the website, in a WhatsApp status) for this branch. */
export async function bookingLink(call: Call<(typeof serviceRoutes)['bookingLink']>) {
  const ctx = await appointmentContext(call.session);
  const { token, expires } = await signBookingLink({ org: ctx.session.orgId, ent: ctx.session.entityId });
  const domain = linksUseOrgDomain() ? (await getOrganisation(ctx.session.orgId))?.Domain : undefined;
  return { Link: webPageUrl(`book/${token}`, domain), Expires: expires.toISOString() };
}
