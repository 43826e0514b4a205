import { inModule, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type ScreenName = 'packageDashboard' | 'packageNew' | 'package';
const load =
  (name: ScreenName): ScreenEntry['lazy'] =>
  () =>
    import('./routes/screens').then((m) => m.packageScreens[name]);

/** As the calls need (shared/api/routes/packages.ts; pinned by app/screens.test.ts): Sales SO. */
const SO_READ: Permission = inModule('Sales', resource('Sales', 'SO', 'R'));
const SO_UPDATE: Permission = inModule('Sales', resource('Sales', 'SO', 'U'));

/** Packages of sales orders (spec platform §2 'Sales', screen 'Packages'; docs/sales-fulfilment.md §8). */
export const packagesManifest: FeatureManifest = [
  {
    path: 'SalesOrder/PackagesDashboard',
    title: 'Packages',
    module: 'Sales',
    permission: SO_READ,
    menu: true,
    menuGroup: 'Sales',
    lazy: load('packageDashboard'),
  },
  {
    path: 'SalesOrder/Package/New',
    title: 'Package',
    module: 'Sales',
    permission: SO_UPDATE,
    lazy: load('packageNew'),
  },
  {
    path: 'SalesOrder/Package/:Id',
    title: 'Package',
    module: 'Sales',
    permission: SO_READ,
    lazy: load('package'),
  },
];
