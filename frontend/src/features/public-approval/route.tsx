import { useLocation } from 'react-router';
import { PublicApproval } from './public-approval';

export const handle = { title: 'Approve your estimate' };

/**
 * The route module of /a (app/router.tsx), outside the logged-in shell. The link's
 * token is its fragment (/a#<token>): never sent to the server with the page.
 */
export function Component() {
  const token = useLocation().hash.replace(/^#/, '');
  return <PublicApproval token={token} />;
}
