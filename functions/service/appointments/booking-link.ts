import { decodeJwt } from 'jose';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import type { serviceRoutes } from '@shared/api/routes/service';
import { getOrganisation } from '../../data/identity/identity-repo';
import { signToken, verifyToken } from '../../lib/tokens';
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
const AUDIENCE = 'booking-link';

export type BookingClaims = { org: string; ent: string };

export async function signBookingLink(
  claims: BookingClaims,
  now = new Date(),
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

export async function verifyBookingLink(token: string): Promise<BookingClaims> {
  const claims = await verifyToken<Partial<BookingClaims>>(token, AUDIENCE);
  if (claims && typeof claims.org === 'string' && typeof claims.ent === 'string')
    return { org: claims.org, ent: claims.ent };
  throw new ApiError(
    ErrorCode.Unauthorised,
    isExpired(token) ? AppointmentMessages.linkExpired : AppointmentMessages.linkInvalid,
  );
}

/** GET Appointments/BookingLink: the page to share (on the website, in a WhatsApp status) for this branch. */
export async function bookingLink(call: Call<(typeof serviceRoutes)['bookingLink']>) {
  const ctx = await appointmentContext(call.session);
  const { token, expires } = await signBookingLink({ org: ctx.session.orgId, ent: ctx.session.entityId });
  const domain = linksUseOrgDomain() ? (await getOrganisation(ctx.session.orgId))?.Domain : undefined;
  return { Link: webPageUrl(`book/${token}`, domain), Expires: expires.toISOString() };
}
