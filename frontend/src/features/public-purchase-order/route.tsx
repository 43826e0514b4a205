import { useParams } from 'react-router';
import { PublicPurchaseOrder } from './public-purchase-order';

export const handle = { title: 'Purchase order' };

/** The route module of /p/:token (app/router.tsx), outside the logged-in shell. */
export function Component() {
  const { token = '' } = useParams();
  return <PublicPurchaseOrder token={token} />;
}
