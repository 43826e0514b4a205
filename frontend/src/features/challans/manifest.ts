import { inModule, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type ScreenName = 'challanDashboard' | 'challanNew' | 'challan';
const load =
  (name: ScreenName): ScreenEntry['lazy'] =>
  () =>
    import('./routes/screens').then((m) => m.challanScreens[name]);

/** As the calls need (shared/api/routes/challans.ts; pinned by app/screens.test.ts): Sales DC. */
const DC_READ: Permission = inModule('Sales', resource('Sales', 'DC', 'R'));
const DC_CREATE: Permission = inModule('Sales', resource('Sales', 'DC', 'C'));

/** Delivery challans (spec platform §2 'Sales', screen 'Delivery Challan'; docs/challans.md §8). */
export const challansManifest: FeatureManifest = [
  {
    path: 'challans/challandashboard',
    title: 'Delivery Challans',
    module: 'Sales',
    permission: DC_READ,
    menu: true,
    menuGroup: 'Sales',
    lazy: load('challanDashboard'),
  },
  {
    path: 'challans/challan/New',
    title: 'Delivery Challan',
    module: 'Sales',
    permission: DC_CREATE,
    lazy: load('challanNew'),
  },
  {
    path: 'challans/challan/:Id',
    title: 'Delivery Challan',
    module: 'Sales',
    permission: DC_READ,
    lazy: load('challan'),
  },
];
