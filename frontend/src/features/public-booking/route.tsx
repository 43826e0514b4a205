import { useParams, useSearchParams } from 'react-router';
import { PublicBooking } from './public-booking';

export const handle = { title: 'Book a service' };

/**
 * The route module of /book/:token (app/router.tsx), outside the logged-in shell.
 * `?RegNo=` prefills the vehicle number: a reminder's link names the vehicle (docs/reminders.md §4).
 */
export function Component() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return <PublicBooking token={token} regNo={params.get('RegNo')?.slice(0, 20) ?? ''} />;
}
