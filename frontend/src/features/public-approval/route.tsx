import { useParams } from 'react-router';
import { PublicApproval } from './public-approval';

export const handle = { title: 'Approve your estimate' };

/** The route module of /a/:token (app/router.tsx), outside the logged-in shell. */
export function Component() {
  const { token = '' } = useParams();
  return <PublicApproval token={token} />;
}
