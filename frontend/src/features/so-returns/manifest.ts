import { inModule, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest } from '../../lib/screen-manifest';

/** As the call needs (shared/api/routes/so-returns.ts; pinned by app/screens.test.ts): Sales SO R. */
const SO_READ: Permission = inModule('Sales', resource('Sales', 'SO', 'R'));

/** Returns of sales orders' goods (spec platform §2 'SalesOrder/Returns', screen 'Sales Returns'). */
export const soReturnsManifest: FeatureManifest = [
  {
    path: 'SalesOrder/Returns',
    title: 'Sales Returns',
    module: 'Sales',
    permission: SO_READ,
    menu: true,
    menuGroup: 'Sales',
    lazy: () => import('./routes/screens').then((m) => m.soReturnScreens.soReturnsDashboard),
  },
];
