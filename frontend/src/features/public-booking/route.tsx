import { useParams } from 'react-router';
import { PublicBooking } from './public-booking';

export const handle = { title: 'Book a service' };

/** The route module of /book/:token (app/router.tsx), outside the logged-in shell. */
export function Component() {
  const { token = '' } = useParams();
  return <PublicBooking token={token} />;
}
