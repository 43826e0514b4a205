import type { appointmentRoutes } from '@shared/api/routes/appointments';
import { bookingPageUrl } from '../lib/booking-page-link';
import type { Call } from '../lib/http/call';
import { appointmentContext } from '../data/appointments/appointment-context';

/**
 * The branch's public booking page (docs/customer-loop.md §6). Its token and address
 * are built in functions/lib/booking-page-link.ts, since the reminders send it too.
 */
export {
  BOOKING_LINK_DAYS as LINK_DAYS,
  signBookingLink,
  verifyBookingLink,
  type BookingClaims,
} from '../lib/booking-page-link';

/** GET Appointments/BookingLink: the page to share (on the website, in a WhatsApp status) for this branch. */
export async function bookingLink(call: Call<(typeof appointmentRoutes)['bookingLink']>) {
  const ctx = await appointmentContext(call.session);
  return bookingPageUrl({ org: ctx.session.orgId, ent: ctx.session.entityId });
}
