import { Button } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { inModule, resource } from '@shared/access/permission';
import { Link } from 'react-router';

/** Booking needs Service Appt C in a branch with Service and its Appt feature not off (docs/customer-loop.md §4). */
const APPT_CREATE = inModule('Service', resource('Service', 'Appt', 'C'));

/**
 * "Book appointment" on a customer's or vehicle's screen: opens the booking
 * screen (Appointments/service/New) with the customer or the vehicle chosen.
 */
export function BookAppointmentLink({ ctx, query }: { ctx: AccessContext; query: { Cust?: string; ProdId?: string } }) {
  if (!isPermitted(APPT_CREATE, ctx) || ctx.config.Service?.Features?.Appt === false) return null;
  const search = new URLSearchParams(query as Record<string, string>).toString();
  return (
    <Button as={Link} to={`/Appointments/service/New?${search}`} size="small">
      Book appointment
    </Button>
  );
}
