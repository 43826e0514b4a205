import { useParams } from 'react-router';
import { PublicInvoice } from './public-invoice';

export const handle = { title: 'Invoice' };

/** The route module of /i/:token (app/router.tsx), outside the logged-in shell. */
export function Component() {
  const { token = '' } = useParams();
  return <PublicInvoice token={token} />;
}
