import { connectxRoutes } from '@shared/api/routes/connectx';
import type { FeatureManifest } from '../../lib/screen-manifest';

/**
 * ConnectX (spec platform §2 named screen 'ConnectX'; docs/connectx.md §7):
 * trade with businesses connected on Karkhana. Two screens, each guarded by
 * the call it opens with (app/screens.test.ts): the orders this branch sent
 * (GET ConnectX/Outgoing, Inventory PO R) and the orders that arrived from
 * connected customers (GET ConnectX/Incoming, Sales SO R).
 */
export const connectxManifest: FeatureManifest = [
  {
    path: 'ConnectX/Sent',
    title: 'ConnectX: orders sent',
    module: 'Inventory',
    permission: connectxRoutes.cxOutgoing.permission,
    menu: true,
    lazy: () => import('./routes/orders-sent'),
  },
  {
    path: 'ConnectX/Received',
    title: 'ConnectX: orders received',
    module: 'Sales',
    permission: connectxRoutes.cxIncoming.permission,
    menu: true,
    lazy: () => import('./routes/orders-received'),
  },
];
